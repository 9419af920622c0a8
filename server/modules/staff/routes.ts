// The back office's own calls about staff: who is signed in and what their role allows, and the owner's
// management of the staff (decision 052).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/admin/common.ts';
import { permissionsOf } from '../../../contract/admin/rules.ts';
import {
  AdminMeDataSchema,
  StaffCreateSchema,
  StaffDataSchema,
  StaffListDataSchema,
  StaffUpdateSchema,
} from '../../../contract/admin/staff.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import { AppError } from '../../errors.ts';
import { adminScope, ADMIN_TAG } from './admin-scope.ts';
import type { StaffGuard } from './guard.ts';
import { staffOf } from './guard.ts';
import type { MembersService } from './members.service.ts';
import { toStaffMember, type StaffService } from './staff.service.ts';

export interface StaffRoutesOptions {
  guard: StaffGuard;
  service: StaffService;
  members: MembersService;
}

export const adminFails = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** The answers of a staff change: also 409, for the last owner or a member added twice. */
const changeFails = { ...adminFails, 409: ErrorBodySchema };

export const adminStaffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (
  fastify,
  { guard, service, members },
) => {
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

  app.get(
    '/admin/staff',
    {
      config: { permission: 'staff:read' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Every member of staff, current ones first, then those removed',
        response: { 200: envelope(StaffListDataSchema), ...adminFails },
      },
    },
    async () => ({ success: true as const, data: { staff: (await members.list()).map(toStaffMember) } }),
  );

  app.post(
    '/admin/staff',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Add a member of staff',
        description:
          'With the embedded provider an address without an account gets one, and an e-mail with a link to ' +
          'choose a password; an existing account is made staff as it is. A removed member comes back with ' +
          'the new role; a current member is a 409.',
        body: StaffCreateSchema,
        response: { 201: envelope(StaffDataSchema), ...changeFails },
      },
    },
    async (request, reply) => {
      const { member } = await members.add(staffOf(request), request.body);
      return reply.code(201).send({ success: true as const, data: { staff: toStaffMember(member) } });
    },
  );

  app.put(
    '/admin/staff/:id',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags: [ADMIN_TAG],
        summary: "Change a member of staff's role",
        description: 'The last owner cannot be demoted (409).',
        params: IdParamsSchema,
        body: StaffUpdateSchema,
        response: { 200: envelope(StaffDataSchema), ...changeFails },
      },
    },
    async (request) => {
      const member = await members.changeRole(staffOf(request), request.params.id, request.body.role);
      return { success: true as const, data: { staff: toStaffMember(member) } };
    },
  );

  app.delete(
    '/admin/staff/:id',
    {
      config: { permission: 'staff:manage' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Remove a member of staff',
        description:
          'Their access ends at once and their back-office sign-ins are revoked; the record stays for the ' +
          'audit log. The last owner cannot be removed (409).',
        params: IdParamsSchema,
        response: { 200: envelope(StaffDataSchema), ...changeFails },
      },
    },
    async (request) => {
      const member = await members.remove(staffOf(request), request.params.id);
      return { success: true as const, data: { staff: toStaffMember(member) } };
    },
  );
};
