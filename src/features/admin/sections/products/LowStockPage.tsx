// Low stock (decision 199): counted products at or below their low-stock threshold, fewest units first.
// The business gets the same list by e-mail each morning; a threshold is set in the product's editor.
import { Link } from '@tanstack/react-router';
import type { LowStockRow } from '@contract/admin/catalogue.ts';
import { PRODUCT_STATUS_LABELS } from '@contract/admin/rules.ts';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { useListState } from '../shared/list.ts';
import { LOW_STOCK_LIST } from './low-stock-list.ts';

export default function LowStockPage() {
  return (
    <RequirePermission permission="catalogue:read">
      <LowStockScreen />
    </RequirePermission>
  );
}

const units = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'unit' : 'units'}`;

const COLUMNS: AdminColumn<LowStockRow>[] = [
  {
    id: 'name',
    header: 'Product',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to="/products/$productId"
        params={{ productId: row.original.id }}
        className="font-medium text-teal underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  { id: 'sku', header: 'SKU', enableSorting: false, cell: ({ row }) => row.original.sku ?? '—' },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => PRODUCT_STATUS_LABELS[row.original.status],
  },
  {
    id: 'stock',
    header: 'In stock',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{units(row.original.stock_quantity)}</span>,
  },
  {
    id: 'threshold',
    header: 'Threshold',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{units(row.original.low_stock_threshold)}</span>,
  },
];

function LowStockScreen() {
  const [state, setState] = useListState(LOW_STOCK_LIST);
  const list = useAdminQuery('/admin/stock/low', { query: listQueryOf(state) }, { keepPrevious: true });
  return (
    <>
      <PageHeader
        title="Low stock"
        description="Products at or below their low-stock threshold, fewest units first. Set a threshold beside the units in stock in a product's editor; the business is e-mailed this list each morning."
      />
      <DataTable
        caption="Low stock"
        columns={COLUMNS}
        getRowId={(row) => row.id}
        {...pagedTable(list, 'products', [state, setState])}
        empty="Nothing is at or below its threshold."
      />
    </>
  );
}
