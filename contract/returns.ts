// Returns and replacements over HTTP (decision 197). A shopper, signed in or holding the order's link,
// asks to return or replace units of a delivered order's lines inside their window; staff approve or
// reject, collect, inspect, and refund (keeping back a documented deduction) or send a replacement.
// Amounts are paise; the server computes every one of them.
import { isoDate, line, paragraph, uuid } from './fields.ts';
import { TaxDocumentRefSchema } from './orders.ts';
import { MAX_RETURN_DAYS, RETURN_KINDS, RETURN_REASON_IDS, RETURN_STATES } from './return-rules.ts';
import { z } from './zod.ts';

export * from './return-rules.ts';

/** POST /orders/{id}/returns: which units of which lines, why, and when they may be collected. */
export const ReturnRequestSchema = z
  .object({
    kind: z.enum(RETURN_KINDS, { error: 'kind must be return or replacement' }),
    lines: z
      .array(
        z
          .object({
            lineId: uuid('lines.lineId'),
            quantity: z
              .number({ error: 'lines.quantity must be a number' })
              .int('lines.quantity must be a whole number')
              .min(1, 'lines.quantity must be at least 1')
              .max(99, 'lines.quantity must be at most 99'),
          })
          .strict(),
        { error: 'lines must be a list of the pieces to return' },
      )
      .min(1, 'Choose at least one piece to return')
      .max(50, 'lines must hold at most 50 pieces')
      .refine(
        (lines) => new Set(lines.map((one) => one.lineId)).size === lines.length,
        'Each piece may be listed once',
      ),
    reason: z.enum(RETURN_REASON_IDS, { error: 'reason must be one of the listed reasons' }),
    comment: paragraph('comment', 1000).optional(),
    /** The day the customer would like it collected (India date). */
    pickupDate: isoDate('pickupDate').optional(),
  })
  .strict();
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

export const ReturnParamsSchema = z.object({ id: uuid('id'), returnId: uuid('returnId') });
export const AdminReturnParamsSchema = z.object({ id: uuid('id') });

export const ReturnLineWindowSchema = z.object({
  lineId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int(),
  /** 0 when the piece is not returnable. */
  returnDays: z.number().int(),
  policy: z.string(),
  returnableUntil: z.string().nullable(),
  remaining: z.number().int(),
  returnable: z.boolean(),
  why: z.string().nullable(),
});
export type ReturnLineWindow = z.infer<typeof ReturnLineWindowSchema>;

export const ReturnViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(RETURN_KINDS),
  state: z.enum(RETURN_STATES),
  stateLabel: z.string(),
  reason: z.string(),
  reasonLabel: z.string(),
  comment: z.string().nullable(),
  pickupOn: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      name: z.string(),
      variantName: z.string().nullable(),
      quantity: z.number().int(),
      restocked: z.number().int(),
      writtenOff: z.number().int(),
    }),
  ),
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() })),
  /** Set once staff refunded it: what went back, what was kept and why, and where the refund stands. */
  refund: z
    .object({
      amount: z.number().int(),
      deduction: z.number().int(),
      deductionReason: z.string().nullable(),
      state: z.enum(['pending', 'succeeded', 'failed']),
      method: z.string(),
    })
    .nullable(),
  creditNote: TaxDocumentRefSchema.nullable(),
});
export type ReturnView = z.infer<typeof ReturnViewSchema>;

