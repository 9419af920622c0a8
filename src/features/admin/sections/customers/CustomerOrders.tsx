// A customer's or a guest buyer's orders, paged, newest first, each opening the order (decision 157).
// Its page and rows a page are the section's own, not the address's: the page around it has its own list.
import { useState } from 'react';
import type { AdminCustomerOrder } from '@contract/admin/operations.ts';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { listQueryOf, type ListState } from '../../lib/list-state.ts';
import { formatDateTime } from '../shared/format.ts';
import { orderNumberColumn, orderStatusColumn, orderTotalColumn } from '../shared/order-columns.tsx';

const COLUMNS: AdminColumn<AdminCustomerOrder>[] = [
  orderNumberColumn(),
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
  orderTotalColumn(),
  { id: 'payment', header: 'Payment', enableSorting: false, cell: ({ row }) => row.original.payment_status },
  orderStatusColumn(),
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
        getRowId={(order) => order.id}
        {...pagedTable(list, 'orders', [state, setState])}
        empty="No orders."
      />
    </section>
  );
}
