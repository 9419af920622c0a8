// The leads section's routes: the list (its state in the address) and one lead.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { LEADS_LIST } from './leads-list.ts';

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/leads',
  validateSearch: listSearchValidator(LEADS_LIST),
  component: lazyRouteComponent(() => import('./LeadsPage.tsx')),
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/leads/$leadId',
  component: lazyRouteComponent(() => import('./LeadPage.tsx')),
});

export const leadsRoutes = [listRoute, detailRoute] as const;
