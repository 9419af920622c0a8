// Reports (decision 198): staff pick a month or a quarter and see its GSTR-1, each table's total with its
// reconciliation against the documents (matched, or the difference to the paisa), the period summary
// (invoiced, credited, net, tax by rate), and download the return's files, its JSON and the sales register.
import { useState, type ReactNode } from 'react';
import { formatPaise } from '@contract/money.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage, type AdminData } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, inputClass } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { saveFile, todayInIndia } from '../shared/format.ts';
import { periodOptions, ratePercent, type PeriodKind } from './periods.ts';

type Gstr1 = AdminData<'/admin/reports/gstr1', 'get'>;
type Amounts = Gstr1['summary']['net'];

const SECTION_LABELS: Record<Gstr1['sections'][number]['section'], string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large (5)',
  b2cs: 'B2C small, net (7)',
  cdnr: 'Credit notes, registered (9B)',
  cdnur: 'Credit notes, unregistered (9B)',
};

const DOCUMENT_LABELS: Record<Gstr1['docs'][number]['kind'], string> = {
  invoice: 'Invoices',
  credit_note: 'Credit notes',
  receipt_voucher: 'Receipt vouchers',
  refund_voucher: 'Refund vouchers',
};

export default function ReportsPage() {
  return (
    <RequirePermission permission="reports:read">
      <ReportsScreen />
    </RequirePermission>
  );
}

function ReportsScreen() {
  const [kind, setKind] = useState<PeriodKind>('month');
  const options = periodOptions(todayInIndia(), kind);
  const [period, setPeriod] = useState(options[0]!.key);
  const query = useAdminQuery('/admin/reports/gstr1', { query: { period } }, { keepPrevious: true });
  const data = query.data;
  return (
    <>
      <PageHeader
        title="Reports"
        description="The GST return’s data (GSTR-1), the sales register and the period’s summary, from the documents issued."
      />
      <section
        aria-label="Choose the period"
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-sand bg-white p-4"
      >
        <div className="text-sm">
          <label htmlFor="report-kind" className="mb-1 block font-semibold">
            Return filed
          </label>
          <select
            id="report-kind"
            className={inputClass}
            value={kind}
            onChange={(event) => {
              const next = event.target.value as PeriodKind;
              setKind(next);
              setPeriod(periodOptions(todayInIndia(), next)[0]!.key);
            }}
          >
            <option value="month">Monthly</option>
            <option value="quarter">Quarterly</option>
          </select>
        </div>
        <div className="text-sm">
          <label htmlFor="report-period" className="mb-1 block font-semibold">
            Period
          </label>
          <select
            id="report-period"
            className={inputClass}
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Downloads
          period={period}
          base={
            data?.period.key === period ? `GSTR1_${data.supplier.gstin}_${data.period.returnPeriod}` : null
          }
        />
      </section>
      {query.error ? (
        <p role="alert" className="rounded-lg bg-terracotta-soft p-4">
          {adminErrorMessage(query.error)}
        </p>
      ) : null}
      {data ? <Report data={data} /> : <p className="text-muted">Loading…</p>}
    </>
  );
}

/**
 * The download buttons. A file keeps the name the API gives it; where the browser may not read that name
 * (the API on another origin), `base` names it the same way from the period's figures.
 */
function Downloads({ period, base }: { period: string; base: string | null }) {
  const name = base ?? `GSTR1-${period}`;
  const { api } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async (
    path: '/admin/reports/gstr1.zip' | '/admin/reports/gstr1.json' | '/admin/reports/sales-register.csv',
    fallback: string,
  ) => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download(path, { query: { period } });
      saveFile(blob, filename ?? fallback);
      toast('Downloaded', 'success');
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={busy}
        onClick={() => void download('/admin/reports/gstr1.zip', `${name}.zip`)}
      >
        Download GSTR-1 files (zip)
      </button>
      <button
        type="button"
        className={buttonClass.outline}
        disabled={busy}
        onClick={() => void download('/admin/reports/gstr1.json', `${name}.json`)}
      >
        Download JSON
      </button>
      <button
        type="button"
        className={buttonClass.outline}
        disabled={busy}
        onClick={() => void download('/admin/reports/sales-register.csv', `sales-register-${period}.csv`)}
      >
        Download sales register
      </button>
    </div>
  );
}

