// The delivery contract (docs/orders.md, decision 120): whether the shop delivers to a pincode, when,
// with what installation and whether cash on delivery is taken, and the rules of a pincode. The back
// office's serviceable ranges are in admin/delivery.ts.
import { PINCODE_PATTERN } from './delivery-rules.ts';
import { z } from './zod.ts';

export * from './delivery-rules.ts';
export const PINCODE_MESSAGE = 'pincode must be 6 digits and may not start with 0';
/** The lowest pincode in use (New Delhi's 110001 is in the first range). */
export const PINCODE_MIN = 110000;
export const PINCODE_MAX = 999999;
export const DELIVERY_DAYS_MAX = 60;
export const ZONE_MAX = 60;
/** Installation price cap, whole rupees. */
export const INSTALLATION_PRICE_MAX = 1_000_000;

export const INSTALLATION_KINDS = ['free', 'paid', 'none'] as const;
export type InstallationKind = (typeof INSTALLATION_KINDS)[number];

export const pincodeField = (name: string) =>
  z
    .string({ error: `${name} must be 6 digits and may not start with 0` })
    .trim()
    .regex(PINCODE_PATTERN, `${name} must be 6 digits and may not start with 0`);

// ─── The shopper's lookup ───────────────────────────────────────────────────────────────────────

export const PincodeParamsSchema = z.object({ pincode: pincodeField('pincode') });

const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ServiceableAnswerSchema = z.object({
  pincode: z.string(),
  serviceable: z.literal(true),
  /** The zone's name, as staff and shoppers see it ("Hyderabad", "Mumbai metro"). */
  zone: z.string(),
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Today in India plus the days: "Delivery by 12–15 Dec". */
  estimatedDelivery: z.object({ from: DateOnly, to: DateOnly }),
  installation: z.object({ kind: z.enum(INSTALLATION_KINDS), price: z.number().int().nullable() }),
  cashOnDelivery: z.boolean(),
});
export type ServiceableAnswer = z.infer<typeof ServiceableAnswerSchema>;

export const UnserviceableAnswerSchema = z.object({
  pincode: z.string(),
  serviceable: z.literal(false),
});

export const PincodeAnswerSchema = z.discriminatedUnion('serviceable', [
  ServiceableAnswerSchema,
  UnserviceableAnswerSchema,
]);
export type PincodeAnswer = z.infer<typeof PincodeAnswerSchema>;
