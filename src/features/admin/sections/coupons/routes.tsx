// The coupons section's routes (decision 202): the list (its search and page in the address), a new code,
// and one code's form (a deep link to /admin/coupons/<id> opens it).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { COUPONS_LIST } from './list-config.ts';

const listRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/coupons',
  validateSearch: listSearchValidator(COUPONS_LIST),
  component: lazyRouteComponent(() => import('./CouponsPage.tsx')),
});

const newRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/coupons/new',
  component: lazyRouteComponent(() => import('./CouponEditorPage.tsx')),
});

const editRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/coupons/$couponId',
  component: lazyRouteComponent(() => import('./CouponEditorPage.tsx')),
});

export const couponsRoutes = [listRoute, newRoute, editRoute] as const;
