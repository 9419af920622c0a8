// The order page, /orders/view?id=…&token=… (docs/orders.md): what was bought and its GST, where it
// goes, how it is paid, where it is on its way, the invoice, and cancelling until it ships. The link's
// token opens it for anyone who holds the confirmation e-mail; without a token it is the signed-in
// customer's own order.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { documentFileName } from '@contract/order-rules.ts';
import type { Order, TaxDocumentRef } from '@contract/orders.ts';

import { formFailureMessage, toApiError } from '../../lib/api.ts';
import { AuthGate, indianPhoneDisplay, PageSpinner, reportFailure, withToken } from '../account/index.ts';
import { toast } from '../toasts/index.ts';
import { documentUrl, downloadDocument, ordersApi, type OrderKey } from './orders-api.ts';
import {
  formatPaise,
  ORDER_COPY,
  orderDate,
  PAYMENT_LABELS,
  paymentLabel,
  statusLabel,
} from './orders-copy.ts';
import { brand } from '../../lib/brand.ts';
import { PAYMENT_COPY, payOrder } from './online-payment.ts';
import ReturnsPanel from './ReturnsPanel.tsx';
import SlotPanel from './SlotPanel.tsx';

interface Address {
  params: { id: string; token: string | null; placed: boolean };
}

function readParams(): Address['params'] {
  const search = new URLSearchParams(window.location.search);
  return { id: search.get('id') ?? '', token: search.get('token'), placed: search.get('placed') === '1' };
}

export default function OrderView(): ReactNode {
  const [params] = useState(readParams);
  if (params.token) return <OrderLoader params={params} />;
  return (
    <AuthGate>
      <OrderLoader params={params} />
    </AuthGate>
  );
}

function OrderLoader({ params }: Address): ReactNode {
  const [order, setOrder] = useState<Order | null>(null);
  const [notFound, setNotFound] = useState(false);
  const badId = !/^[0-9a-f-]{36}$/i.test(params.id);
  const withKey = <T,>(call: (key: OrderKey) => Promise<T>): Promise<T> =>
    params.token ? call({ token: params.token }) : withToken((token) => call({ bearer: token }));

  const load = useEffectEvent(() => {
    withKey((key) => ordersApi.get(params.id, key))
      .then(setOrder)
      .catch((error: unknown) => {
        const failure = toApiError(error);
        if (failure.status === 404 || failure.status === 400) setNotFound(true);
        else if (reportFailure(failure) !== undefined) setNotFound(true);
      });
  });
  // The address does not change while the page is open: the order is read once.
  useEffect(() => {
    if (!badId) load();
  }, [badId]);

  if (badId || notFound) {
    return (
      <section className="mx-auto max-w-md rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
        <h2 className="text-2xl font-medium text-charcoal">{ORDER_COPY.notFound}</h2>
        <p className="mt-2 text-muted">{ORDER_COPY.notFoundHint}</p>
        <a href="/orders" className="btn btn-primary mt-6">
          {ORDER_COPY.history}
        </a>
      </section>
    );
  }
  if (!order) return <PageSpinner />;
  return (
    <OrderDetails
      order={order}
      placed={params.placed}
      withKey={withKey}
      token={params.token}
      onChange={setOrder}
    />
  );
}

