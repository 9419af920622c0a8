// A design project's GST documents (decisions 190 and 192): the receipt voucher of every payment, and the
// tax invoice issued when the work is complete, which adjusts those advances. Their PDFs are
// GET /projects/{id}/documents/{documentId} (the customer's) and its /admin twin.
import { TaxDocumentRefSchema } from './orders.ts';
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
