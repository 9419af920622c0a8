// The categories section's route: the tree and its editor.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../shell/root-route.tsx';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/categories',
  component: lazyRouteComponent(() => import('./CategoriesPage.tsx')),
});

export const categoriesRoutes = [sectionRoute] as const;
