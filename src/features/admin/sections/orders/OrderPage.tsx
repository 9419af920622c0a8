// One order for staff: what was bought with its GST, the buyer and the addresses, payment, the history
// of its moves with who made each, its printable GST documents (the invoice, and the credit note of a
// cancelled order), and the next step (confirm, ship with carrier and tracking, deliver, cancel). Every
// move e-mails the customer.
import { Link, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { AdminOrder as Order } from '@contract/admin/orders.ts';
import type { TaxDocumentRef } from '@contract/orders.ts';
import { documentFileName, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@contract/order-rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert, TextField } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatPaise, formatRupees } from '@contract/money.ts';
import { formatDate, formatDateTime, saveFile } from '../shared/format.ts';
import { OrderSlots } from '../delivery/OrderSlots.tsx';
import { OrderReturns } from '../returns/OrderReturns.tsx';
import {
  actorLabel,
  MOVE_LABELS,
  PAYMENT_METHOD_LABELS,
  shipmentErrors,
  staffMoves,
} from './order-actions.ts';
import { OrderPapers } from './DispatchTools.tsx';

export default function OrderPage() {
  return (
    <RequirePermission permission="orders:read">
      <OrderScreen />
    </RequirePermission>
  );
}

function OrderScreen() {
  const { orderId } = useParams({ strict: false }) as { orderId: string };
  const { can, api } = useAdmin();
  const toast = useToast();
  const query = useAdminQuery('/admin/orders/{id}', { path: { id: orderId } });
  const order = query.data;
  if (query.error) return <FormAlert message={adminErrorMessage(query.error)} />;
  if (!order) return <p className="text-muted">Loading…</p>;

  const print = async (document: TaxDocumentRef) => {
    try {
      const { blob, filename } = await api.download('/admin/orders/{id}/documents/{documentId}', {
        path: { id: order.id, documentId: document.id },
      });
      saveFile(blob, filename ?? documentFileName(document));
    } catch (error) {
      toast(adminErrorMessage(error), 'error');
    }
  };

  return (
    <>
      <PageHeader
        title={`Order ${order.number}`}
        description={`${ORDER_STATUS_LABELS[order.status]} · placed ${formatDateTime(order.createdAt)}`}
        actions={
          <>
            {[order.invoice, ...order.creditNotes].map((document) =>
              document ? (
                <button
                  key={document.id}
                  type="button"
                  className={buttonClass.outline}
                  onClick={() => void print(document)}
                >
                  {document.kind === 'invoice' ? 'Invoice' : 'Credit note'} {document.number}
                </button>
              ) : null,
            )}
            <OrderPapers order={order} />
            <Link to="/orders" className={buttonClass.outline}>
              All orders
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="order-lines"
          className="space-y-4 rounded-xl border border-sand bg-white p-4"
        >
          <h2 id="order-lines" className="font-semibold">
            Items
          </h2>
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="pb-2 font-medium">Item</th>
                <th className="pb-2 font-medium">HSN/SAC</th>
                <th className="pb-2 font-medium">GST</th>
                <th className="pb-2 text-right font-medium">Qty</th>
                <th className="pb-2 text-right font-medium">Unit</th>
                <th className="pb-2 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index} className="border-t border-sand">
                  <td className="py-2 pr-2">
                    {line.name}
                    {line.variantName ? <span className="text-muted"> · {line.variantName}</span> : null}
                  </td>
                  <td className="py-2 pr-2 tabular-nums">{line.hsnCode}</td>
                  <td className="py-2 pr-2">{line.gstRateBp / 100}%</td>
                  <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-2 text-right tabular-nums">{formatRupees(line.unitPrice)}</td>
                  <td className="py-2 text-right tabular-nums">
                    {formatPaise(line.amount)}
                    {line.discount > 0 ? (
                      <span className="block text-xs text-muted">after {formatPaise(line.discount)} off</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            {order.discount > 0 && (
              <>
                <dt>Coupon {order.coupons.map((coupon) => coupon.code).join(', ')}</dt>
                <dd className="text-right tabular-nums">−{formatPaise(order.discount)}</dd>
              </>
            )}
            <dt>Taxable value</dt>
            <dd className="text-right tabular-nums">{formatPaise(order.totals.taxable)}</dd>
            {order.totals.igst > 0 ? (
              <>
                <dt>IGST</dt>
                <dd className="text-right tabular-nums">{formatPaise(order.totals.igst)}</dd>
              </>
            ) : (
              <>
                <dt>CGST</dt>
                <dd className="text-right tabular-nums">{formatPaise(order.totals.cgst)}</dd>
                <dt>SGST</dt>
                <dd className="text-right tabular-nums">{formatPaise(order.totals.sgst)}</dd>
              </>
            )}
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="admin-order-total">
              {formatPaise(order.totals.total)}
            </dd>
          </dl>
          <History order={order} />
        </section>
        <div className="space-y-6">
          <NextStep order={order} write={can('orders:write')} />
          <OrderSlots orderId={order.id} />
          <section
            aria-labelledby="order-buyer"
            className="space-y-2 rounded-xl border border-sand bg-white p-4 text-sm"
          >
            <h2 id="order-buyer" className="font-semibold">
              Buyer
            </h2>
            {order.erased ? (
              <>
                <p className="text-muted">
                  Erased at the customer’s request: the order keeps only what its invoice must carry.
                </p>
                <p>{order.name}</p>
              </>
            ) : (
              <p>
                {order.name}
                <br />
                <a className="text-teal underline" href={`mailto:${order.email}`}>
                  {order.email}
                </a>
                <br />
                {order.phone}
              </p>
            )}
            <h3 className="pt-2 font-semibold">Deliver to</h3>
            <AddressBlock address={order.delivery} />
            <h3 className="pt-2 font-semibold">Bill to</h3>
            <AddressBlock address={order.billing} />
            {order.gstin ? <p>GSTIN {order.gstin}</p> : null}
            <p>
              Place of supply: {order.placeOfSupply.name} ({order.placeOfSupply.code})
            </p>
            <h3 className="pt-2 font-semibold">Payment</h3>
            <p>
              {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
            </p>
            {order.status === 'cancelled' &&
            order.paymentStatus === 'paid' &&
            order.refund?.state === 'failed' ? (
              <p role="alert" className="rounded-lg bg-terracotta-soft p-2">
                The refund of {formatPaise(order.refund.amount)} failed. Refund payment tries again.
              </p>
            ) : null}
            {order.invoice ? (
              <p>
                Invoice {order.invoice.number} of {formatDate(order.invoice.date)}
              </p>
            ) : null}
            {order.creditNotes.map((note) => (
              <p key={note.id}>
                Credit note {note.number} of {formatDate(note.date)},{' '}
                {order.invoice && note.total < order.invoice.total
                  ? `for ${formatPaise(note.total)} of the invoice`
                  : 'cancelling the invoice'}
              </p>
            ))}
          </section>
        </div>
      </div>
      <OrderReturns order={order} />
    </>
  );
}

function AddressBlock({ address }: { address: Order['delivery'] }) {
  // An erased customer's address may be its state alone (decision 156).
  const lines = [
    address.line1,
    [address.area, address.landmark].filter(Boolean).join(', '),
    [address.city, `${address.stateName} ${address.pincode}`.trim()].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function History({ order }: { order: Order }) {
  return (
    <>
      <h2 className="pt-2 font-semibold">History</h2>
      <ol className="space-y-1 text-sm">
        {order.events.map((event, index) => (
          <li key={index} data-testid="order-event">
            <span className="font-semibold">{ORDER_STATUS_LABELS[event.status]}</span> ·{' '}
            {formatDateTime(event.at)} · by {actorLabel(event)}
            {event.note ? <span className="text-muted"> · {event.note}</span> : null}
          </li>
        ))}
      </ol>
      {order.trackingNumber ? (
        <p className="text-sm">
          Shipped with {order.carrier}, tracking number {order.trackingNumber}
        </p>
      ) : null}
    </>
  );
}

function NextStep({ order, write }: { order: Order; write: boolean }) {
  const moves = staffMoves(order.status, order.paymentStatus);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const move = useAdminMutation({
    method: 'post',
    path: '/admin/orders/{id}/status',
    params: { id: order.id },
    // A customer's page lists their orders too.
    invalidates: ['/admin/orders', '/admin/customers'],
    success: (moved) => `Order ${moved.number} is ${ORDER_STATUS_LABELS[moved.status].toLowerCase()}`,
  });
  if (!write || moves.length === 0) return null;

  const ship = (event: FormEvent) => {
    event.preventDefault();
    const found = shipmentErrors(carrier, trackingNumber);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    move.mutate({ status: 'shipped', carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
  };

  return (
    <section aria-labelledby="order-next" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="order-next" className="font-semibold">
        Next step
      </h2>
      {moves.includes('shipped') ? (
        <form noValidate onSubmit={ship} className="space-y-3">
          <TextField
            id="order-carrier"
            label="Carrier"
            value={carrier}
            error={errors.carrier}
            onChange={(event) => setCarrier(event.target.value)}
          />
          <TextField
            id="order-tracking"
            label="Tracking number"
            value={trackingNumber}
            error={errors.trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
          <button type="submit" className={buttonClass.primary} disabled={move.isPending}>
            {MOVE_LABELS.shipped}
          </button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {moves
          .filter((next) => next !== 'shipped')
          .map((next) => (
            <button
              key={next}
              type="button"
              disabled={move.isPending}
              className={next === 'cancelled' ? buttonClass.outline : buttonClass.primary}
              onClick={() => {
                const question =
                  next === 'cancelled'
                    ? `Cancel order ${order.number}? Its stock goes back on sale${order.paymentStatus === 'paid' ? ', and the payment is refunded' : ''}.`
                    : next === 'refunded'
                      ? `Refund ${formatPaise(order.totals.total)} for order ${order.number}?`
                      : null;
                if (question && !window.confirm(question)) return;
                move.mutate({ status: next });
              }}
            >
              {MOVE_LABELS[next]}
            </button>
          ))}
      </div>
    </section>
  );
}
