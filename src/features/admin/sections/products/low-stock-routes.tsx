// The Low stock list's route (decision 199): its page in the address.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { LOW_STOCK_LIST } from './low-stock-list.ts';

const lowStockRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/low-stock',
  validateSearch: listSearchValidator(LOW_STOCK_LIST),
  component: lazyRouteComponent(() => import('./LowStockPage.tsx')),
});

export const lowStockRoutes = [lowStockRoute] as const;
