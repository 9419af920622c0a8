// The quote page's Payments section (docs/account.md, decision 192), loaded once a version is approved
// (QuoteView.tsx): the approved total, what is paid and what is outstanding, and each stage with its
// status, its due date, how and when it was paid and its receipt voucher. A due stage is paid online in
// Razorpay Checkout, opened as the orders feature opens it; the server confirms the payment and its
// words are shown. Nothing here decides that a stage is paid.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatPaise } from '@contract/money.ts';
import type { TaxDocumentRef } from '@contract/orders.ts';
import type { Stage, StagesData } from '@contract/project-stages.ts';
import { brand } from '../../lib/brand.ts';
import { formFailureMessage, toApiError } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';
import { reportFailure, withToken } from '../account/index.ts';
import { openGatewayCheckout } from '../orders/index.ts';
import { toast } from '../toasts/index.ts';
import {
  approvedVersionLine,
  customerStages,
  DOCUMENT_NAMES,
  documentLine,
  dueSince,
  paidOn,
  payOnline,
  receiptFileName,
  receiptLine,
  STAGE_COPY,
  stageStatusLabel,
} from './stage-copy.ts';
import { stagesApi } from './stages-api.ts';

const PANEL = 'rounded-2xl bg-white p-5 shadow-soft ring-1 ring-sand/60 sm:p-6';

const BADGES: Record<Stage['status'], string> = {
  scheduled: 'bg-ivory-muted text-charcoal',
  due: 'bg-terracotta-soft text-terracotta-dark',
  paid: 'bg-teal-dark text-ivory',
  cancelled: 'bg-ivory-muted text-charcoal',
  refunded: 'bg-ivory-muted text-charcoal',
};

/** A failure the customer reads; a sign-in the API refused goes to /login instead. */
function failureWords(error: unknown, fallback: string): string | null {
  const failure = toApiError(error);
  if (failure.status === 401 && failure.isAuthError) {
    reportFailure(failure);
    return null;
  }
  return failure.status > 0 ? formFailureMessage(failure, fallback) : STAGE_COPY.failedToOpen;
}

