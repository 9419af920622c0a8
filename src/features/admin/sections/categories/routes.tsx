// The categories section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/categories',
  component: () => (
    <RequirePermission permission="catalogue:read">
      <SectionPlaceholder title="Categories" />
    </RequirePermission>
  ),
});

export const categoriesRoutes = [sectionRoute] as const;
