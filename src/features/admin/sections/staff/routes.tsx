// The staff section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/staff',
  component: () => (
    <RequirePermission permission="staff:read">
      <SectionPlaceholder title="Staff" />
    </RequirePermission>
  ),
});

export const staffRoutes = [sectionRoute] as const;
