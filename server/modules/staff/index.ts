// Staff's face: staff records, the guard every admin route is checked by, the audit log and the admin
// scope of a route plugin. Code outside the module imports only this.
export { ADMIN_TAG, adminScope } from './admin-scope.ts';
export { recordAudit } from './audit.ts';
export {
  demoCustomerDisabledMessage,
  demoOwnerDisabledMessage,
  disableDemoAccounts,
} from './demo-accounts.ts';
export { createStaffGuard, staffOf } from './guard.ts';
export type { StaffGuard, StaffPrincipal } from './guard.ts';
export { createMembersService } from './members.service.ts';
export { adminFails, adminStaffRoutes } from './routes.ts';
export { createStaffService, staffName } from './staff.service.ts';
