// One return or replacement for staff (decision 197): the order it belongs to, its pieces with what the
// inspection made of them, the customer's reason, note and photos, the pickup day and the team's note,
// the refund with its deduction and credit note, and a panel for each next step the server offers.
import { Link, useParams } from '@tanstack/react-router';
import { documentFileName } from '@contract/order-rules.ts';
import { formatPaise } from '@contract/money.ts';
import type { AdminReturn } from '@contract/returns.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatDate, formatDateTime, saveFile } from '../shared/format.ts';
import { PAYMENT_METHOD_LABELS } from '../orders/order-actions.ts';
import { ReturnActions } from './ReturnActions.tsx';
import { KIND_LABELS, REFUND_STATE_LABELS, requestedByLabel } from './return-actions.ts';

export default function ReturnPage() {
  return (
    <RequirePermission permission="orders:read">
      <ReturnScreen />
    </RequirePermission>
  );
}

const PANEL = 'space-y-3 rounded-xl border border-sand bg-white p-4 text-sm';

function ReturnScreen() {
  const { returnId } = useParams({ strict: false }) as { returnId: string };
  const { can } = useAdmin();
  const query = useAdminQuery('/admin/returns/{id}', { path: { id: returnId } });
  const view = query.data;
  if (query.error && !view) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!view) return <p className="text-muted">Loading…</p>;
  return (
    <>
      <PageHeader
        title={`${KIND_LABELS[view.kind]} ${view.number}`}
        description={`${view.stateLabel} · asked ${formatDateTime(view.createdAt)} by ${requestedByLabel(view.requestedBy)}`}
        actions={
          <>
            <Link to="/orders/$orderId" params={{ orderId: view.order.id }} className={buttonClass.outline}>
              Order {view.order.number}
            </Link>
            <Link to="/returns" className={buttonClass.outline}>
              All returns
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Pieces view={view} />
          <Request view={view} />
          {view.refund ? <Refund view={view} refund={view.refund} /> : null}
        </div>
        <div className="space-y-6">
          <section aria-labelledby="return-order" className={PANEL}>
            <h2 id="return-order" className="font-semibold">
              Order
            </h2>
            <p>
              <Link
                to="/orders/$orderId"
                params={{ orderId: view.order.id }}
                className="font-semibold text-teal underline"
              >
                {view.order.number}
              </Link>{' '}
              · {view.order.name}
            </p>
            <p>
              {PAYMENT_METHOD_LABELS[view.order.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ??
                view.order.paymentMethod}{' '}
              · value of the pieces {formatPaise(view.value)}
            </p>
          </section>
          {can('orders:write') ? <ReturnActions view={view} /> : null}
        </div>
      </div>
    </>
  );
}

function Pieces({ view }: { view: AdminReturn }) {
  const inspected = view.conditionNotes !== null;
  return (
    <section aria-labelledby="return-pieces" className={PANEL}>
      <h2 id="return-pieces" className="font-semibold">
        Pieces
      </h2>
      <table className="w-full text-left">
        <thead className="text-muted">
          <tr>
            <th className="pb-2 font-medium">Item</th>
            <th className="pb-2 text-right font-medium">Units</th>
            {inspected ? <th className="pb-2 text-right font-medium">Restocked</th> : null}
            {inspected ? <th className="pb-2 text-right font-medium">Written off</th> : null}
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.lineId} className="border-t border-sand">
              <td className="py-2 pr-2">
                {line.name}
                {line.variantName ? <span className="text-muted"> · {line.variantName}</span> : null}
              </td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
              {inspected ? <td className="py-2 text-right tabular-nums">{line.restocked}</td> : null}
              {inspected ? <td className="py-2 text-right tabular-nums">{line.writtenOff}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {view.conditionNotes ? (
        <p>
          <span className="font-semibold">Condition: </span>
          <span className="whitespace-pre-line">{view.conditionNotes}</span>
        </p>
      ) : null}
    </section>
  );
}

function Request({ view }: { view: AdminReturn }) {
  return (
    <section aria-labelledby="return-request" className={PANEL}>
      <h2 id="return-request" className="font-semibold">
        The customer’s request
      </h2>
      <p>
        <span className="font-semibold">Reason: </span>
        {view.reasonLabel}
      </p>
      {view.comment ? <p className="whitespace-pre-line">“{view.comment}”</p> : null}
      {view.pickupOn ? (
        <p>
          <span className="font-semibold">Pickup: </span>
          {formatDate(view.pickupOn)}
        </p>
      ) : null}
      {view.decisionNote ? (
        <p>
          <span className="font-semibold">Our note: </span>
          {view.decisionNote}
        </p>
      ) : null}
      {view.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {view.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg border border-sand focus-visible:outline-2 focus-visible:outline-teal"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={`Photo ${index + 1} of ${view.number}`}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No photos.</p>
      )}
    </section>
  );
}

function Refund({ view, refund }: { view: AdminReturn; refund: NonNullable<AdminReturn['refund']> }) {
  const { api } = useAdmin();
  const toast = useToast();
  const note = view.creditNote;
  const print = async () => {
    if (!note) return;
    try {
      const { blob, filename } = await api.download('/admin/orders/{id}/documents/{documentId}', {
        path: { id: view.order.id, documentId: note.id },
      });
      saveFile(blob, filename ?? documentFileName(note));
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    }
  };
  return (
    <section aria-labelledby="return-refund" className={PANEL}>
      <h2 id="return-refund" className="font-semibold">
        Refund
      </h2>
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>Value of the pieces</dt>
        <dd className="text-right tabular-nums">{formatPaise(refund.amount + refund.deduction)}</dd>
        <dt>Kept back</dt>
        <dd className="text-right tabular-nums">{formatPaise(refund.deduction)}</dd>
        <dt className="font-semibold">Refunded</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="return-refund-amount">
          {formatPaise(refund.amount)}
        </dd>
      </dl>
      {refund.deductionReason ? <p>Why: {refund.deductionReason}</p> : null}
      <p data-testid="return-refund-state">{REFUND_STATE_LABELS[refund.state]}</p>
      {note ? (
        <button type="button" className={buttonClass.outline} onClick={() => void print()}>
          Credit note {note.number}
        </button>
      ) : null}
    </section>
  );
}
