// A project's payment stages (decision 192), below its quotes: the approved version and its totals, the
// schedule set from a template or by hand, and each stage with its status, due and paid dates, how it
// was paid, its reference, the proof kept of an offline payment (decision 196) and its receipt voucher; a
// scheduled stage is marked due, a payment received offline is recorded and its proof attached. Roles
// without projects:write read it only.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPaise } from '@contract/money.ts';
import { PAYMENT_METHOD_LABELS, STAGE_STATUS_LABELS, type Stage } from '@contract/project-stages.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { LocalTable, type LocalColumn } from '../../components/LocalTable.tsx';
import { useToast } from '../../components/toasts.tsx';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { PhotoPicker, PhotoThumbnail } from './ProjectPhotos.tsx';
import { DocumentDownload } from './DocumentDownload.tsx';
import { TaxInvoice } from './InvoiceForms.tsx';
import { RefundDialog, RefundVouchers } from './RefundForms.tsx';
import { MarkDueDialog, RecordPaymentDialog, ScheduleDialog } from './StageForms.tsx';
import { canMarkDue, canRecordPayment, canRefund, refundOf, stagesSummary } from './stage-schedule.ts';

type Open = { kind: 'schedule' | 'refund' } | { kind: 'due' | 'pay'; stage: Stage } | null;

/**
 * The proof of an offline payment, below its reference: its thumbnail once kept, and "Attach proof" (or
 * "Replace proof") for those who may write.
 */
function ProofCell({ projectId, stage, writes }: { projectId: string; stage: Stage; writes: boolean }) {
  const { api } = useAdmin();
  const toast = useToast();
  const client = useQueryClient();
  const proof = stage.payment?.proof ?? null;
  if (!stage.payment || stage.payment.method === 'razorpay' || (!proof && !writes)) return null;
  return (
    <span className="flex flex-col items-start gap-1" data-stage-proof>
      {proof ? <PhotoThumbnail photo={proof} alt={`Proof of payment for ${stage.label}`} size={56} /> : null}
      {writes ? (
        <PhotoPicker
          label={proof ? 'Replace proof' : 'Attach proof'}
          name={`${proof ? 'Replace the' : 'Attach'} proof of payment for ${stage.label}`}
          small
          send={async (form, onProgress) => {
            const data = await api.upload(
              '/admin/projects/{id}/stages/{stageId}/proof',
              { path: { id: projectId, stageId: stage.id } },
              form,
              onProgress,
            );
            client.setQueryData(adminKey(stagesPathOf(projectId)), data);
            toast('Proof kept');
          }}
        />
      ) : null}
    </span>
  );
}

const stagesPathOf = (projectId: string) => `/admin/projects/${projectId}/stages`;

function columnsFor(projectId: string, writes: boolean, onOpen: (open: Open) => void): LocalColumn<Stage>[] {
  const text = (id: string, header: string, value: (stage: Stage) => string): LocalColumn<Stage> => ({
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => value(row.original),
  });
  const columns: LocalColumn<Stage>[] = [
    text('label', 'Stage', (stage) => `${stage.position}. ${stage.label}`),
    {
      id: 'amount',
      header: 'Amount',
      enableSorting: false,
      cell: ({ row }) => <span className="tabular-nums">{formatPaise(row.original.amount_paise)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span data-stage-status>
          {STAGE_STATUS_LABELS[row.original.status]}
          {row.original.overdue ? (
            <span className="block font-semibold text-terracotta-dark">Overdue</span>
          ) : null}
        </span>
      ),
    },
    text('due_on', 'Due', (stage) => formatDate(stage.due_on)),
    text('paid_at', 'Paid', (stage) => formatDateTime(stage.paid_at)),
    text('method', 'Method', (stage) => (stage.payment ? PAYMENT_METHOD_LABELS[stage.payment.method] : '—')),
    {
      id: 'reference',
      header: 'Reference',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-2">
          <span className="break-all">{row.original.payment?.reference ?? '—'}</span>
          <ProofCell projectId={projectId} stage={row.original} writes={writes} />
        </span>
      ),
    },
    {
      id: 'receipt',
      header: 'Receipt',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.receipt ? (
          <DocumentDownload projectId={projectId} document={row.original.receipt} label="receipt" />
        ) : (
          '—'
        ),
    },
  ];
  if (!writes) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-2">
          {canMarkDue(row.original) ? (
            <button
              type="button"
              className={`${buttonClass.small} whitespace-nowrap`}
              onClick={() => onOpen({ kind: 'due', stage: row.original })}
            >
              Mark due
            </button>
          ) : null}
          {canRecordPayment(row.original) ? (
            <button
              type="button"
              className={`${buttonClass.small} whitespace-nowrap`}
              onClick={() => onOpen({ kind: 'pay', stage: row.original })}
            >
              Record payment
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}

export function PaymentsPanel({ projectId, cancelled }: { projectId: string; cancelled: boolean }) {
  const { can } = useAdmin();
  const writes = can('projects:write');
  const [open, setOpen] = useState<Open>(null);
  const query = useAdminQuery('/admin/projects/{id}/stages', { path: { id: projectId } });
  const data = query.data;
  const refundable = canRefund(cancelled, data?.stages ?? []);
  const close = () => setOpen(null);
  return (
    <section aria-labelledby="project-payments" className="mt-6 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="project-payments" className="font-serif text-xl font-semibold">
            Payments
          </h2>
          {data ? (
            <p className="text-sm text-muted" data-testid="stages-summary">
              {stagesSummary(data)}
            </p>
          ) : null}
          {data && refundable ? (
            <p className="text-sm font-semibold text-terracotta-dark">
              The project is cancelled: {formatPaise(refundOf(data.stages).total)} paid in advance is still
              held.
            </p>
          ) : null}
        </div>
        {writes && data && data.approved_version !== null && !cancelled ? (
          <button type="button" className={buttonClass.primary} onClick={() => setOpen({ kind: 'schedule' })}>
            Set schedule
          </button>
        ) : null}
        {writes && refundable ? (
          <button type="button" className={buttonClass.primary} onClick={() => setOpen({ kind: 'refund' })}>
            Refund advances
          </button>
        ) : null}
      </div>
      {query.error ? <FormAlert message={adminErrorMessage(query.error)} /> : null}
      <LocalTable
        caption="The payment stages of the approved quote"
        columns={columnsFor(projectId, writes, setOpen)}
        rows={data?.stages}
        getRowId={(stage) => stage.id}
        loading={query.isFetching}
        empty="No payment schedule yet."
        rowProps={(stage) => ({ 'data-stage': String(stage.position), 'data-stage-state': stage.status })}
      />
      <TaxInvoice projectId={projectId} data={data} writes={writes} cancelled={cancelled} />
      {cancelled ? <RefundVouchers projectId={projectId} /> : null}
      {open?.kind === 'refund' && data ? (
        <RefundDialog projectId={projectId} stages={data.stages} onClose={close} />
      ) : null}
      {open?.kind === 'schedule' && data ? (
        <ScheduleDialog projectId={projectId} data={data} onClose={close} />
      ) : null}
      {open?.kind === 'due' ? (
        <MarkDueDialog projectId={projectId} stage={open.stage} onClose={close} />
      ) : null}
      {open?.kind === 'pay' ? (
        <RecordPaymentDialog projectId={projectId} stage={open.stage} onClose={close} />
      ) : null}
    </section>
  );
}
