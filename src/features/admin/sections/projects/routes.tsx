// The design projects section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects',
  component: () => (
    <RequirePermission permission="projects:read">
      <SectionPlaceholder title="Design projects" />
    </RequirePermission>
  ),
});

export const projectsRoutes = [sectionRoute] as const;
