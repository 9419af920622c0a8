// A design project's GST documents (decisions 190 and 192): the receipt voucher of every payment, and the
// tax invoice issued when the work is complete, which adjusts those advances. Their PDFs are
// GET /projects/{id}/documents/{documentId} (the customer's) and its /admin twin.
import { line } from './fields.ts';
import { TaxDocumentRefSchema } from './orders.ts';
import { OFFLINE_METHODS } from './project-stage-rules.ts';
import { z } from './zod.ts';

export const ProjectDocumentsDataSchema = z.object({ documents: z.array(TaxDocumentRefSchema) });
export type ProjectDocumentsData = z.infer<typeof ProjectDocumentsDataSchema>;

export const ProjectInvoiceDataSchema = z.object({
  invoice: TaxDocumentRefSchema,
  /** What the advances' receipt vouchers already took, GST included, and what is left to pay. */
  advances_paise: z.number().int(),
  balance_paise: z.number().int(),
});
export type ProjectInvoiceData = z.infer<typeof ProjectInvoiceDataSchema>;

/**
 * POST /admin/projects/{id}/refund-voucher: a cancelled project's advances go back (decision 196).
 * Online payments are refunded through the gateway; money received offline goes back by `method`, with
 * the bank's or the cheque's `reference`, which is then required.
 */
export const ProjectRefundSchema = z
  .object({
    method: z
      .enum(OFFLINE_METHODS, { error: `method must be one of ${OFFLINE_METHODS.join(', ')}` })
      .optional(),
    reference: line('reference', 60).optional(),
    reason: line('reason', 200).optional(),
  })
  .strict();
export type ProjectRefund = z.input<typeof ProjectRefundSchema>;

export const ProjectRefundDataSchema = z.object({
  /** One refund voucher per receipt voucher it gives back. */
  vouchers: z.array(TaxDocumentRefSchema),
  /** What went back: through the gateway, and offline. */
  online_paise: z.number().int(),
  offline_paise: z.number().int(),
});
export type ProjectRefundData = z.infer<typeof ProjectRefundDataSchema>;
