// The EMI plans' route (decision 203).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/emi-plans',
  component: lazyRouteComponent(() => import('./EmiPlansPage.tsx')),
});

export const emiRoutes = [sectionRoute] as const;
