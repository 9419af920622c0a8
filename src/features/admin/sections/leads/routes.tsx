// The leads section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/leads',
  component: () => (
    <RequirePermission permission="leads:read">
      <SectionPlaceholder title="Leads" />
    </RequirePermission>
  ),
});

export const leadsRoutes = [sectionRoute] as const;
