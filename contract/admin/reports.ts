// The back office's reports (decision 198): a GST return period (a month "2026-10" or a calendar quarter
// "2026-Q4"), and the GSTR-1 summary of that period: each table's total, the reconciliation of the
// tables with the documents' own totals, documents issued, and the shop's period summary (invoiced,
// credited, net, tax by rate). Amounts are whole paise.
import { z } from '../zod.ts';

export const PERIOD_MESSAGE = 'period must be a month (2026-10) or a quarter (2026-Q4)';

export const ReportPeriodQuerySchema = z.object({
  period: z
    .string({ error: PERIOD_MESSAGE })
    .regex(/^(20[1-9]\d)-(?:(0[1-9]|1[0-2])|Q[1-4])$/, PERIOD_MESSAGE)
    .refine((value) => value >= '2017-07', 'period must be July 2017 or later, when GST began'),
});
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuerySchema>;

export const AmountsSchema = z.object({
  value: z.number().int(),
  taxable: z.number().int(),
  igst: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
});
export type ReportAmounts = z.infer<typeof AmountsSchema>;

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const;
export const RECONCILIATION_CHECKS = ['b2b', 'b2c', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c'] as const;
export const REPORT_DOCUMENT_KINDS = ['invoice', 'credit_note', 'receipt_voucher', 'refund_voucher'] as const;

export const Gstr1DataSchema = z.object({
  period: z.object({
    key: z.string(),
    from: z.string(),
    to: z.string(),
    returnPeriod: z.string(),
    label: z.string(),
  }),
  supplier: z.object({ gstin: z.string(), stateCode: z.string() }),
  sections: z.array(
    z.object({ section: z.enum(GSTR1_SECTIONS), documents: z.number().int(), amounts: AmountsSchema }),
  ),
  reconciliation: z.array(
    z.object({
      id: z.enum(RECONCILIATION_CHECKS),
      label: z.string(),
      documents: AmountsSchema,
      reported: AmountsSchema,
      difference: AmountsSchema,
      matched: z.boolean(),
    }),
  ),
  docs: z.array(
    z.object({
      kind: z.enum(REPORT_DOCUMENT_KINDS),
      from: z.string(),
      to: z.string(),
      total: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  documentsCount: z.object({ documents: z.number().int(), reported: z.number().int(), matched: z.boolean() }),
  hsnRows: z.object({ b2b: z.number().int(), b2c: z.number().int() }),
  b2csRows: z.number().int(),
  summary: z.object({
    invoices: z.number().int(),
    creditNotes: z.number().int(),
    invoiced: AmountsSchema,
    credited: AmountsSchema,
    net: AmountsSchema,
    rates: z.array(
      z.object({
        rateBp: z.number().int(),
        invoiced: AmountsSchema,
        credited: AmountsSchema,
        net: AmountsSchema,
      }),
    ),
  }),
  vouchers: z.object({
    receipt: z.object({ count: z.number().int(), amounts: AmountsSchema }),
    refund: z.object({ count: z.number().int(), amounts: AmountsSchema }),
  }),
  lateCreditNotes: z.array(z.string()),
  /** Every check matched. */
  reconciled: z.boolean(),
});
export type Gstr1Data = z.infer<typeof Gstr1DataSchema>;
