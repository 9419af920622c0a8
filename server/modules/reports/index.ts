// Reports' face (decision 198): GSTR-1, the sales register and the period summary, read from the GST
// documents billing issues. Other modules, the composition root and scripts import only this.
export { adminReportsRoutes, type AdminReportsRoutesOptions } from './admin-routes.ts';
export { parsePeriod, type ReportPeriod } from './period.ts';
export { createReportsService, type ReportsService, type ReportsSupplier } from './reports.service.ts';
