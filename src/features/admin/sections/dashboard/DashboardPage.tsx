// The dashboard: today's sales, the payments that need someone, design projects' payments due by age, new leads
// per week by status, bookings by day and slot
// for the next two weeks, the most viewed and most wishlisted products, and the live site's build.
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { PaymentAlertKind } from '@contract/orders.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminQuery } from '../../api/queries.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { formatPaise } from '@contract/money.ts';
import { formatDateTime } from '../shared/format.ts';
import { LiveBuild } from '../publishing/PublishingPage.tsx';
import { BarChart } from './BarChart.tsx';
import { bookingsChart, leadsChart } from './chart-data.ts';

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-sand bg-white p-4 sm:p-6 ${className}`} aria-label={title}>
      <h2 className="mb-3 font-serif text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function TopList({
  items,
  unit,
  canOpen,
}: {
  items: { id: string; name: string; count: number }[];
  unit: string;
  canOpen: boolean;
}) {
  if (items.length === 0) return <p className="text-sm text-muted">Nothing yet.</p>;
  return (
    <ol className="space-y-1 text-sm">
      {items.map((item, index) => (
        <li
          key={item.id}
          className="flex items-baseline justify-between gap-3 border-b border-sand/60 py-1 last:border-0"
        >
          <span>
            <span className="mr-2 text-muted">{index + 1}.</span>
            {canOpen ? (
              <Link
                to="/products/$productId"
                params={{ productId: item.id }}
                className="text-teal underline-offset-2 hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </span>
          <span className="whitespace-nowrap text-muted">
            {item.count.toLocaleString('en-IN')} {unit}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Orders placed today (India time) that stand, and what they come to; for staff who may see orders. */
function TodaysSales() {
  const query = useAdminQuery('/admin/orders/today', undefined, {
    refetchInterval: 60_000,
  });
  return (
    <Card title="Today's sales" className="xl:col-span-2">
      {query.error ? (
        <p role="alert">{adminErrorMessage(query.error)}</p>
      ) : query.data ? (
        <p className="text-charcoal">
          <span className="font-serif text-3xl font-semibold tabular-nums" data-testid="todays-sales">
            {formatPaise(query.data.total)}
          </span>{' '}
          <span className="text-muted">
            from {query.data.orders.toLocaleString('en-IN')} {query.data.orders === 1 ? 'order' : 'orders'}
          </span>
        </p>
      ) : (
        <p role="status">Loading…</p>
      )}
      <Link to="/orders" className="mt-3 inline-block text-sm font-semibold text-teal underline">
        All orders
      </Link>
    </Card>
  );
}

const ALERT_LABELS: Readonly<Record<PaymentAlertKind, string>> = {
  payment_not_applied: 'Payment not applied',
  refund_failed: 'Refund failed',
  reconcile_failed: 'Payment not settled',
};

/**
 * What someone must look at about orders' money (decisions 163 and 164): a payment that did not match
 * its order, a refund that failed, an order the reconciliation could not settle. Each is also e-mailed
 * to the business, and leaves the list by itself once settled.
 */
function PaymentAlerts() {
  const query = useAdminQuery('/admin/orders/alerts', undefined, { refetchInterval: 60_000 });
  return (
    <Card title="Payments needing attention" className="xl:col-span-2">
      {query.error ? (
        <p role="alert">{adminErrorMessage(query.error)}</p>
      ) : !query.data ? (
        <p role="status">Loading…</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">Nothing needs attention.</p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="payment-alerts">
          {query.data.map((alert) => (
            <li key={alert.id} className="border-b border-sand/60 pb-2 last:border-0">
              <Link
                to="/orders/$orderId"
                params={{ orderId: alert.orderId }}
                className="font-semibold text-teal underline-offset-2 hover:underline"
              >
                Order {alert.orderNumber}
              </Link>{' '}
              · {ALERT_LABELS[alert.kind]} ·{' '}
              <span className="text-muted">{formatDateTime(alert.raisedAt)}</span>
              <span className="block">{alert.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Cart reminders and what came of them (decision 207), as the server counts them. */
function CartRecovery({
  data,
}: {
  data: { reminders_sent: number; carts_recovered: number; recovered_paise: number };
}) {
  return (
    <Card title="Cart reminders, last 30 days">
      <dl className="grid grid-cols-3 gap-4 text-sm" data-testid="cart-recovery">
        <div>
          <dt className="text-muted">Reminders sent</dt>
          <dd className="text-2xl font-semibold tabular-nums">{data.reminders_sent}</dd>
        </div>
        <div>
          <dt className="text-muted">Carts recovered</dt>
          <dd className="text-2xl font-semibold tabular-nums">{data.carts_recovered}</dd>
        </div>
        <div>
          <dt className="text-muted">Recovered orders</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatPaise(data.recovered_paise)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">
        A cart counts as recovered when its customer orders within 7 days of the reminder.
      </p>
    </Card>
  );
}

function Dashboard() {
  const { can } = useAdmin();
  const query = useAdminQuery('/admin/dashboard', undefined, { refetchInterval: 60_000 });
  const leads = useMemo(() => (query.data ? leadsChart(query.data.leads_per_week) : null), [query.data]);
  const bookings = useMemo(() => (query.data ? bookingsChart(query.data.bookings) : null), [query.data]);
  return (
    <>
      <PageHeader title="Dashboard" description="How the shop is doing, and the state of the live site." />
      {query.error ? (
        <p role="alert" className="rounded-lg bg-terracotta-soft p-4">
          {adminErrorMessage(query.error)}
        </p>
      ) : null}
      {query.data && leads && bookings ? (
        <div className="grid gap-6 xl:grid-cols-2">
          {can('orders:read') ? <TodaysSales /> : null}
          {can('orders:read') ? <PaymentAlerts /> : null}
          {can('orders:read') ? <CartRecovery data={query.data.cart_recovery} /> : null}
          {can('projects:read') ? (
            <Card title="Design projects: payments due" className="xl:col-span-2">
              <table className="w-full text-sm" data-testid="receivables">
                <caption className="sr-only">Stages due and unpaid, by how long they have been due</caption>
                <thead>
                  <tr className="text-left text-muted">
                    <th scope="col" className="py-1 font-normal">
                      Due for
                    </th>
                    <th scope="col" className="py-1 text-right font-normal">
                      Stages
                    </th>
                    <th scope="col" className="py-1 text-right font-normal">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.receivables.buckets.map((bucket) => (
                    <tr key={bucket.label} className="border-t border-sand/60">
                      <th scope="row" className="py-1 text-left font-normal">
                        {bucket.label}
                      </th>
                      <td className="py-1 text-right tabular-nums">{bucket.stages}</td>
                      <td className="py-1 text-right tabular-nums">{formatPaise(bucket.amount_paise)}</td>
                    </tr>
                  ))}
                  <tr className="border-t border-sand font-semibold">
                    <th scope="row" className="py-1 text-left">
                      Total
                    </th>
                    <td />
                    <td className="py-1 text-right tabular-nums">
                      {formatPaise(query.data.receivables.total_paise)}
                    </td>
                  </tr>
                </tbody>
              </table>
            </Card>
          ) : null}
          <Card title="The live site" className="xl:col-span-2">
            <LiveBuild data={query.data.build} />
            {can('builds:read') ? (
              <Link to="/publishing" className="mt-3 inline-block text-sm font-semibold text-teal underline">
                Publishing and the last builds
              </Link>
            ) : null}
          </Card>
          <Card title="New leads per week, by status">
            {leads.series.length > 0 ? (
              <BarChart title="New leads per week, by status" data={leads} />
            ) : (
              <p className="text-sm text-muted">No leads in the last eight weeks.</p>
            )}
          </Card>
          <Card title="Consultation bookings, next two weeks">
            {bookings.series.length > 0 ? (
              <>
                <BarChart title="Consultation bookings by day and slot" data={bookings} stacked={false} />
                <p className="mt-1 text-xs text-muted">
                  Seats per slot:{' '}
                  {Object.entries(bookings.capacity)
                    .map(([time, seats]) => `${time} ${seats}`)
                    .join(', ')}
                  .
                </p>
              </>
            ) : (
              <p className="text-sm text-muted">No consultation slots in the next two weeks.</p>
            )}
          </Card>
          <Card title="Most viewed products">
            <TopList
              canOpen={can('catalogue:read')}
              unit="views"
              items={query.data.most_viewed.map((item) => ({
                id: item.id,
                name: item.name,
                count: item.views,
              }))}
            />
          </Card>
          <Card title="Most wishlisted products">
            <TopList
              canOpen={can('catalogue:read')}
              unit="wishlists"
              items={query.data.most_wishlisted.map((item) => ({
                id: item.id,
                name: item.name,
                count: item.wishlists,
              }))}
            />
          </Card>
        </div>
      ) : !query.error ? (
        <p role="status">Loading the dashboard…</p>
      ) : null}
    </>
  );
}

export default function DashboardPage() {
  return (
    <RequirePermission permission="dashboard:read">
      <Dashboard />
    </RequirePermission>
  );
}
