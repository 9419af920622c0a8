// Delivery's face: serviceable pincodes for the shopper and the back office. Code outside the module
// imports only this.
export { createDeliveryService } from './pincodes.service.ts';
export { adminDeliveryRoutes } from './admin-routes.ts';
export { deliveryRoutes } from './routes.ts';
