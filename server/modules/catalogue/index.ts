// Catalogue's face: products, categories and their reviews, for the shop and the back office (editor,
// images, CSV import and export, moderation), caching and the build index. Code outside the module
// imports only this.
export { createAdminCategoriesService } from './admin-categories.service.ts';
export { createAdminProductsService } from './admin-products.service.ts';
export { createAdminReviewsService } from './admin-reviews.service.ts';
export { adminCatalogueRoutes } from './admin-routes.ts';
export { buildIndexRoutes } from './build-index.routes.ts';
export { createBuildIndexService } from './build-index.service.ts';
export { registerCaching } from './caching.ts';
export { createCategoriesService } from './categories.service.ts';
export type { CategoriesService } from './categories.service.ts';
export { createCatalogueExportService } from './export.service.ts';
export { createAdminImagesService } from './images.service.ts';
export { createImportWorker } from './import-worker.ts';
export { createImportsService } from './import.service.ts';
export { PRODUCT_NOT_FOUND, createProductsService } from './products.service.ts';
export type { ProductsService } from './products.service.ts';
export { readRedirects } from './redirects.ts';
export { adminReturnWindowRoutes, createReturnWindows, returnPolicyRoutes } from './return-windows.ts';
export { createResponseCache } from './response-cache.ts';
export { createReviewsService } from './reviews.service.ts';
export type { ReviewsService } from './reviews.service.ts';
export { catalogueRoutes } from './routes.ts';
export { createStockAlertsService } from './stock-alerts.service.ts';
export { createStockNotices } from './stock-notices.ts';
export type { StockNotices } from './stock-notices.ts';
export { adminStockRoutes } from './stock-threshold-routes.ts';
export { createLowStockService } from './stock-thresholds.ts';
export { readCatalogueVersion } from './version.ts';
export { createViewCounter } from './views.ts';
