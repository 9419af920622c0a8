// Orders: newest first, filtered by status and found by number, name, e-mail or phone.
import type { AdminOrderRow } from '@contract/admin/orders.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUS_LABELS } from '@contract/order-rules.ts';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../shared/Filters.tsx';
import { formatDateTime } from '../shared/format.ts';
import { orderNumberColumn, orderStatusColumn, orderTotalColumn } from '../shared/order-columns.tsx';
import { useListState } from '../shared/list.ts';
import { ORDERS_LIST } from './list-config.ts';
import { PAYMENT_METHOD_LABELS } from './order-actions.ts';
import { indiaToday } from '@contract/leads-rules.ts';
import { DayInvoices, OrdersExportButton } from './DispatchTools.tsx';

export default function OrdersPage() {
  return (
    <RequirePermission permission="orders:read">
      <OrdersScreen />
    </RequirePermission>
  );
}

const COLUMNS: AdminColumn<AdminOrderRow>[] = [
  orderNumberColumn(),
  {
    id: 'placed',
    header: 'Placed',
    enableSorting: false,
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  { id: 'name', header: 'Customer', enableSorting: false, cell: ({ row }) => row.original.name },
  { id: 'city', header: 'City', enableSorting: false, cell: ({ row }) => row.original.city },
  { id: 'items', header: 'Items', enableSorting: false, cell: ({ row }) => row.original.itemCount },
  orderTotalColumn(),
  {
    id: 'payment',
    header: 'Payment',
    enableSorting: false,
    cell: ({ row }) =>
      `${PAYMENT_METHOD_LABELS[row.original.paymentMethod]} · ${PAYMENT_STATUS_LABELS[row.original.paymentStatus]}`,
  },
  orderStatusColumn(),
];

function OrdersScreen() {
  const [state, setState] = useListState(ORDERS_LIST);
  const list = useAdminQuery(
    '/admin/orders',
    { query: listQueryOf(state) },
    {
      keepPrevious: true,
    },
  );
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order, newest first. Open one to confirm, ship or cancel it."
        actions={<OrdersExportButton filters={state.filters} />}
      />
      <DayInvoices today={indiaToday()} />
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        getRowId={(order) => order.id}
        {...pagedTable(list, 'orders', [state, setState])}
        empty="No order matches."
        toolbar={
          <FilterBar>
            <SelectFilter
              state={state}
              onChange={setState}
              name="status"
              label="Status"
              options={ORDER_STATUSES.map((status) => ({
                value: status,
                label: ORDER_STATUS_LABELS[status],
              }))}
            />
            <SearchFilter
              state={state}
              onChange={setState}
              name="search"
              label="Order number, name, e-mail or phone"
            />
            <DateFilter state={state} onChange={setState} name="from" label="Placed from" />
            <DateFilter state={state} onChange={setState} name="to" label="Placed to" />
          </FilterBar>
        }
      />
    </>
  );
}
