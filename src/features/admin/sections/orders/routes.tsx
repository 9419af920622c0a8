// The orders section's routes: the list (its state in the address) and one order.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { ORDERS_LIST } from './list-config.ts';

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders',
  validateSearch: listSearchValidator(ORDERS_LIST),
  component: lazyRouteComponent(() => import('./OrdersPage.tsx')),
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders/$orderId',
  component: lazyRouteComponent(() => import('./OrderPage.tsx')),
});

export const ordersRoutes = [listRoute, detailRoute] as const;
