// Orders' face: checkout, orders and their payments, for the shopper and the back office. Code outside
// the module imports only this.
export { createOrderLinks } from './order-links.ts';
export { createOrdersService } from './orders.service.ts';
export { createRazorpay } from './payments.ts';
export { eraseOrders, exportOrders, openOrderNumbers, ordersOf } from './personal-data.ts';
export type { OrderOwner } from './personal-data.ts';
export { adminOrdersRoutes } from './admin-routes.ts';
export { createDispatchPaperwork } from './dispatch-paperwork.ts';
export { adminDispatchRoutes } from './dispatch-routes.ts';
export { createOrdersExport } from './orders-export.ts';
export { ordersRoutes, paymentWebhookRoutes } from './routes.ts';
export { adminReturnsRoutes, returnsRoutes } from './returns-routes.ts';