function OrderDetails({
  order,
  placed,
  token,
  withKey,
  onChange,
}: {
  order: Order;
  placed: boolean;
  token: string | null;
  withKey: <T>(call: (key: OrderKey) => Promise<T>) => Promise<T>;
  onChange: (order: Order) => void;
}): ReactNode {
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    const payment = order.payment;
    if (!payment) return;
    setPaying(true);
    try {
      const paid = await withKey((key) => payOrder(order, payment, key, brand.name));
      if (paid) {
        onChange(paid);
        toast.success(ORDER_COPY.paid);
      }
    } catch (error) {
      toast.error(
        toApiError(error).status > 0
          ? formFailureMessage(error, PAYMENT_COPY.notVerified)
          : PAYMENT_COPY.failedToOpen,
      );
    } finally {
      setPaying(false);
    }
  };

  const cancel = async () => {
    if (!window.confirm(ORDER_COPY.cancelConfirm)) return;
    setCancelling(true);
    try {
      onChange(await withKey((key) => ordersApi.cancel(order.id, key)));
      toast.success(ORDER_COPY.cancelled);
    } catch (error) {
      toast.error(formFailureMessage(error, "We couldn't cancel your order. Please try again."));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="space-y-8">
      {placed && order.status !== 'cancelled' && (
        <div role="status" className="rounded-2xl bg-teal-soft p-6 text-charcoal">
          <p className="text-xl font-medium">{ORDER_COPY.thanks}</p>
          <p className="mt-1 text-muted">{ORDER_COPY.emailSent}</p>
        </div>
      )}

      <header className="flex flex-wrap items-baseline justify-between gap-4">
        <div>
          <h2 className="text-3xl font-medium text-charcoal">Order {order.number}</h2>
          <p className="mt-1 text-muted">Placed on {orderDate(order.createdAt)}</p>
        </div>
        <span
          className="rounded-full bg-cream px-4 py-1.5 font-semibold text-charcoal"
          data-testid="order-status"
        >
          {statusLabel(order.status)}
        </span>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section className="h-fit rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand/60">
          <h3 className="text-lg font-semibold text-charcoal">{ORDER_COPY.items}</h3>
          <table className="mt-4 w-full text-left text-[0.9375rem]">
            <thead className="text-sm text-muted">
              <tr>
                <th className="pb-2 font-medium">Item</th>
                <th className="pb-2 font-medium">HSN/SAC</th>
                <th className="pb-2 text-right font-medium">Qty</th>
                <th className="pb-2 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index} className="border-t border-sand">
                  <td className="py-2.5 pr-3">
                    {line.slug ? (
                      <a
                        href={`/products/${line.slug}`}
                        className="text-charcoal underline-offset-4 hover:underline"
                      >
                        {line.name}
                      </a>
                    ) : (
                      line.name
                    )}
                    {line.variantName ? <span className="text-muted"> · {line.variantName}</span> : null}
                    <span className="block text-sm text-muted">GST {line.gstRateBp / 100}%</span>
                  </td>
                  <td className="py-2.5 pr-3 tabular-nums">{line.hsnCode}</td>
                  <td className="py-2.5 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-2.5 text-right font-semibold tabular-nums">
                    {formatPaise(line.amount + line.discount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-[0.9375rem]">
            {order.discount > 0 && (
              <Row
                label={`Coupon ${order.coupons.map((coupon) => coupon.code).join(', ')}`}
                value={`−${formatPaise(order.discount)}`}
              />
            )}
            <Row label="Delivery" value="Free" />
            <Row label="Taxable value" value={formatPaise(order.totals.taxable)} />
            {order.totals.igst > 0 || order.totals.cgst + order.totals.sgst === 0 ? (
              <Row label="IGST" value={formatPaise(order.totals.igst)} />
            ) : (
              <>
                <Row label="CGST" value={formatPaise(order.totals.cgst)} />
                <Row label="SGST" value={formatPaise(order.totals.sgst)} />
              </>
            )}
            <div className="flex justify-between border-t border-sand pt-3 text-lg font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums" data-testid="order-total">
                {formatPaise(order.totals.total)}
              </dd>
            </div>
          </dl>
        </section>

        <aside className="space-y-6">
          {order.payment && (
            <section className="rounded-2xl bg-teal-soft p-6 text-charcoal" aria-label={ORDER_COPY.awaiting}>
              <p className="font-semibold">{ORDER_COPY.awaiting}</p>
              <p className="mt-1 text-sm text-muted">{ORDER_COPY.awaitingHint}</p>
              <button
                type="button"
                disabled={paying}
                onClick={() => void pay()}
                className="btn btn-primary mt-4 w-full"
              >
                {ORDER_COPY.payNow} {formatPaise(order.payment.amount)}
              </button>
            </section>
          )}
          <Panel title={ORDER_COPY.payment}>
            <p data-testid="payment-state">
              {PAYMENT_LABELS[order.paymentMethod]} · {paymentLabel(order)}
            </p>
            {order.status === 'cancelled' && order.paymentStatus !== 'due' && (
              <p className="mt-1 text-sm text-muted">{ORDER_COPY.refundHint}</p>
            )}
            {order.invoice ? (
              <DocumentLink orderId={order.id} document={order.invoice} token={token}>
                {ORDER_COPY.invoice}
              </DocumentLink>
            ) : (
              <p className="mt-2 text-sm text-muted">{ORDER_COPY.noInvoice}</p>
            )}
            {order.invoice && <p className="mt-2 text-sm text-muted">Invoice {order.invoice.number}</p>}
            {order.creditNotes.map((note) => (
              <div key={note.id}>
                <DocumentLink orderId={order.id} document={note} token={token}>
                  {ORDER_COPY.creditNote}
                </DocumentLink>
                <p className="mt-2 text-sm text-muted">
                  {order.invoice && note.total < order.invoice.total
                    ? `Credit note ${note.number} for ${formatPaise(note.total)} against invoice ${order.invoice.number}`
                    : `Credit note ${note.number} cancels invoice ${order.invoice?.number}`}
                </p>
              </div>
            ))}
          </Panel>
          <SlotPanel order={order} withKey={withKey} />
          <Panel title={ORDER_COPY.deliverTo}>
            <AddressLines name={order.name} address={order.delivery} />
            <p className="mt-1 text-muted">{indianPhoneDisplay(order.phone) ?? order.phone}</p>
          </Panel>
          <Panel title={ORDER_COPY.billTo}>
            <AddressLines name={order.name} address={order.billing} />
            {order.gstin && <p className="mt-1">GSTIN {order.gstin}</p>}
          </Panel>
          <Panel title={ORDER_COPY.history}>
            <ol className="space-y-2">
              {order.events.map((event, index) => (
                <li key={index}>
                  <span className="font-semibold">{statusLabel(event.status)}</span>
                  <span className="text-muted"> · {orderDate(event.at)}</span>
                  {event.note && <span className="block text-sm text-muted">{event.note}</span>}
                </li>
              ))}
            </ol>
            {order.trackingNumber && (
              <p className="mt-3">
                {ORDER_COPY.tracking}: {order.carrier} {order.trackingNumber}
              </p>
            )}
          </Panel>
          {order.canCancel && (
            <button
              type="button"
              disabled={cancelling}
              onClick={() => void cancel()}
              className="btn btn-outline w-full text-terracotta"
            >
              {ORDER_COPY.cancel}
            </button>
          )}
        </aside>
      </div>
      <ReturnsPanel order={order} token={token} withKey={withKey} />
    </div>
  );
}

/** A GST document: a plain download with the link's token, fetched with the sign-in otherwise. */
function DocumentLink({
  orderId,
  document,
  token,
  children,
}: {
  orderId: string;
  document: TaxDocumentRef;
  token: string | null;
  children: ReactNode;
}): ReactNode {
  const fileName = documentFileName(document);
  if (token) {
    return (
      <a
        href={documentUrl(orderId, document.id, token)}
        download={fileName}
        className="btn btn-outline mt-4 w-full"
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline mt-4 w-full"
      onClick={() =>
        void withToken((accessToken) => downloadDocument(orderId, document.id, accessToken, fileName)).catch(
          () => toast.error("We couldn't download the document. Please try again."),
        )
      }
    >
      {children}
    </button>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <section className="rounded-2xl bg-white p-6 text-[0.9375rem] text-charcoal shadow-soft ring-1 ring-sand/60">
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function AddressLines({ name, address }: { name: string; address: Order['delivery'] }): ReactNode {
  return (
    <address className="not-italic">
      {name}
      <br />
      {address.line1}
      <br />
      {address.area}
      {address.landmark ? `, ${address.landmark}` : ''}
      <br />
      {address.city}, {address.stateName} {address.pincode}
    </address>
  );
}

function Row({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
