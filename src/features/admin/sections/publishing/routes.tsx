// The publishing section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/publishing',
  component: () => (
    <RequirePermission permission="builds:read">
      <SectionPlaceholder title="Publishing" />
    </RequirePermission>
  ),
});

export const publishingRoutes = [sectionRoute] as const;
