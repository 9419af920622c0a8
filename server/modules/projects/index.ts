// Projects' face: a customer's design projects and the back office's projects and designers (design
// quotes in versions, decision 191; staged payments, 192; site visits, 195; photos and refunds of
// cancelled projects, 196). Code outside the module imports only this.
export { PROJECT_SELECT, createAdminProjectsService, toAdminProject } from './admin-projects.service.ts';
export type { ProjectRow, AdminProjectsService } from './admin-projects.service.ts';
export { adminProjectsRoutes } from './admin-routes.ts';
export { createProjectsService } from './projects.service.ts';
export type { ProjectsService } from './projects.service.ts';
export { adminQuotesRoutes, quotesRoutes } from './quote-routes.ts';
export { createQuotesService, eraseQuoteAnswers } from './quotes.service.ts';
export type { QuotesService } from './quotes.service.ts';
export { createStagesService } from './stages.service.ts';
export type { StagesService } from './stages.service.ts';
export { adminStagesRoutes, stagesRoutes } from './stage-routes.ts';
export { createProjectDocumentsService } from './project-documents.ts';
export type { ProjectDocumentsService } from './project-documents.ts';
export { createTimelineService } from './project-timeline.ts';
export type { TimelineService } from './project-timeline.ts';
export { createVisitsService } from './visits.service.ts';
export type { VisitsService } from './visits.service.ts';
export { adminVisitsRoutes, visitsRoutes } from './visit-routes.ts';
export { createProjectPhotosService, eraseVisitPhotos } from './photos.service.ts';
export type { ProjectPhotosService } from './photos.service.ts';
export { adminPhotoRoutes } from './photo-routes.ts';
