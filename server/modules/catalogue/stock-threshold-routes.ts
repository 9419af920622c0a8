// The back office's Low stock list under /api/v1/admin/stock (decision 199): counted products at or below
// their low-stock threshold. A thin handler: it declares its permission, parses the page and calls the
// service. Thresholds themselves are saved with the product (PUT /admin/products/{id}).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LowStockDataSchema } from '../../../contract/admin/catalogue.ts';
import { PageQuerySchema } from '../../../contract/admin/common.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { adminFails, adminScope, ADMIN_TAG, type StaffGuard } from '../staff/index.ts';
import type { LowStockService } from './stock-thresholds.ts';

export interface AdminStockRoutesOptions {
  lowStock: LowStockService;
  guard: StaffGuard;
}

export const adminStockRoutes: FastifyPluginAsync<AdminStockRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, options.guard);

  app.get(
    '/admin/stock/low',
    {
      config: { permission: 'catalogue:read' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Products at or below their low-stock threshold, fewest units first, paged',
        description:
          'Only products whose units are counted and that have a threshold; archived products are left out. ' +
          'The business is e-mailed this list each morning when it is not empty.',
        querystring: PageQuerySchema,
        response: { 200: envelope(LowStockDataSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: await options.lowStock.list(request.query) }),
  );
};
