// A customer's or a guest buyer's orders, paged, newest first, each opening the order (decision 157).
// Its page and rows a page are the section's own, not the address's: the page around it has its own list.
import { useState } from 'react';
import type { AdminCustomerOrder } from '../../../../../contract/admin/operations.ts';
import { ORDER_STATUS_LABELS } from '../../../../../contract/order-rules.ts';
import { tableStatus, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { listQueryOf, type ListState } from '../../lib/list-state.ts';
import { formatPaise } from '../../../../../contract/money.ts';
import { formatDateTime } from '../shared/format.ts';

const COLUMNS: AdminColumn<AdminCustomerOrder>[] = [
  {
    id: 'number',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <RowLink to="/orders/$orderId" params={{ orderId: row.original.id }}>
        {row.original.number}
      </RowLink>
    ),
  },
  {
    id: 'placed',
    header: 'Placed',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {formatDateTime(row.original.created_at)}
        {row.original.guest ? <span className="text-muted"> · as a guest</span> : null}
      </>
    ),
  },
  { id: 'items', header: 'Items', enableSorting: false, cell: ({ row }) => row.original.item_count },
  {
    id: 'total',
    header: 'Total',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{formatPaise(row.original.total)}</span>,
  },
  { id: 'payment', header: 'Payment', enableSorting: false, cell: ({ row }) => row.original.payment_status },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => ORDER_STATUS_LABELS[row.original.status],
  },
];

const FIRST_PAGE: ListState = { page: 1, limit: 25, sort: undefined, order: undefined, filters: {} };

/** A customer's orders (by their id), or a guest buyer's (by their e-mail address). */
export function CustomerOrders({
  customerId,
  email,
}: { customerId: string; email?: undefined } | { customerId?: undefined; email: string }) {
  const [state, setState] = useState(FIRST_PAGE);
  const query = listQueryOf(state);
  const ofCustomer = useAdminQuery(
    '/admin/customers/{id}/orders',
    { path: { id: customerId ?? '' }, query },
    { keepPrevious: true, enabled: customerId !== undefined },
  );
  const ofGuest = useAdminQuery(
    '/admin/customers/guests/orders',
    { query: { ...query, email: email ?? '' } },
    { keepPrevious: true, enabled: email !== undefined },
  );
  const list = customerId !== undefined ? ofCustomer : ofGuest;
  return (
    <section aria-labelledby="customer-orders" className="space-y-2">
      <h2 id="customer-orders" className="font-semibold">
        Orders
      </h2>
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        rows={list.data?.orders}
        pagination={list.data?.pagination}
        state={state}
        onStateChange={setState}
        getRowId={(order) => order.id}
        {...tableStatus(list)}
        empty="No orders."
      />
    </section>
  );
}
