// The review moderation queue's route (its filters in the address).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { REVIEWS_LIST } from './list-config.ts';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/reviews',
  validateSearch: listSearchValidator(REVIEWS_LIST),
  component: lazyRouteComponent(() => import('./ReviewsPage.tsx')),
});

export const reviewsRoutes = [sectionRoute] as const;
