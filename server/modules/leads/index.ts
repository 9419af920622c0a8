// Leads' face: consultation bookings, contact messages and callbacks to order, and the back office's
// leads and calendar. Code outside the module imports only this.
export { LEAD_SELECT, createAdminLeadsService, notesOf, toLead } from './admin-leads.service.ts';
export type { LeadRow } from './admin-leads.service.ts';
export { adminLeadsRoutes } from './admin-routes.ts';
export { createChatLinks } from './chat.ts';
export { createLeadsService } from './leads.service.ts';
export type { LeadsService, RequestMeta } from './leads.service.ts';
export { leadsRoutes } from './routes.ts';
