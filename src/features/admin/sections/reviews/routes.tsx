// The reviews section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/reviews',
  component: () => (
    <RequirePermission permission="reviews:read">
      <SectionPlaceholder title="Reviews" />
    </RequirePermission>
  ),
});

export const reviewsRoutes = [sectionRoute] as const;
