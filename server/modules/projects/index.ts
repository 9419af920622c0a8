// Projects' face: a customer's design projects and the back office's projects and designers (design
// quotes and staged payments are to come here). Code outside the module imports only this.
export { PROJECT_SELECT, createAdminProjectsService, toAdminProject } from './admin-projects.service.ts';
export type { ProjectRow, AdminProjectsService } from './admin-projects.service.ts';
export { adminProjectsRoutes } from './admin-routes.ts';
export { createProjectsService } from './projects.service.ts';
export type { ProjectsService } from './projects.service.ts';
