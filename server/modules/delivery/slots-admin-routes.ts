// The back office's slots (decision 200) under /api/v1/admin/delivery: each zone's places per day and its
// weekly default (delivery:write, audited), the bookings of a span of days for the calendar, and one
// order's bookings. Thin handlers: each declares its permission, parses with the contract's schemas and
// calls the service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  CapacityDataSchema,
  CapacityDayInputSchema,
  CapacityDefaultsInputSchema,
  CapacityQuerySchema,
  SlotBookingListSchema,
  SlotCalendarQuerySchema,
} from '../../../contract/admin/slots.ts';
import { SLOT_KINDS } from '../../../contract/slot-rules.ts';
import { z } from '../../../contract/zod.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { AdminSlotsService } from './slots-admin.ts';

export interface AdminSlotsRoutesOptions {
  slots: AdminSlotsService;
  guard: StaffGuard;
}

const fails = { ...adminFails, 409: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const READ = { permission: 'delivery:read' } as const;
const WRITE = { permission: 'delivery:write' } as const;

export const adminSlotsRoutes: FastifyPluginAsync<AdminSlotsRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, slots } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/delivery/capacity',
    {
      config: READ,
      schema: {
        tags,
        summary: "A zone's places for deliveries and installations, day by day, with its weekly default",
        description:
          'Without `zone`, the first zone A to Z; without `from`, today in India. A day staff did not set has ' +
          'the weekly default of its weekday; a weekday without a default has no places, and is not offered.',
        querystring: CapacityQuerySchema,
        response: ok(CapacityDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await slots.capacity(request.query) }),
  );

  app.put(
    '/admin/delivery/capacity/day',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Set one day's places in a zone for deliveries (and pickups) or installations",
        description: 'Fewer places than the day has booked is a 409 naming `capacity`.',
        body: CapacityDayInputSchema,
        response: ok(
          z.object({ zone: z.string(), date: z.string(), kind: z.enum(SLOT_KINDS), capacity: z.number() }),
        ),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slots.setDay(staffOf(request), request.body),
      message: 'Places saved',
    }),
  );

  app.put(
    '/admin/delivery/capacity/defaults',
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Set a zone's weekly places, Sunday to Saturday, for deliveries and installations",
        description:
          'Days from today that staff did not set follow the new default at once, never below what they have booked.',
        body: CapacityDefaultsInputSchema,
        response: ok(
          z.object({
            zone: z.string(),
            defaults: z.object({ delivery: z.array(z.number()), installation: z.array(z.number()) }),
          }),
        ),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slots.setDefaults(staffOf(request), request.body),
      message: 'Weekly places saved',
    }),
  );

  app.get(
    '/admin/delivery/bookings',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Deliveries, installations and pickups booked from a day, for the calendar',
        querystring: SlotCalendarQuerySchema,
        response: ok(SlotBookingListSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { bookings: await slots.calendar(request.query.from, request.query.days) },
    }),
  );

  app.get(
    '/admin/delivery/orders/:id/bookings',
    {
      config: READ,
      schema: {
        tags,
        summary: "An order's slot bookings, its moves and cancellations too, oldest first",
        params: IdParamsSchema,
        response: ok(SlotBookingListSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { bookings: await slots.ofOrder(request.params.id) },
    }),
  );
};
