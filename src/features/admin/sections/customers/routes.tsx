// The customers section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers',
  component: () => (
    <RequirePermission permission="customers:read">
      <SectionPlaceholder title="Customers" />
    </RequirePermission>
  ),
});

export const customersRoutes = [sectionRoute] as const;
