// The dashboard section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: () => (
    <RequirePermission permission="dashboard:read">
      <SectionPlaceholder title="Dashboard" />
    </RequirePermission>
  ),
});

export const dashboardRoutes = [sectionRoute] as const;
