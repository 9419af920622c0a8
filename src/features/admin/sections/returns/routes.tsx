// The returns section's routes (decision 197): the list (its filter in the address) and one return.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { RETURNS_LIST } from './list-config.ts';

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/returns',
  validateSearch: listSearchValidator(RETURNS_LIST),
  component: lazyRouteComponent(() => import('./ReturnsPage.tsx')),
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/returns/$returnId',
  component: lazyRouteComponent(() => import('./ReturnPage.tsx')),
});

export const returnsRoutes = [listRoute, detailRoute] as const;
