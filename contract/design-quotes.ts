// A design project's quote (bill of quantities): its versions, rooms and lines, what the back office
// sends to save one, and what the customer sends to approve one or ask for changes (decision 191). The
// server prices every version with ./quote-money.ts and stores the figures; the site only shows them.
import { z } from './zod.ts';
import { isoDate, line, paragraph, requiredLine, uuid } from './fields.ts';
import {
  DESIGN_QUOTE_STATUSES,
  MAX_QUANTITY_MILLI,
  MAX_UNIT_PAISE,
  QUOTE_GST_RATES_BP,
  QUOTE_LIMITS,
  QUOTE_LINE_KINDS,
  QUOTE_UNITS,
} from './design-quote-rules.ts';

export * from './design-quote-rules.ts';

const paise = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a whole number of paise` })
    .int(`${name} must be a whole number of paise`)
    .min(0, `${name} must not be negative`)
    .max(max, `${name} is too large`);

/** A quantity with at most three decimals: 12.5 running feet. */
const quantity = z
  .number({ error: 'quantity must be a number' })
  .positive('quantity must be more than zero')
  .max(MAX_QUANTITY_MILLI / 1000, `quantity must be at most ${MAX_QUANTITY_MILLI / 1000}`)
  .refine(
    (value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
    'quantity may have at most three decimals',
  );

const gstRate = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? 'gst_rate_bp is required: every line needs its GST rate'
        : 'gst_rate_bp must be a number',
  })
  .refine(
    (value) => QUOTE_GST_RATES_BP.includes(value),
    `gst_rate_bp must be one of ${QUOTE_GST_RATES_BP.join(', ')} (basis points: 1800 is 18 %)`,
  );

const hsnSac = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'hsn_sac is required: every line needs its HSN or SAC code'
        : 'hsn_sac must be text',
  })
  .trim()
  .regex(/^\d{4}(\d{2}){0,2}$/, 'hsn_sac must be an HSN or SAC code of 4, 6 or 8 digits');

/**
 * One line as the back office saves it. A catalogue product's line names the product (and variant):
 * the server fills in its description, price, code and rate from the catalogue when it is added, and
 * keeps that price while the line stays. Other lines carry their own unit, rate, code and GST rate.
 */
export const QuoteLineInputSchema = z
  .object({
    /** The line's identity across versions; a new line has none (the server gives it one). */
    key: uuid('key').optional(),
    room: requiredLine('room', QUOTE_LIMITS.room),
    kind: z.enum(QUOTE_LINE_KINDS, { error: `kind must be one of ${QUOTE_LINE_KINDS.join(', ')}` }),
    product_id: uuid('product_id').nullable().optional(),
    variant_id: uuid('variant_id').nullable().optional(),
    description: line('description', QUOTE_LIMITS.description).optional(),
    unit: z.enum(QUOTE_UNITS, { error: `unit must be one of ${QUOTE_UNITS.join(', ')}` }).optional(),
    quantity,
    /** One unit before GST, in paise; a catalogue product's comes from the catalogue. */
    unit_paise: paise('unit_paise', MAX_UNIT_PAISE).optional(),
    gst_rate_bp: gstRate.optional(),
    hsn_sac: hsnSac.optional(),
    material: line('material', QUOTE_LIMITS.material).optional(),
    finish: line('finish', QUOTE_LIMITS.finish).optional(),
    /** Taken off this line before GST. */
    discount_paise: paise('discount_paise', MAX_UNIT_PAISE).default(0),
  })
  .strict();
export type QuoteLineInput = z.input<typeof QuoteLineInputSchema>;

/** PUT /admin/projects/{id}/quotes/{version}: a draft's whole content, replacing what it had. */
export const QuoteDraftSchema = z
  .object({
    rooms: z
      .array(requiredLine('room', QUOTE_LIMITS.room), { error: 'rooms must be a list of room names' })
      .min(1, 'rooms must name at least one room')
      .max(QUOTE_LIMITS.rooms, `rooms may name at most ${QUOTE_LIMITS.rooms} rooms`)
      .refine(
        (rooms) => new Set(rooms.map((room) => room.toLowerCase())).size === rooms.length,
        'rooms must not name a room twice',
      ),
    lines: z
      .array(QuoteLineInputSchema, { error: 'lines must be a list' })
      .max(QUOTE_LIMITS.lines, `A quote may have at most ${QUOTE_LIMITS.lines} lines`),
    /** Taken off the whole quote before GST and spread across its lines. */
    discount_paise: paise('discount_paise', QUOTE_LIMITS.totalPaise).default(0),
    valid_until: isoDate('valid_until'),
    terms: paragraph('terms', QUOTE_LIMITS.terms).default(''),
  })
  .strict()
  .superRefine((value, context) => {
    const rooms = new Set(value.rooms);
    value.lines.forEach((entry, index) => {
      const issue = (field: string, message: string) =>
        context.addIssue({
          code: 'custom',
          path: ['lines', index, field],
          message: `lines.${index}.${field} ${message}`,
        });
      if (!rooms.has(entry.room)) issue('room', "must be one of the quote's rooms");
      const missing = (field: keyof typeof entry) =>
        entry[field] === undefined || entry[field] === null || entry[field] === '';
      if (entry.kind === 'product') {
        if (missing('product_id')) issue('product_id', 'is required for a catalogue product');
        return;
      }
      if (missing('description')) issue('description', 'is required');
      if (missing('unit')) issue('unit', 'is required');
      if (missing('unit_paise')) issue('unit_paise', 'is required: the rate of one unit before GST');
      if (missing('gst_rate_bp')) issue('gst_rate_bp', 'is required: every line needs its GST rate');
      if (missing('hsn_sac')) issue('hsn_sac', 'is required: every line needs its HSN or SAC code');
    });
  });
export type QuoteDraft = z.input<typeof QuoteDraftSchema>;

/** POST /projects/{id}/quotes/{version}/changes: what the customer would like changed. */
export const QuoteChangesSchema = z
  .object({
    comment: z
      .string({ error: 'comment is required: say what you would like changed' })
      .trim()
      .min(1, 'comment is required: say what you would like changed')
      .max(QUOTE_LIMITS.comment, `comment must be at most ${QUOTE_LIMITS.comment} characters`),
  })
  .strict();

/**
 * POST /projects/{id}/quotes/{version}/approve: an explicit approval of exactly what the customer read;
 * `digest` is the version's content digest as they were shown it.
 */
export const QuoteApprovalSchema = z
  .object({
    confirm: z.literal(true, { error: 'confirm must be true: approve the quote explicitly' }),
    digest: z
      .string({ error: 'digest is required: the quote as you read it' })
      .regex(/^[0-9a-f]{64}$/, 'digest must be the quote’s content digest'),
  })
  .strict();

export const QuoteVersionParamsSchema = z.object({
  id: uuid('id'),
  version: z.coerce
    .number({ error: 'version must be a number' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1')
    .max(10_000, 'version is too large'),
});

const TaxPartsSchema = z.object({
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  total_paise: z.number().int(),
});

export const QuoteLineSchema = TaxPartsSchema.extend({
  key: z.string(),
  position: z.number().int(),
  room: z.string(),
  kind: z.enum(QUOTE_LINE_KINDS),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  unit: z.enum(QUOTE_UNITS),
  quantity: z.number(),
  /** One unit in paise: before GST, or with it for a catalogue product (`includes_gst`). */
  unit_paise: z.number().int(),
  includes_gst: z.boolean(),
  gst_rate_bp: z.number().int(),
  hsn_sac: z.string(),
  material: z.string(),
  finish: z.string(),
  /** The line's value before GST and before discounts. */
  gross_paise: z.number().int(),
  discount_paise: z.number().int(),
  /** This line's share of the whole quote's discount. */
  quote_discount_paise: z.number().int(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** What changed since the version before: lines by their key, and the total. */
export const QuoteChangesSinceSchema = z.object({
  previous_version: z.number().int(),
  added: z.array(
    z.object({ key: z.string(), room: z.string(), description: z.string(), total_paise: z.number().int() }),
  ),
  removed: z.array(
    z.object({ key: z.string(), room: z.string(), description: z.string(), total_paise: z.number().int() }),
  ),
  changed: z.array(
    z.object({
      key: z.string(),
      room: z.string(),
      description: z.string(),
      /** Which of its fields changed: quantity, unit_paise, discount_paise, material, finish, … */
      fields: z.array(z.string()),
      total_before_paise: z.number().int(),
      total_after_paise: z.number().int(),
    }),
  ),
  total_before_paise: z.number().int(),
  total_after_paise: z.number().int(),
});
export type QuoteChangesSince = z.infer<typeof QuoteChangesSinceSchema>;

export const DesignQuoteSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  version: z.number().int(),
  status: z.enum(DESIGN_QUOTE_STATUSES),
  rooms: z.array(z.string()),
  lines: z.array(QuoteLineSchema),
  discount_paise: z.number().int(),
  totals: TaxPartsSchema.extend({
    gross_paise: z.number().int(),
    /** Every discount: the lines' own and the quote's. */
    discount_paise: z.number().int(),
  }),
  by_rate: z.array(TaxPartsSchema.extend({ gst_rate_bp: z.number().int() })),
  total_in_words: z.string(),
  /** The site's state (the place of supply, decision 190), when the project has a site address. */
  place_of_supply: z.object({ code: z.string(), name: z.string() }).nullable(),
  intra_state: z.boolean(),
  valid_until: z.string(),
  terms: z.string(),
  /** SHA-256 of the version's content, fixed when it is sent: what an approval confirms. */
  content_digest: z.string().nullable(),
  sent_at: z.string().nullable(),
  changes_requested: z.object({ at: z.string(), comment: z.string() }).nullable(),
  approved_at: z.string().nullable(),
  changes_since: QuoteChangesSinceSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DesignQuote = z.infer<typeof DesignQuoteSchema>;

/** The back office's view adds who approved it, from where, and whether the discount needed the owner. */
export const AdminDesignQuoteSchema = DesignQuoteSchema.extend({
  approval: z
    .object({ customer_id: z.string().nullable(), ip: z.string().nullable(), digest: z.string() })
    .nullable(),
  /** The whole discount as a share of the value before it, in basis points. */
  discount_share_bp: z.number().int(),
  /** Whether sending it needs the owner, its discount being over what sales may give. */
  discount_needs_owner: z.boolean(),
});
export type AdminDesignQuote = z.infer<typeof AdminDesignQuoteSchema>;

export const QuoteSummarySchema = z.object({
  version: z.number().int(),
  status: z.enum(DESIGN_QUOTE_STATUSES),
  total_paise: z.number().int(),
  line_count: z.number().int(),
  valid_until: z.string(),
  sent_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  updated_at: z.string(),
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

export const QuoteSummariesDataSchema = z.object({ quotes: z.array(QuoteSummarySchema) });
export const DesignQuoteDataSchema = z.object({ quote: DesignQuoteSchema });
export const AdminDesignQuoteDataSchema = z.object({ quote: AdminDesignQuoteSchema });
