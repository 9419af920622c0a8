// The csv import & export section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/csv',
  component: () => (
    <RequirePermission permission="catalogue:read">
      <SectionPlaceholder title="CSV import & export" />
    </RequirePermission>
  ),
});

export const csvRoutes = [sectionRoute] as const;
