// The columns of a list of returns (decision 197): the number that opens it, when it was asked, its kind
// and state, the order it belongs to, the customer and how many units. The Returns list and an order's
// page share them.
import type { AdminReturnList } from '@contract/returns.ts';
import type { LocalColumn } from '../../components/LocalTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { formatDateTime } from '../shared/format.ts';
import { KIND_LABELS } from './return-actions.ts';

export type ReturnRow = AdminReturnList['items'][number];

export const RETURN_COLUMNS: LocalColumn<ReturnRow>[] = [
  {
    id: 'number',
    header: 'Return',
    enableSorting: false,
    cell: ({ row }) => (
      <RowLink to="/returns/$returnId" params={{ returnId: row.original.id }}>
        {row.original.number}
      </RowLink>
    ),
  },
  {
    id: 'createdAt',
    header: 'Requested',
    accessorFn: (item) => item.createdAt,
    sortFn: 'basic',
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  { id: 'kind', header: 'Kind', enableSorting: false, cell: ({ row }) => KIND_LABELS[row.original.kind] },
  { id: 'state', header: 'State', enableSorting: false, cell: ({ row }) => row.original.stateLabel },
  {
    id: 'order',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <RowLink to="/orders/$orderId" params={{ orderId: row.original.orderId }}>
        {row.original.orderNumber}
      </RowLink>
    ),
  },
  { id: 'customer', header: 'Customer', enableSorting: false, cell: ({ row }) => row.original.customerName },
  {
    id: 'units',
    header: 'Units',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{row.original.units}</span>,
  },
];
