// The back office's serviceable pincode ranges (decision 120): the range, its form and list, and the
// CSV's columns. A range is pincode_from–pincode_to (a single pincode is a range of one); where ranges
// overlap, the narrowest one holding the pincode answers the shopper.
import {
  DELIVERY_DAYS_MAX,
  INSTALLATION_KINDS,
  INSTALLATION_PRICE_MAX,
  pincodeField,
  PINCODE_MIN,
  ZONE_MAX,
} from '../delivery.ts';
import { z } from '../zod.ts';
import { optional, PageInfoSchema, PageQuerySchema } from './common.ts';

export const DeliveryRangeSchema = z.object({
  id: z.string(),
  pincode_from: z.string(),
  pincode_to: z.string(),
  zone: z.string(),
  delivery_days_min: z.number().int(),
  delivery_days_max: z.number().int(),
  installation: z.enum(INSTALLATION_KINDS),
  installation_price: z.number().int().nullable(),
  cod_allowed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeliveryRange = z.infer<typeof DeliveryRangeSchema>;

const days = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of days` })
    .int(`${name} must be a whole number of days`)
    .min(1, `${name} must be between 1 and ${DELIVERY_DAYS_MAX}`)
    .max(DELIVERY_DAYS_MAX, `${name} must be between 1 and ${DELIVERY_DAYS_MAX}`);

/** The rules a range obeys, whichever way it comes in (a form or a CSV row). */
export const DeliveryRangeInputSchema = z
  .object({
    pincode_from: pincodeField('pincode_from'),
    pincode_to: pincodeField('pincode_to'),
    zone: z
      .string({ error: 'zone is required' })
      .trim()
      .min(1, 'zone is required')
      .max(ZONE_MAX, `zone must be at most ${ZONE_MAX} characters`),
    delivery_days_min: days('delivery_days_min'),
    delivery_days_max: days('delivery_days_max'),
    installation: z.enum(INSTALLATION_KINDS, { error: 'installation must be free, paid or none' }),
    installation_price: z
      .number({ error: 'installation_price must be a whole number of rupees' })
      .int('installation_price must be a whole number of rupees')
      .min(1, 'installation_price must be more than 0')
      .max(INSTALLATION_PRICE_MAX, `installation_price must be at most ${INSTALLATION_PRICE_MAX}`)
      .nullable()
      .optional(),
    cod_allowed: z.boolean({ error: 'cod_allowed must be true or false' }),
  })
  .superRefine((value, context) => {
    if (Number(value.pincode_from) < PINCODE_MIN)
      context.addIssue({
        code: 'custom',
        path: ['pincode_from'],
        message: `pincode_from must be at least ${PINCODE_MIN}`,
      });
    if (value.pincode_from > value.pincode_to)
      context.addIssue({
        code: 'custom',
        path: ['pincode_to'],
        message: 'pincode_to must not be below pincode_from',
      });
    if (value.delivery_days_min > value.delivery_days_max)
      context.addIssue({
        code: 'custom',
        path: ['delivery_days_max'],
        message: 'delivery_days_max must not be below delivery_days_min',
      });
    if (value.installation === 'paid' && value.installation_price == null)
      context.addIssue({
        code: 'custom',
        path: ['installation_price'],
        message: 'installation_price is required when installation is paid',
      });
    if (value.installation !== 'paid' && value.installation_price != null)
      context.addIssue({
        code: 'custom',
        path: ['installation_price'],
        message: 'installation_price is only for paid installation',
      });
  });
export type DeliveryRangeInput = z.infer<typeof DeliveryRangeInputSchema>;

export const DeliveryRangeListQuerySchema = PageQuerySchema.extend({
  /** Ranges holding a pincode that starts with these digits. */
  pincode: optional(
    z
      .string()
      .trim()
      .regex(/^[0-9]{1,6}$/, 'pincode must be 1 to 6 digits'),
  ),
  /** Zones whose name contains this text, in any case. */
  zone: optional(z.string().trim().max(ZONE_MAX, `zone must be at most ${ZONE_MAX} characters`)),
});
export type DeliveryRangeListQuery = z.infer<typeof DeliveryRangeListQuerySchema>;

export const DeliveryRangeDataSchema = z.object({ range: DeliveryRangeSchema });
export const DeliveryRangeListDataSchema = z.object({
  ranges: z.array(DeliveryRangeSchema),
  pagination: PageInfoSchema,
});
export const DeliveryImportDataSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});

/** The delivery CSV's columns, in order; a row is keyed on its range (pincode_from, pincode_to). */
export const DELIVERY_CSV_COLUMNS = [
  'pincode_from',
  'pincode_to',
  'zone',
  'delivery_days_min',
  'delivery_days_max',
  'installation',
  'installation_price',
  'cod_allowed',
] as const;
export type DeliveryCsvColumn = (typeof DELIVERY_CSV_COLUMNS)[number];
/** Most rows one delivery CSV may hold; it is imported at once. */
export const DELIVERY_IMPORT_ROW_LIMIT = 5000;
