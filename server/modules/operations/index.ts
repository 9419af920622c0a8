// Operations' face: the audit list, the dashboard and publishing in the back office. Code outside the
// module imports only this.
export { createAuditLogService } from './audit.service.ts';
export { createBuildsService } from './builds.service.ts';
export { createDashboardService } from './dashboard.service.ts';
export { internalBuildRoutes, adminOperationsRoutes } from './routes.ts';