function Totals({ data }: { data: StagesData }): ReactNode {
  const figures = [
    [STAGE_COPY.approvedTotal, data.total_paise, 'stages-total'],
    [STAGE_COPY.paid, data.paid_paise, 'stages-paid'],
    [STAGE_COPY.outstanding, data.outstanding_paise, 'stages-outstanding'],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([label, paise, testId]) => (
        <div key={label} className="rounded-xl bg-cream px-4 py-3">
          <dt className="text-sm text-muted">
            {label}
            {label === STAGE_COPY.approvedTotal && data.approved_version !== null
              ? ` · ${approvedVersionLine(data.approved_version)}`
              : ''}
          </dt>
          <dd className="mt-1 text-lg font-semibold text-charcoal tabular-nums" data-testid={testId}>
            {formatPaise(paise)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface StageItemProps {
  projectId: string;
  stage: Stage;
  dateText: (value: string) => string;
  paying: boolean;
  onPay: (stage: Stage) => void;
}

function ReceiptButton({
  projectId,
  receipt,
}: {
  projectId: string;
  receipt: NonNullable<Stage['receipt']>;
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    withToken((token) => stagesApi.getDocument(token, projectId, receipt.id))
      .then((file) => saveFile(file, receiptFileName(receipt.number)))
      .catch(() => toast.error(STAGE_COPY.receiptFailed))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={download}
      className="btn btn-outline min-h-10 px-4 py-2 text-sm disabled:cursor-wait"
    >
      {STAGE_COPY.downloadReceipt}
    </button>
  );
}

function StageItem({ projectId, stage, dateText, paying, onPay }: StageItemProps): ReactNode {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-sand p-4"
      data-stage={stage.position}
    >
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-charcoal">{stage.label}</p>
        <p className="text-lg text-charcoal tabular-nums">{formatPaise(stage.amount_paise)}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGES[stage.status]}`}
            data-testid="stage-status"
          >
            {stageStatusLabel(stage.status)}
          </span>
          {stage.overdue && (
            <span className="rounded-full px-3 py-1 text-sm font-semibold text-terracotta-dark ring-1 ring-terracotta-dark ring-inset">
              {STAGE_COPY.overdue}
            </span>
          )}
        </p>
        {stage.status === 'due' && stage.due_on && (
          <p className="text-sm text-muted">{dueSince(dateText(stage.due_on))}</p>
        )}
        {stage.paid_at && (
          <p className="text-sm text-muted">
            {paidOn(dateText(stage.paid_at), stage.payment?.method ?? null)}
          </p>
        )}
        {stage.receipt && <p className="text-sm text-muted">{receiptLine(stage.receipt.number)}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        {stage.status === 'due' && (
          <button
            type="button"
            className="btn btn-primary disabled:cursor-wait"
            disabled={paying}
            onClick={() => onPay(stage)}
          >
            {payOnline(stage.amount_paise)}
          </button>
        )}
        {stage.receipt && <ReceiptButton projectId={projectId} receipt={stage.receipt} />}
      </div>
    </li>
  );
}

/**
 * The project's tax invoice and refund vouchers (the receipts stand beside their stages), loaded again
 * whenever the stages change: a refund or the invoice at completion shows up with them.
 */
function Documents({
  projectId,
  stages,
  dateText,
}: {
  projectId: string;
  stages: StagesData;
  dateText: (value: string) => string;
}): ReactNode {
  const [documents, setDocuments] = useState<TaxDocumentRef[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    withToken((token) => stagesApi.getDocuments(token, projectId))
      .then((all) => live && setDocuments(all.filter((document) => document.kind !== 'receipt_voucher')))
      .catch((error: unknown) => console.error('Failed to load the project documents', error));
    return () => {
      live = false;
    };
  }, [projectId, stages]);
  if (documents.length === 0) return null;
  const download = (document: TaxDocumentRef) => {
    setBusy(document.id);
    withToken((token) => stagesApi.getDocument(token, projectId, document.id))
      .then((file) => saveFile(file, receiptFileName(document.number)))
      .catch(() => toast.error(STAGE_COPY.documentFailed))
      .finally(() => setBusy(null));
  };
  return (
    <div>
      <h4 className="font-semibold text-charcoal">{STAGE_COPY.documents}</h4>
      <ul className="mt-3 space-y-2">
        {documents.map((document) => {
          const words = documentLine(document.kind, document.number, dateText(document.date), document.total);
          return (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream px-4 py-3"
              data-document={document.kind}
            >
              <span className="min-w-0 break-words text-charcoal">{words}</span>
              <button
                type="button"
                disabled={busy !== null}
                aria-label={`${STAGE_COPY.download} ${DOCUMENT_NAMES[document.kind]} ${document.number}`}
                onClick={() => download(document)}
                className="btn btn-outline min-h-10 px-4 py-2 text-sm disabled:cursor-wait"
              >
                {STAGE_COPY.download}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Loads the stages, and pays a due one online: Checkout, then the server's confirmation. */
function useStages(projectId: string, projectName: string | null) {
  const [data, setData] = useState<StagesData | null | 'error'>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(
    () =>
      withToken((token) => stagesApi.getStages(token, projectId))
        .then(setData)
        .catch((error: unknown) => {
          if (failureWords(error, STAGE_COPY.loadFailed) === null) return;
          console.error('Failed to load the payment stages', error);
          setData('error');
        }),
    [projectId],
  );
  useEffect(() => void load(), [load]);

  const pay = async (stage: Stage) => {
    setPaying(stage.id);
    setNotice(null);
    let opened = false;
    try {
      const payment = await withToken((token) => stagesApi.pay(token, projectId, stage.id));
      opened = true;
      const confirm = await openGatewayCheckout(payment, {
        shopName: brand.name,
        description: projectName ? `${stage.label} · ${projectName}` : stage.label,
      });
      if (!confirm) return void toast(STAGE_COPY.dismissed);
      const answer = await withToken((token) => stagesApi.confirm(token, projectId, stage.id, confirm));
      setData(answer.stages);
      setNotice(answer.message ?? null);
    } catch (error) {
      const words = failureWords(error, opened ? STAGE_COPY.notVerified : STAGE_COPY.failedToOpen);
      if (words) toast.error(words);
      void load();
    } finally {
      setPaying(null);
    }
  };
  return { data, paying, notice, pay };
}

export default function QuotePayments({
  projectId,
  projectName,
  dateText,
}: {
  projectId: string;
  projectName: string | null;
  /**
   * A date as the quote page writes it ('28 November 2026'): the page's own formatter, handed in so
   * that this part, loaded on demand, shares no module with the page's first load (a shared module
   * becomes a chunk of its own, which the page's budget pays for).
   */
  dateText: (value: string) => string;
}): ReactNode {
  const { data, paying, notice, pay } = useStages(projectId, projectName);
  const stages = data && data !== 'error' ? customerStages(data.stages) : [];
  return (
    <section aria-labelledby="quote-payments" className={`${PANEL} space-y-5`} data-testid="quote-payments">
      <div>
        <h3 id="quote-payments" className="text-lg font-semibold text-charcoal">
          {STAGE_COPY.heading}
        </h3>
        <p className="mt-1 text-muted">{STAGE_COPY.hint}</p>
      </div>
      <p role="status" className={notice ? 'font-semibold text-teal-dark' : 'sr-only'}>
        {notice}
      </p>
      {data === null && <p className="text-muted">{STAGE_COPY.loading}</p>}
      {data === 'error' && <p role="alert">{STAGE_COPY.loadFailed}</p>}
      {data && data !== 'error' && (
        <>
          <Totals data={data} />
          {stages.length === 0 ? (
            <p className="text-muted">{STAGE_COPY.noSchedule}</p>
          ) : (
            <ol aria-label={STAGE_COPY.stages} className="space-y-3">
              {stages.map((stage) => (
                <StageItem
                  key={stage.id}
                  projectId={projectId}
                  stage={stage}
                  dateText={dateText}
                  paying={paying !== null}
                  onPay={(chosen) => void pay(chosen)}
                />
              ))}
            </ol>
          )}
          <Documents projectId={projectId} stages={data} dateText={dateText} />
        </>
      )}
    </section>
  );
}
