// The customers section's routes: the list (its state in the address), one guest buyer (by the address
// they ordered with) and one customer.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { CUSTOMERS_LIST } from './list-config.ts';

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers',
  validateSearch: listSearchValidator(CUSTOMERS_LIST),
  component: lazyRouteComponent(() => import('./CustomersPage.tsx')),
});

const guestRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers/guest',
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email !== '' ? { email: search.email } : {},
  component: lazyRouteComponent(() => import('./GuestBuyerPage.tsx')),
});

const detailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/customers/$customerId',
  component: lazyRouteComponent(() => import('./CustomerPage.tsx')),
});

export const customersRoutes = [listRoute, guestRoute, detailRoute] as const;
