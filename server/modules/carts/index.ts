// Carts' face (decision 207): the signed-in customer's cart on the server, merged with the device's at
// sign-in, and the reminders of carts left behind with their one-click unsubscribe link and the
// back office's recovery figures. Code outside the module imports only this.
export { createCartsService, type CartsService } from './carts.service.ts';
export { cartCheckRoutes, cartReminderRoutes, cartRoutes } from './routes.ts';
export { createCartReminders, reminderId, type CartReminders } from './reminders.ts';
export { cartRecovery, type CartRecovery } from './recovery.ts';
