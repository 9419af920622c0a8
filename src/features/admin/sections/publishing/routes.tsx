// The publishing section's route.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const publishingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/publishing',
  component: lazyRouteComponent(() => import('./PublishingPage.tsx')),
});

export const publishingRoutes = [publishingRoute] as const;
