// The back office's route tree (TanStack Router, code-based, under /admin). Each section keeps its routes
// in sections/<section>/routes.tsx and is added here; see README.md for how to add one.
import { createRouter } from '@tanstack/react-router';
import { ADMIN_BASE } from './auth/staff-sign-in.ts';
import { appRoute, rootRoute } from './shell/root-route.tsx';
import { dashboardRoutes } from './sections/dashboard/routes.tsx';
import { productsRoutes } from './sections/products/routes.tsx';
import { lowStockRoutes } from './sections/products/low-stock-routes.tsx';
import { categoriesRoutes } from './sections/categories/routes.tsx';
import { csvRoutes } from './sections/csv/routes.tsx';
import { reviewsRoutes } from './sections/reviews/routes.tsx';
import { leadsRoutes } from './sections/leads/routes.tsx';
import { calendarRoutes } from './sections/calendar/routes.tsx';
import { projectsRoutes } from './sections/projects/routes.tsx';
import { customersRoutes } from './sections/customers/routes.tsx';
import { publishingRoutes } from './sections/publishing/routes.tsx';
import { auditRoutes } from './sections/audit/routes.tsx';
import { staffRoutes } from './sections/staff/routes.tsx';
import { deliveryRoutes } from './sections/delivery/routes.tsx';
import { emiRoutes } from './sections/emi/routes.tsx';
import { couponsRoutes } from './sections/coupons/routes.tsx';
import { reportsRoutes } from './sections/reports/routes.tsx';
import { ordersRoutes } from './sections/orders/routes.tsx';
import { returnsRoutes } from './sections/returns/routes.tsx';

export const routeTree = rootRoute.addChildren([
  appRoute.addChildren([
    ...dashboardRoutes,
    ...ordersRoutes,
    ...returnsRoutes,
    ...productsRoutes,
    ...lowStockRoutes,
    ...categoriesRoutes,
    ...csvRoutes,
    ...reviewsRoutes,
    ...leadsRoutes,
    ...calendarRoutes,
    ...projectsRoutes,
    ...customersRoutes,
    ...deliveryRoutes,
    ...emiRoutes,
    ...couponsRoutes,
    ...reportsRoutes,
    ...publishingRoutes,
    ...auditRoutes,
    ...staffRoutes,
  ]),
]);

export function createAdminRouter() {
  return createRouter({
    routeTree,
    basepath: ADMIN_BASE,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAdminRouter>;
  }
}
