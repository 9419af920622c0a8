// The audit log's route (its filters in the address).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { AUDIT_LIST } from './list-config.ts';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/audit',
  validateSearch: listSearchValidator(AUDIT_LIST),
  component: lazyRouteComponent(() => import('./AuditPage.tsx')),
});

export const auditRoutes = [sectionRoute] as const;
