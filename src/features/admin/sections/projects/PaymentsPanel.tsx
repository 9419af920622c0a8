// A project's payment stages (decision 192), below its quotes: the approved version and its totals, the
// schedule set from a template or by hand, and each stage with its status, due and paid dates, how it
// was paid, its reference and its receipt voucher; a scheduled stage is marked due, and a payment
// received offline is recorded. Roles without projects:write read it only.
import { useState } from 'react';
import { formatPaise } from '@contract/money.ts';
import { PAYMENT_METHOD_LABELS, STAGE_STATUS_LABELS, type Stage } from '@contract/project-stages.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { LocalTable, type LocalColumn } from '../../components/LocalTable.tsx';
import { useToast } from '../../components/toasts.tsx';
import { formatDate, formatDateTime, saveFile } from '../shared/format.ts';
import { MarkDueDialog, RecordPaymentDialog, ScheduleDialog } from './StageForms.tsx';
import { canMarkDue, canRecordPayment, receiptFileName, stagesSummary } from './stage-schedule.ts';

type Open = { kind: 'schedule' } | { kind: 'due' | 'pay'; stage: Stage } | null;

function ReceiptDownload({
  projectId,
  receipt,
}: {
  projectId: string;
  receipt: NonNullable<Stage['receipt']>;
}) {
  const { api } = useAdmin();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download('/admin/projects/{id}/documents/{documentId}', {
        path: { id: projectId, documentId: receipt.id },
      });
      saveFile(blob, filename ?? receiptFileName(receipt.number));
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="tabular-nums">{receipt.number}</span>
      <button
        type="button"
        className={buttonClass.small}
        disabled={busy}
        aria-label={`Download receipt ${receipt.number}`}
        onClick={() => void download()}
      >
        Download
      </button>
    </span>
  );
}

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
    text('reference', 'Reference', (stage) => stage.payment?.reference ?? '—'),
    {
      id: 'receipt',
      header: 'Receipt',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.receipt ? <ReceiptDownload projectId={projectId} receipt={row.original.receipt} /> : '—',
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
              className={buttonClass.small}
              onClick={() => onOpen({ kind: 'due', stage: row.original })}
            >
              Mark due
            </button>
          ) : null}
          {canRecordPayment(row.original) ? (
            <button
              type="button"
              className={buttonClass.small}
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

export function PaymentsPanel({ projectId }: { projectId: string }) {
  const { can } = useAdmin();
  const writes = can('projects:write');
  const [open, setOpen] = useState<Open>(null);
  const query = useAdminQuery('/admin/projects/{id}/stages', { path: { id: projectId } });
  const data = query.data;
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
        </div>
        {writes && data && data.approved_version !== null ? (
          <button type="button" className={buttonClass.primary} onClick={() => setOpen({ kind: 'schedule' })}>
            Set schedule
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
