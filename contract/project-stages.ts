// A design project's payment stages (decision 192): the schedule the back office sets on the approved
// quote, a stage marked due, paid online through the payment gateway or recorded offline by staff,
// and the receipt voucher each payment gets. The server computes every amount; stages always add up
// to the approved quote's total, to the paisa.
import { line, requiredLine, uuid } from './fields.ts';
import { TaxDocumentRefSchema } from './orders.ts';
import { ProjectPhotoSchema } from './site-visits.ts';
import { z } from './zod.ts';
import {
  OFFLINE_METHODS,
  PAYMENT_STAGE_TEMPLATES,
  STAGE_STATUSES,
  type PaymentStageTemplate,
} from './project-stage-rules.ts';

export * from './project-stage-rules.ts';

const TEMPLATE_NAMES = Object.keys(PAYMENT_STAGE_TEMPLATES) as [
  PaymentStageTemplate,
  ...PaymentStageTemplate[],
];

export const STAGE_LIMITS = { stages: 12, label: 60, reference: 60 } as const;

/**
 * PUT /admin/projects/{id}/stages: the schedule of the approved quote, from a template or by hand.
 * Stages already paid stay; the new ones share what is left of the approved total.
 */
export const StageScheduleSchema = z
  .object({
    template: z
      .enum(TEMPLATE_NAMES, { error: `template must be one of ${TEMPLATE_NAMES.join(', ')}` })
      .optional(),
    stages: z
      .array(
        z
          .object({
            label: requiredLine('label', STAGE_LIMITS.label),
            amount_paise: z
              .number({ error: 'amount_paise must be a whole number of paise' })
              .int('amount_paise must be a whole number of paise')
              .positive('amount_paise must be more than zero'),
          })
          .strict(),
        { error: 'stages must be a list' },
      )
      .min(1, 'stages must have at least one stage')
      .max(STAGE_LIMITS.stages, `stages may have at most ${STAGE_LIMITS.stages} stages`)
      .optional(),
  })
  .strict()
  .refine((body) => (body.template === undefined) !== (body.stages === undefined), {
    message: 'Send either a template or stages, not both',
    path: ['stages'],
  });
export type StageSchedule = z.input<typeof StageScheduleSchema>;

/** POST /admin/projects/{id}/stages/{stageId}/payments: money received outside the gateway. */
export const OfflinePaymentSchema = z
  .object({
    method: z.enum(OFFLINE_METHODS, { error: `method must be one of ${OFFLINE_METHODS.join(', ')}` }),
    /** The bank's UTR, the UPI reference, the cheque's number, or a cash receipt's. */
    reference: requiredLine('reference', STAGE_LIMITS.reference),
    /** What was received: the stage's amount, exactly. */
    amount_paise: z
      .number({ error: 'amount_paise must be a whole number of paise' })
      .int('amount_paise must be a whole number of paise')
      .positive('amount_paise must be more than zero'),
    note: line('note', 200).optional(),
  })
  .strict();
export type OfflinePayment = z.input<typeof OfflinePaymentSchema>;

export const StageParamsSchema = z.object({ id: uuid('id'), stageId: uuid('stageId') });
export const ProjectDocumentParamsSchema = z.object({ id: uuid('id'), documentId: uuid('documentId') });

export const StageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  label: z.string(),
  amount_paise: z.number().int(),
  status: z.enum(STAGE_STATUSES),
  /** The approved version the stage was scheduled against. */
  quote_version: z.number().int(),
  due_on: z.string().nullable(),
  /** Due and unpaid for more than a week. */
  overdue: z.boolean(),
  paid_at: z.string().nullable(),
  payment: z
    .object({
      method: z.enum(['razorpay', ...OFFLINE_METHODS]),
      reference: z.string().nullable(),
      /** The image staff kept as proof of an offline payment (a transfer's screenshot, a cheque). */
      proof: ProjectPhotoSchema.nullable(),
    })
    .nullable(),
  receipt: TaxDocumentRefSchema.nullable(),
});
export type Stage = z.infer<typeof StageSchema>;

export const StagesDataSchema = z.object({
  stages: z.array(StageSchema),
  /** The approved version the schedule follows, and its total; null before any approval. */
  approved_version: z.number().int().nullable(),
  total_paise: z.number().int(),
  paid_paise: z.number().int(),
  outstanding_paise: z.number().int(),
});
export type StagesData = z.infer<typeof StagesDataSchema>;
