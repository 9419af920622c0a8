// The consultation calendar section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/calendar',
  component: () => (
    <RequirePermission permission="leads:read">
      <SectionPlaceholder title="Consultation calendar" />
    </RequirePermission>
  ),
});

export const calendarRoutes = [sectionRoute] as const;
