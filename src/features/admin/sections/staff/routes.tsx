// The staff section's routes (owners manage; every role with staff:read sees the list).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/staff',
  component: lazyRouteComponent(() => import('./StaffPage.tsx')),
});

export const staffRoutes = [sectionRoute] as const;
