// The top of the back office's route tree: the root (no layout) and the signed-in layout every section
// hangs its routes under (`getParentRoute: () => appRoute`).
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './pages.tsx';

export const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: Layout,
});
