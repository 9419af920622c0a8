// The delivery ranges' route (its filters in the address).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { DELIVERY_LIST } from './list-config.ts';

const sectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/delivery',
  validateSearch: listSearchValidator(DELIVERY_LIST),
  component: lazyRouteComponent(() => import('./DeliveryPage.tsx')),
});

export const deliveryRoutes = [sectionRoute] as const;
