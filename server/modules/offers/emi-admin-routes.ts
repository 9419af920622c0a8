// The back office's EMI plans under /api/v1/admin/emi-plans (decision 203). Plans are priced shop data
// shown on every product page, so they go with the catalogue's permissions: the owner and catalogue
// editors change them, every role reads them. Thin handlers: each declares its permission, parses with
// the contract's schemas and calls the service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  AdminEmiPlanDataSchema,
  AdminEmiPlanListDataSchema,
  EmiPlanInputSchema,
  EmiPlanPatchSchema,
} from '../../../contract/emi.ts';
import { z } from '../../../contract/zod.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { EmiService } from './emi-service.ts';

export interface AdminEmiRoutesOptions {
  emi: EmiService;
  guard: StaffGuard;
}

const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...adminFails });
const READ = { permission: 'catalogue:read' } as const;
const WRITE = { permission: 'catalogue:write' } as const;

export const adminEmiRoutes: FastifyPluginAsync<AdminEmiRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, emi } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/emi-plans',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every EMI plan, switched off ones too, in order',
        response: ok(AdminEmiPlanListDataSchema),
      },
    },
    async () => ({ success: true as const, data: { plans: await emi.list() } }),
  );

  app.get(
    '/admin/emi-plans/:id',
    {
      config: READ,
      schema: { tags, summary: 'One EMI plan', params: IdParamsSchema, response: ok(AdminEmiPlanDataSchema) },
    },
    async (request) => ({ success: true as const, data: { plan: await emi.get(request.params.id) } }),
  );

  app.post(
    '/admin/emi-plans',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Add an EMI plan',
        description:
          'Active and placed last unless said otherwise. A no-cost plan must have annual_rate_bp 0.',
        body: EmiPlanInputSchema,
        response: { 201: envelope(AdminEmiPlanDataSchema), ...adminFails, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const plan = await emi.create(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { plan }, message: 'EMI plan added' };
    },
  );

  app.patch(
    '/admin/emi-plans/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Change an EMI plan (only the fields sent); `{ "active": false }` switches it off',
        params: IdParamsSchema,
        body: EmiPlanPatchSchema,
        response: ok(AdminEmiPlanDataSchema),
      },
    },
    async (request) => {
      const plan = await emi.update(staffOf(request), request.params.id, request.body);
      return { success: true as const, data: { plan }, message: 'EMI plan saved' };
    },
  );

  app.delete(
    '/admin/emi-plans/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Remove an EMI plan',
        params: IdParamsSchema,
        response: ok(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      await emi.remove(staffOf(request), request.params.id);
      return { success: true as const, data: { id: request.params.id }, message: 'EMI plan removed' };
    },
  );
};