const money = (paise: number) => <span className="tabular-nums">{formatPaise(paise)}</span>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-sand bg-white p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

const cell = 'py-1 pr-3 text-right';
const head = 'py-1 pr-3 text-right font-normal';

function AmountHeads({ first }: { first: string }) {
  return (
    <thead>
      <tr className="text-left text-muted">
        <th scope="col" className="py-1 pr-3 font-normal">
          {first}
        </th>
        <th scope="col" className={head}>
          Taxable value
        </th>
        <th scope="col" className={head}>
          IGST
        </th>
        <th scope="col" className={head}>
          CGST
        </th>
        <th scope="col" className={head}>
          SGST
        </th>
        <th scope="col" className={head}>
          Value
        </th>
      </tr>
    </thead>
  );
}

function AmountCells({ amounts }: { amounts: Amounts }) {
  return (
    <>
      <td className={cell}>{money(amounts.taxable)}</td>
      <td className={cell}>{money(amounts.igst)}</td>
      <td className={cell}>{money(amounts.cgst)}</td>
      <td className={cell}>{money(amounts.sgst)}</td>
      <td className={cell}>{money(amounts.value)}</td>
    </>
  );
}

function Report({ data }: { data: Gstr1 }) {
  const failed =
    data.reconciliation.filter((check) => !check.matched).length + (data.documentsCount.matched ? 0 : 1);
  return (
    <div className="space-y-6" data-testid="gstr1-report">
      <p
        role="status"
        data-testid="reconciliation-status"
        className={`rounded-lg p-4 font-semibold ${data.reconciled ? 'bg-teal-soft text-teal-dark' : 'bg-terracotta-soft'}`}
      >
        {data.reconciled
          ? `✓ ${data.period.label}: every table reconciles with the documents, to the paisa.`
          : `${data.period.label}: ${failed} ${failed === 1 ? 'check differs' : 'checks differ'} from the documents. Do not file until it is explained.`}
      </p>
      {data.lateCreditNotes.length > 0 ? (
        <p role="alert" className="rounded-lg bg-terracotta-soft p-4">
          Issued after the section 34(2) deadline, ask the accountant: {data.lateCreditNotes.join(', ')}
        </p>
      ) : null}
      <PeriodSummary data={data} />
      <Card title="GSTR-1 tables">
        <table className="w-full text-sm" data-testid="gstr1-sections">
          <AmountHeads first="Table" />
          <tbody>
            {data.sections.map((row) => (
              <tr key={row.section} className="border-t border-sand/60">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {SECTION_LABELS[row.section]}{' '}
                  <span className="text-muted">
                    ({row.documents} {row.documents === 1 ? 'document' : 'documents'})
                  </span>
                </th>
                <AmountCells amounts={row.amounts} />
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-muted">
          HSN summary: {data.hsnRows.b2b} B2B and {data.hsnRows.b2c} B2C rows. B2C small: {data.b2csRows} rows
          by state and rate.
        </p>
      </Card>
      <Reconciliation data={data} />
      <DocumentsIssued data={data} />
    </div>
  );
}

function PeriodSummary({ data }: { data: Gstr1 }) {
  const { summary, vouchers } = data;
  return (
    <Card title={`Period summary: ${data.period.label}`}>
      <table className="w-full text-sm" data-testid="period-summary">
        <AmountHeads first="" />
        <tbody>
          {(
            [
              [`Invoiced (${summary.invoices})`, summary.invoiced],
              [`Credited (${summary.creditNotes})`, summary.credited],
              ['Net', summary.net],
            ] as const
          ).map(([label, amounts]) => (
            <tr key={label} className="border-t border-sand/60">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {label}
              </th>
              <AmountCells amounts={amounts} />
            </tr>
          ))}
        </tbody>
      </table>
      <table className="mt-4 w-full text-sm" data-testid="tax-by-rate">
        <caption className="mb-1 text-left text-muted">Net tax by rate</caption>
        <AmountHeads first="Rate" />
        <tbody>
          {summary.rates.map((rate) => (
            <tr key={rate.rateBp} className="border-t border-sand/60">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {ratePercent(rate.rateBp)}
              </th>
              <AmountCells amounts={rate.net} />
            </tr>
          ))}
        </tbody>
      </table>
      {vouchers.receipt.count + vouchers.refund.count > 0 ? (
        <p className="mt-2 text-sm text-muted">
          Not in these tables: {vouchers.receipt.count} receipt vouchers (
          {formatPaise(vouchers.receipt.amounts.value)}) and {vouchers.refund.count} refund vouchers (
          {formatPaise(vouchers.refund.amounts.value)}) for advances; the accountant reports them in Tables
          11A and 11B.
        </p>
      ) : null}
    </Card>
  );
}

function Reconciliation({ data }: { data: Gstr1 }) {
  return (
    <Card title="Reconciliation with the documents">
      <table className="w-full text-sm" data-testid="reconciliation">
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-normal">
              Check
            </th>
            <th scope="col" className={head}>
              Documents
            </th>
            <th scope="col" className={head}>
              Reported
            </th>
            <th scope="col" className="py-1 font-normal">
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {data.reconciliation.map((check) => (
            <tr key={check.id} className="border-t border-sand/60">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {check.label}
              </th>
              <td className={cell}>{money(check.documents.value)}</td>
              <td className={cell}>{money(check.reported.value)}</td>
              <td className="py-1">{check.matched ? '✓ Matched' : differenceText(check.difference)}</td>
            </tr>
          ))}
          <tr className="border-t border-sand/60">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              Documents issued (13)
            </th>
            <td className={cell}>{data.documentsCount.documents}</td>
            <td className={cell}>{data.documentsCount.reported}</td>
            <td className="py-1">
              {data.documentsCount.matched
                ? '✓ Matched'
                : `Differs by ${data.documentsCount.reported - data.documentsCount.documents}`}
            </td>
          </tr>
        </tbody>
      </table>
    </Card>
  );
}

const FIGURES = [
  ['value', 'value'],
  ['taxable', 'taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
] as const;

/** "Differs: taxable value −₹0.01, IGST +₹0.18". */
function differenceText(difference: Amounts): string {
  const parts = FIGURES.filter(([key]) => difference[key] !== 0).map(
    ([key, label]) => `${label} ${difference[key] > 0 ? '+' : ''}${formatPaise(difference[key])}`,
  );
  return `Differs: ${parts.join(', ')}`;
}

function DocumentsIssued({ data }: { data: Gstr1 }) {
  return (
    <Card title="Documents issued (Table 13)">
      <table className="w-full text-sm" data-testid="documents-issued">
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-3 font-normal">
              Documents
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              From
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              To
            </th>
            <th scope="col" className={head}>
              Total
            </th>
            <th scope="col" className={head}>
              Cancelled
            </th>
          </tr>
        </thead>
        <tbody>
          {data.docs.map((series) => (
            <tr key={`${series.kind}-${series.from}`} className="border-t border-sand/60">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {DOCUMENT_LABELS[series.kind]}
              </th>
              <td className="py-1 pr-3 font-mono">{series.from}</td>
              <td className="py-1 pr-3 font-mono">{series.to}</td>
              <td className={cell}>{series.total}</td>
              <td className={cell}>{series.cancelled}</td>
            </tr>
          ))}
          {data.docs.length === 0 ? (
            <tr>
              <td colSpan={5} className="py-2 text-muted">
                No documents were issued in this period.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </Card>
  );
}
