// The back office's design projects under /api/v1/admin: the shop's designers, and projects listed,
// opened for a customer's e-mail address and changed (each change of status e-mailed). Thin handlers:
// each declares its permission (checked by the staff guard before the body is read), parses with the
// contract's schemas and calls a service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminProjectDataSchema,
  AdminProjectListDataSchema,
  AdminProjectListQuerySchema,
  DesignerCreateSchema,
  DesignersDataSchema,
  DesignerSchema,
  ProjectCreateSchema,
  ProjectUpdateSchema,
} from '../../../contract/admin/leads.ts';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { z } from '../../../contract/zod.ts';
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard, adminFails } from '../staff/index.ts';
import type { AdminProjectsService } from './admin-projects.service.ts';

export interface AdminProjectsRoutesOptions {
  guard: StaffGuard;
  projects: AdminProjectsService;
}

const fails = { ...adminFails, 409: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const created = <T extends z.ZodType>(data: T) => ({ 201: envelope(data), ...fails });

export const adminProjectsRoutes: FastifyPluginAsync<AdminProjectsRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, projects } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  // ── Designers ────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/admin/designers',
    {
      config: { permission: 'projects:read' },
      schema: { tags, summary: "The shop's designers", response: ok(DesignersDataSchema) },
    },
    async () => ({ success: true as const, data: { designers: await projects.designers() } }),
  );

  app.post(
    '/admin/designers',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Add a designer',
        body: DesignerCreateSchema,
        response: created(z.object({ designer: DesignerSchema })),
      },
    },
    async (request, reply) => {
      const designer = await projects.createDesigner(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { designer }, message: 'Designer added' };
    },
  );

  // ── Projects ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/admin/projects',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'Design projects, newest first, filtered and paged',
        querystring: AdminProjectListQuerySchema,
        response: ok(AdminProjectListDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await projects.list(request.query);
      return { success: true as const, data: { projects: rows, pagination } };
    },
  );

  app.get(
    '/admin/projects/:id',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'One design project',
        params: IdParamsSchema,
        response: ok(AdminProjectDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { project: await projects.get(request.params.id) },
    }),
  );

  app.post(
    '/admin/projects',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Open a design project for a customer's e-mail address",
        description:
          'The customer who has confirmed that address gets it at once; otherwise it waits until someone signs in ' +
          'with the address confirmed, and then shows under their My Projects. The customer is e-mailed.',
        body: ProjectCreateSchema,
        response: created(AdminProjectDataSchema),
      },
    },
    async (request, reply) => {
      const project = await projects.create(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { project }, message: 'Project created' };
    },
  );

  app.put(
    '/admin/projects/:id',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Change a design project',
        description: 'Any of the fields; every change of status is e-mailed to the customer.',
        params: IdParamsSchema,
        body: ProjectUpdateSchema,
        response: ok(AdminProjectDataSchema),
      },
    },
    async (request) => {
      const project = await projects.update(staffOf(request), request.params.id, request.body);
      return { success: true as const, data: { project }, message: 'Project updated' };
    },
  );
};
