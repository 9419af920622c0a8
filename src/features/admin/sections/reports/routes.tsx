// The Reports section's route: the GST return's data, the sales register and the period summary.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/reports',
  component: lazyRouteComponent(() => import('./ReportsPage.tsx')),
});

export const reportsRoutes = [sectionRoute] as const;
