// The products section's routes: the list (its search, filters, sorting and page in the address), a new
// product, and one product's editor (a deep link to /admin/products/<id> opens it).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchValidator } from '../../lib/list-state.ts';
import { appRoute } from '../../shell/root-route.tsx';
import { PRODUCT_LIST } from './list-config.ts';

export const productsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/products',
  validateSearch: listSearchValidator(PRODUCT_LIST),
  component: lazyRouteComponent(() => import('./ProductsPage.tsx')),
});

export const newProductRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/products/new',
  component: lazyRouteComponent(() => import('./ProductEditorPage.tsx')),
});

export const productRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/products/$productId',
  component: lazyRouteComponent(() => import('./ProductEditorPage.tsx')),
});

export const productsRoutes = [productsRoute, newProductRoute, productRoute] as const;
