// The design projects section's routes: the list, a new project, one project, one version of its quote,
// and the designers.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { PROJECTS_LIST } from './projects-list.ts';

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects',
  validateSearch: listSearchValidator(PROJECTS_LIST),
  component: lazyRouteComponent(() => import('./ProjectsPage.tsx')),
});

const newRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/new',
  component: lazyRouteComponent(() => import('./NewProjectPage.tsx')),
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/$projectId',
  component: lazyRouteComponent(() => import('./ProjectPage.tsx')),
});

const quoteRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/projects/$projectId/quotes/$version',
  component: lazyRouteComponent(() => import('./QuotePage.tsx')),
});

const designersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/designers',
  component: lazyRouteComponent(() => import('./DesignersPage.tsx')),
});

export const projectsRoutes = [listRoute, newRoute, detailRoute, quoteRoute, designersRoute] as const;
