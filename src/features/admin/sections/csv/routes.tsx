// The CSV section's route: export, template and import.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/csv',
  component: lazyRouteComponent(() => import('./CsvPage.tsx')),
});

export const csvRoutes = [sectionRoute] as const;
