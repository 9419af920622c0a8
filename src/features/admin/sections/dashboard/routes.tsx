// The dashboard, the back office's landing page.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./DashboardPage.tsx')),
});

export const dashboardRoutes = [dashboardRoute] as const;
