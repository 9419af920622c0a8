// A design project's GST documents (decisions 190 and 192): the receipt vouchers its payments got, and
// the tax invoice staff issue when the work is complete. The invoice shows the approved version's lines
// with their full taxable value and tax, then the advances it adjusts (each receipt voucher, with the tax
// already paid on it) and the balance due. One invoice per project, in the invoices' gapless series.
import { sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids.ts';
import { stateByCode } from '../../../contract/india-rules.ts';
import type { QuoteUnit } from '../../../contract/design-quote-rules.ts';
import type { Address, TaxDocumentRef } from '../../../contract/orders.ts';
import type { ProjectInvoiceData } from '../../../contract/project-documents.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { indiaToday } from '../../lib/dates.ts';
import { issueDocument, type DocumentLine } from '../billing/index.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';

const ISSUED_ON = sql.raw(`to_char(issued_on, 'YYYY-MM-DD')`);

interface Project {
  id: string;
  project_name: string;
  customer_id: string | null;
  first_name: string | null;
  last_name: string | null;
  site_address: Address | null;
}

async function projectOf(executor: Executor, id: string, lock = false): Promise<Project | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await rowsOf<Project>(
    executor,
    sql`SELECT p.id, p.project_name, p.customer_id, c.first_name, c.last_name, p.site_address
        FROM projects p LEFT JOIN customers c ON c.id = p.customer_id
        WHERE p.id = ${id}${lock ? sql` FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

/** The project's documents, oldest first. */
async function documentsOf(executor: Executor, projectId: string): Promise<TaxDocumentRef[]> {
  const rows = await rowsOf<TaxDocumentRef>(
    executor,
    sql`SELECT id, kind, number, ${ISSUED_ON} AS date, total_paise AS total FROM tax_documents
        WHERE project_id = ${projectId} ORDER BY created_at, serial`,
  );
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** An approved version's line as an invoice line: its room, description and measure, at its total. */
const invoiceLine = (line: {
  room: string;
  description: string;
  quantity_milli: number;
  unit: QuoteUnit;
  hsn_sac: string;
  gst_rate_bp: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}): DocumentLine => ({
  description: `${line.room}: ${line.description} (${(line.quantity_milli / 1000).toLocaleString('en-IN')} ${line.unit})`,
  hsnCode: line.hsn_sac,
  quantity: 1,
  unitPrice: line.total_paise,
  gstRateBp: line.gst_rate_bp,
  amount: line.total_paise,
  taxable: line.taxable_paise,
  cgst: line.cgst_paise,
  sgst: line.sgst_paise,
  igst: line.igst_paise,
});

export function createProjectDocumentsService(database: Database) {
  return {
    /** The project's documents; for a customer, only of their own project (404 otherwise). */
    async list(projectId: string, customerId?: string): Promise<TaxDocumentRef[]> {
      const project = await projectOf(database.db, projectId);
      if (!project || (customerId !== undefined && project.customer_id !== customerId))
        throw AppError.notFound('Project not found');
      return documentsOf(database.db, projectId);
    },

    /** The tax invoice at completion, adjusting the advances received; once per project. */
    async invoice(actor: StaffPrincipal, projectId: string): Promise<ProjectInvoiceData> {
      return database.db.transaction(async (tx) => {
        const project = await projectOf(tx, projectId, true);
        if (!project) throw AppError.notFound('Project not found');
        const [issued] = await rowsOf<{ number: string; kind: string }>(
          tx,
          sql`SELECT number, kind FROM tax_documents
              WHERE project_id = ${projectId} AND kind IN ('invoice', 'refund_voucher') ORDER BY kind LIMIT 1`,
        );
        if (issued?.kind === 'invoice')
          throw AppError.conflict(`The project's tax invoice is issued already: ${issued.number}`);
        if (issued)
          throw AppError.conflict(
            "The project's advances were refunded when it was cancelled: there is nothing to invoice",
          );
        const [quote] = await rowsOf<{ id: string; version: number; place_of_supply: string | null }>(
          tx,
          sql`SELECT id, version, place_of_supply FROM design_quotes
              WHERE project_id = ${projectId} AND status = 'approved' ORDER BY version DESC LIMIT 1`,
        );
        if (!quote || !project.site_address)
          throw AppError.conflict(
            'The project has no approved quote to invoice: the customer approves one first',
          );
        const lines = await rowsOf<Parameters<typeof invoiceLine>[0]>(
          tx,
          sql`SELECT room, description, quantity_milli, unit, hsn_sac, gst_rate_bp, taxable_paise, cgst_paise,
                     sgst_paise, igst_paise, total_paise
              FROM design_quote_lines WHERE quote_id = ${quote.id} ORDER BY position`,
        );
        const advances = await rowsOf<{ number: string; date: string; total: number; tax: number }>(
          tx,
          sql`SELECT number, ${ISSUED_ON} AS date, total_paise AS total, cgst_paise + sgst_paise + igst_paise AS tax
              FROM tax_documents WHERE project_id = ${projectId} AND kind = 'receipt_voucher' ORDER BY serial`,
        );
        const total = lines.reduce((sum, line) => sum + line.total_paise, 0);
        const advanced = advances.reduce((sum, advance) => sum + Number(advance.total), 0);
        const site = project.site_address;
        const invoice = await issueDocument(tx, {
          kind: 'invoice',
          issuedOn: indiaToday(),
          orderId: null,
          projectId,
          buyer: {
            name: [project.first_name, project.last_name].filter(Boolean).join(' ') || 'Customer',
            gstin: null,
          },
          placeOfSupply: quote.place_of_supply ?? site.stateCode,
          particulars: {
            projectName: project.project_name,
            quoteVersion: quote.version,
            billing: { ...site, stateName: stateByCode(site.stateCode)?.name ?? site.stateCode },
            advances: advances.map((advance) => ({
              ...advance,
              total: Number(advance.total),
              tax: Number(advance.tax),
            })),
            balanceDue: Math.max(0, total - advanced),
          },
          lines: lines.map(invoiceLine),
        });
        await recordAudit(tx, {
          actor,
          action: 'project.invoice',
          entityType: 'project',
          entityId: projectId,
          after: { number: invoice.number, total_paise: invoice.total, advances_paise: advanced },
        });
        return { invoice, advances_paise: advanced, balance_paise: Math.max(0, total - advanced) };
      });
    },
  };
}

export type ProjectDocumentsService = ReturnType<typeof createProjectDocumentsService>;
