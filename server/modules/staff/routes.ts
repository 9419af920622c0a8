// The back office's own calls about staff: who is signed in and what their role allows.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionsOf } from '../../../contract/admin/rules.ts';
import { AdminMeDataSchema } from '../../../contract/admin/staff.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import { AppError } from '../../errors.ts';
import { adminScope, ADMIN_TAG } from './admin-scope.ts';
import type { StaffGuard } from './guard.ts';
import { staffOf } from './guard.ts';
import { toStaffMember, type StaffService } from './staff.service.ts';

export interface StaffRoutesOptions {
  guard: StaffGuard;
  service: StaffService;
}

export const adminFails = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (fastify, { guard, service }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, guard);

  app.get(
    '/admin/me',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'The signed-in member of staff and what their role allows',
        response: { 200: envelope(AdminMeDataSchema), ...adminFails },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const row = await service.findByEmail(member.email);
      if (!row) throw new AppError('forbidden', 'This sign-in does not open the back office.');
      return {
        success: true as const,
        data: { staff: toStaffMember(row), permissions: [...permissionsOf(member.role)] },
      };
    },
  );
};
