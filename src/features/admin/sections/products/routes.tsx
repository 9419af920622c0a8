// The products section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/products',
  component: () => (
    <RequirePermission permission="catalogue:read">
      <SectionPlaceholder title="Products" />
    </RequirePermission>
  ),
});

export const productsRoutes = [sectionRoute] as const;
