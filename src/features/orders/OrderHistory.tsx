// Order History, /orders (docs/orders.md): the signed-in customer's orders, newest first, each opening
// its order page. Guest orders placed with the customer's confirmed e-mail address are listed too.
import { useEffect, useState, type ReactNode } from 'react';
import type { OrderSummaryData } from '@contract/orders.ts';

import { AccountIcon, AuthGate, PageSpinner, reportFailure, withToken } from '../account/index.ts';
import { ordersApi } from './orders-api.ts';
import { formatPaise, ORDER_COPY, orderDate, PAYMENT_LABELS, statusLabel } from './orders-copy.ts';

export default function OrderHistory(): ReactNode {
  return (
    <AuthGate>
      <OrderList />
    </AuthGate>
  );
}

function OrderList(): ReactNode {
  const [orders, setOrders] = useState<OrderSummaryData[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    withToken((token) => ordersApi.mine(token))
      .then(setOrders)
      .catch((error: unknown) => {
        reportFailure(error);
        setFailed(true);
      });
  }, []);

  if (failed) return null;
  if (!orders) return <PageSpinner />;
  if (orders.length === 0) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-soft text-teal">
          <AccountIcon name="receipt" size={26} />
        </span>
        <h2 className="mt-5 text-2xl font-medium text-charcoal">{ORDER_COPY.none}</h2>
        <p className="mt-2 text-muted">{ORDER_COPY.noneHint}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href="/products" className="btn btn-primary">
            Browse Products
          </a>
          <a href="/projects" className="btn btn-outline">
            My Projects
          </a>
        </div>
      </section>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.id}>
          <a
            href={`/orders/view?id=${encodeURIComponent(order.id)}`}
            className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand/60 transition hover:ring-teal"
          >
            <span>
              <span className="block text-lg font-semibold text-charcoal">Order {order.number}</span>
              <span className="block text-muted">
                {orderDate(order.createdAt)} · {order.firstItem}
                {order.itemCount > 1 ? ` and ${order.itemCount - 1} more` : ''}
              </span>
              <span className="block text-sm text-muted">{PAYMENT_LABELS[order.paymentMethod]}</span>
            </span>
            <span className="text-right">
              <span className="block font-display text-xl text-charcoal tabular-nums">
                {formatPaise(order.totals.total)}
              </span>
              <span className="mt-1 inline-block rounded-full bg-cream px-3 py-1 text-sm font-semibold text-charcoal">
                {statusLabel(order.status)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