/** GET /orders/{id}/returns: each line's window, the order's returns, and the reasons to pick from. */
export const OrderReturnsSchema = z.object({
  lines: z.array(ReturnLineWindowSchema),
  returns: z.array(ReturnViewSchema),
  reasons: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type OrderReturns = z.infer<typeof OrderReturnsSchema>;

/** The back office's return: the order it belongs to, the inspection, and the most it may refund. */
export const AdminReturnSchema = ReturnViewSchema.extend({
  order: z.object({
    id: z.string(),
    number: z.string(),
    name: z.string(),
    paymentMethod: z.string(),
  }),
  requestedBy: z.string(),
  conditionNotes: z.string().nullable(),
  /** What the returned units were sold for: the most a refund may give back, before a deduction. */
  value: z.number().int(),
  /** Whether a refund needs the bank account or UPI reference staff paid it to (cash on delivery). */
  offlineRefund: z.boolean(),
  nextStates: z.array(z.enum(RETURN_STATES)),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;

export const AdminReturnListQuerySchema = z.object({
  state: z.enum(RETURN_STATES, { error: 'state must be a return state' }).optional(),
  orderId: uuid('orderId').optional(),
});
export const AdminReturnListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      kind: z.enum(RETURN_KINDS),
      state: z.enum(RETURN_STATES),
      stateLabel: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      customerName: z.string(),
      units: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

/** POST /admin/returns/{id}/approve */
export const ReturnApproveSchema = z
  .object({ note: line('note', 500).optional(), pickupDate: isoDate('pickupDate').optional() })
  .strict();
/** POST /admin/returns/{id}/reject */
export const ReturnRejectSchema = z
  .object({ reason: line('reason', 500).pipe(z.string().min(1, 'reason is required')) })
  .strict();
/** POST /admin/returns/{id}/inspect: the condition, and for each line how many units go back on sale. */
export const ReturnInspectSchema = z
  .object({
    conditionNotes: paragraph('conditionNotes', 2000).pipe(z.string().min(1, 'conditionNotes is required')),
    lines: z
      .array(
        z
          .object({
            lineId: uuid('lines.lineId'),
            restocked: z.number({ error: 'lines.restocked must be a number' }).int().min(0),
            writtenOff: z.number({ error: 'lines.writtenOff must be a number' }).int().min(0),
          })
          .strict(),
      )
      .min(1, 'lines is required'),
  })
  .strict();
/** POST /admin/returns/{id}/refund: a deduction kept back, and for cash on delivery where it was paid. */
export const ReturnRefundSchema = z
  .object({
    deductionPaise: z
      .number({ error: 'deductionPaise must be a number of paise' })
      .int('deductionPaise must be whole paise')
      .min(0, 'deductionPaise cannot be negative')
      .default(0),
    deductionReason: line('deductionReason', 500).optional(),
    payout: z
      .object({
        method: z.enum(['bank_transfer', 'upi'], { error: 'payout.method must be bank_transfer or upi' }),
        reference: line('payout.reference', 100).pipe(z.string().min(1, 'payout.reference is required')),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((body) => body.deductionPaise === 0 || (body.deductionReason ?? '') !== '', {
    message: 'deductionReason is required when something is kept back',
    path: ['deductionReason'],
  });
export type ReturnRefund = z.infer<typeof ReturnRefundSchema>;

/** POST /admin/returns/{id}/replacement-sent: the day the replacement is delivered, booked for the crew. */
export const ReplacementSentSchema = z.object({ deliveryDate: isoDate('deliveryDate').optional() }).strict();

/** POST /admin/orders/{id}/damage: damage reported at delivery starts a replacement at once. */
export const DamageReportSchema = z
  .object({
    lines: ReturnRequestSchema.shape.lines,
    comment: paragraph('comment', 1000).pipe(z.string().min(1, 'comment is required')),
  })
  .strict();

/** PATCH /admin/categories/{id}/return-window and the product's: the window in days, or null to inherit. */
export const ReturnWindowSchema = z
  .object({
    returnDays: z
      .number({ error: 'returnDays must be a number of days' })
      .int('returnDays must be whole days')
      .min(0, 'returnDays cannot be negative')
      .max(MAX_RETURN_DAYS, `returnDays must be at most ${MAX_RETURN_DAYS}`)
      .nullable(),
  })
  .strict();

/** GET /returns/policy: the windows the Returns page states, from the shop's own data. */
export const ReturnPolicySchema = z.object({
  shopDays: z.number().int(),
  categories: z.array(
    z.object({ name: z.string(), slug: z.string(), days: z.number().int(), policy: z.string() }),
  ),
  /** Products whose window differs from their category's. */
  exceptions: z.array(
    z.object({ name: z.string(), slug: z.string(), days: z.number().int(), policy: z.string() }),
  ),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicySchema>;
