// The back office's coupon codes under /api/v1/admin/coupons (decision 202): the list with each code's
// uses and the discount given, one code, and the form's writes. Codes are money, so they have their own
// permission (offers:write: the owner and catalogue editors, who set prices). Thin handlers: each declares
// its permission, parses with the contract's schemas and calls the service, which audits every write.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CouponInputSchema,
  CouponListQuerySchema,
  CouponListSchema,
  CouponParamsSchema,
  CouponSchema,
} from '../../../contract/admin/coupons.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { z } from '../../../contract/zod.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { CouponsService } from './coupons.service.ts';

export interface AdminCouponRoutesOptions {
  coupons: CouponsService;
  guard: StaffGuard;
}

const CouponDataSchema = z.object({ coupon: CouponSchema });
const writeFails = { ...adminFails, 409: ErrorBodySchema, 422: ErrorBodySchema };
const READ = { permission: 'offers:read' } as const;
const WRITE = { permission: 'offers:write' } as const;

export const adminCouponRoutes: FastifyPluginAsync<AdminCouponRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, coupons } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/coupons',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Coupon codes, newest first, with their uses and the discount given (paise)',
        querystring: CouponListQuerySchema,
        response: { 200: envelope(CouponListSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: await coupons.list(request.query) }),
  );

  app.get(
    '/admin/coupons/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One coupon code',
        params: CouponParamsSchema,
        response: { 200: envelope(CouponDataSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: { coupon: await coupons.get(request.params.id) } }),
  );

  app.post(
    '/admin/coupons',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create a coupon code',
        description:
          'Codes are stored in capitals and are unique whatever their case (409 naming `code`). Amounts are whole ' +
          'rupees; `value` is per cent off (at most 90) or rupees off.',
        body: CouponInputSchema,
        response: { 201: envelope(CouponDataSchema), ...writeFails },
      },
    },
    async (request, reply) => {
      const coupon = await coupons.create(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { coupon }, message: `Coupon ${coupon.code} created` };
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Change a coupon code's terms (the whole form)",
        description:
          'Orders already placed keep the discount they were given. `max_uses` cannot go below the uses the code ' +
          'already has (422). Switch a code off with `active: false`; codes are never deleted, as orders name them.',
        params: CouponParamsSchema,
        body: CouponInputSchema,
        response: { 200: envelope(CouponDataSchema), ...writeFails },
      },
    },
    async (request) => {
      const coupon = await coupons.update(staffOf(request), request.params.id, request.body);
      return { success: true as const, data: { coupon }, message: `Coupon ${coupon.code} saved` };
    },
  );
};
