// Delivery's face: serviceable pincodes for the shopper and the back office, and the slot primitive
// (decision 200) that orders and returns book deliveries, installations and pickups with, inside their own
// transactions. Code outside the module imports only this.
export { createDeliveryService } from './pincodes.service.ts';
export { adminDeliveryRoutes } from './admin-routes.ts';
export { deliveryRoutes } from './routes.ts';
export { bookSlot, bookingsOf, cancelBooking, moveBooking, openDays, orderBooking } from './slots.ts';
export type { BookSlot, OpenDaysQuery } from './slots.ts';
export { createOrderSlotsService, needsInstallation } from './slots-orders.ts';
export type { SlotOrderAccess } from './slots-orders.ts';
export { createAdminSlotsService } from './slots-admin.ts';
export { slotsRoutes } from './slots-routes.ts';
export { adminSlotsRoutes } from './slots-admin-routes.ts';
