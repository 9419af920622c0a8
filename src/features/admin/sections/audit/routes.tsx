// The audit log section's routes.
import { createRoute } from '@tanstack/react-router';
import { RequirePermission, SectionPlaceholder } from '../../shell/pages.tsx';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/audit',
  component: () => (
    <RequirePermission permission="audit:read">
      <SectionPlaceholder title="Audit log" />
    </RequirePermission>
  ),
});

export const auditRoutes = [sectionRoute] as const;
