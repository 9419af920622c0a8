// The columns every list of orders shares: the number that opens the order, the total and the status.
import type { RowData } from '@tanstack/react-table';
import { formatPaise } from '@contract/money.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@contract/order-rules.ts';
import type { AdminColumn } from '../../components/DataTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';

export const orderNumberColumn = <T extends RowData & { id: string; number: string }>(): AdminColumn<T> => ({
  id: 'number',
  header: 'Order',
  enableSorting: false,
  cell: ({ row }) => (
    <RowLink to="/orders/$orderId" params={{ orderId: row.original.id }}>
      {row.original.number}
    </RowLink>
  ),
});

export const orderTotalColumn = <T extends RowData & { total: number }>(): AdminColumn<T> => ({
  id: 'total',
  header: 'Total',
  enableSorting: false,
  cell: ({ row }) => <span className="tabular-nums">{formatPaise(row.original.total)}</span>,
});

export const orderStatusColumn = <T extends RowData & { status: OrderStatus }>(): AdminColumn<T> => ({
  id: 'status',
  header: 'Status',
  enableSorting: false,
  cell: ({ row }) => ORDER_STATUS_LABELS[row.original.status],
});
