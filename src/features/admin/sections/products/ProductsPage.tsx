// The products list: search, filters (category, stock, status, featured, price), sorting and pages done
// by the API and kept in the address; select rows for a bulk price change (previewed, rounded as the API
// rounds) or a bulk stock state.
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import type { AdminProductRow } from '@contract/admin/catalogue.ts';
import {
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  STOCK_STATUSES,
  STOCK_STATUS_LABELS,
  type StockStatusValue,
} from '@contract/admin/rules.ts';
import { discountApplies } from '@contract/money.ts';
import { formatINR } from '../../../../lib/money.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { pagedTable, useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import {
  DataTable,
  selectionColumn,
  type AdminColumn,
  type RowSelectionState,
} from '../../components/DataTable.tsx';
import { buttonClass, inputClass } from '../../components/fields.tsx';
import {
  listQueryOf,
  listSearchOf,
  parseListSearch,
  withFilter,
  type ListState,
} from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { categoryOptions, useCategories } from './categories.ts';
import { PRODUCT_LIST } from './list-config.ts';
import { BulkBar } from './BulkBar.tsx';

const route = getRouteApi('/app/products');

const date = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

export const statusBadge = (status: keyof typeof PRODUCT_STATUS_LABELS) => (
  <span
    className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
      status === 'published'
        ? 'bg-teal-soft text-teal-dark'
        : status === 'draft'
          ? 'bg-cream text-charcoal'
          : 'bg-sand text-charcoal'
    }`}
  >
    {PRODUCT_STATUS_LABELS[status]}
  </span>
);

const columns = (canWrite: boolean): AdminColumn<AdminProductRow>[] => [
  ...(canWrite ? [selectionColumn<AdminProductRow>()] : []),
  {
    id: 'name',
    header: 'Product',
    accessorKey: 'name',
    cell: ({ row }) => (
      <div className="flex min-w-48 items-center gap-3">
        {row.original.thumbnail_url ? (
          <img
            src={row.original.thumbnail_url}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded object-cover"
          />
        ) : (
          <span className="size-10 rounded pattern-jaali" aria-hidden="true" />
        )}
        <Link
          to="/products/$productId"
          params={{ productId: row.original.id }}
          className="font-semibold text-teal underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
      </div>
    ),
  },
  { id: 'sku', header: 'SKU', accessorKey: 'sku', cell: ({ row }) => row.original.sku ?? '—' },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => statusBadge(row.original.status),
  },
  {
    id: 'category',
    header: 'Category',
    enableSorting: false,
    cell: ({ row }) => row.original.category?.name ?? '—',
  },
  {
    id: 'price',
    header: 'Price',
    accessorKey: 'price',
    cell: ({ row }) => (
      <span className="whitespace-nowrap" data-price>
        {discountApplies(row.original.price, row.original.discount_price) ? (
          <>
            {formatINR(row.original.discount_price)}{' '}
            <del className="text-muted">{formatINR(row.original.price)}</del>
          </>
        ) : (
          formatINR(row.original.price)
        )}
        {row.original.variant_count > 0 ? (
          <span className="block text-xs text-muted">{row.original.variant_count} options</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'stock',
    header: 'Stock',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {STOCK_STATUS_LABELS[row.original.stock_status as StockStatusValue] ?? row.original.stock_status}
        {row.original.stock_quantity !== null ? (
          <span className="block text-xs text-muted">
            {row.original.stock_quantity.toLocaleString('en-IN')}{' '}
            {row.original.stock_quantity === 1 ? 'unit' : 'units'}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'featured',
    header: 'Featured',
    enableSorting: false,
    cell: ({ row }) => (row.original.is_featured ? 'Yes' : 'No'),
  },
  {
    id: 'updated_at',
    header: 'Updated',
    accessorKey: 'updated_at',
    cell: ({ row }) => date(row.original.updated_at),
  },
];

function Filters({ state, onChange }: { state: ListState; onChange: (next: ListState) => void }) {
  const categories = useCategories();
  const options = useMemo(() => categoryOptions(categories.data?.categories ?? []), [categories.data]);
  const [search, setSearch] = useState(state.filters.search ?? '');
  const [minPrice, setMinPrice] = useState(state.filters.minPrice ?? '');
  const [maxPrice, setMaxPrice] = useState(state.filters.maxPrice ?? '');
  const set = (key: string, value: string) => onChange(withFilter(state, key, value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(
      withFilter(withFilter(withFilter(state, 'search', search), 'minPrice', minPrice), 'maxPrice', maxPrice),
    );
  };
  const select = (key: string, label: string, values: readonly { value: string; label: string }[]) => (
    <label className="text-sm">
      <span className="mb-1 block font-semibold">{label}</span>
      <select
        className={inputClass}
        value={state.filters[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">Any</option>
        {values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-sand bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      role="search"
      aria-label="Filter products"
    >
      <label className="text-sm sm:col-span-2">
        <span className="mb-1 block font-semibold">Search</span>
        <input
          type="search"
          className={inputClass}
          value={search}
          placeholder="Name, SKU or address"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {select('category_id', 'Category', options)}
      {select(
        'status',
        'Status',
        PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] })),
      )}
      {select(
        'stock_status',
        'Stock',
        STOCK_STATUSES.map((value) => ({ value, label: STOCK_STATUS_LABELS[value] })),
      )}
      {select('featured', 'Featured', [
        { value: 'true', label: 'Featured' },
        { value: 'false', label: 'Not featured' },
      ])}
      <label className="text-sm">
        <span className="mb-1 block font-semibold">Lowest price (₹)</span>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          className={inputClass}
          value={minPrice}
          onChange={(event) => setMinPrice(event.target.value)}
        />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-semibold">Highest price (₹)</span>
        <input
          type="number"
          min={0}
          inputMode="numeric"
          className={inputClass}
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
        />
      </label>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={buttonClass.secondary}>
          Search
        </button>
        <button
          type="button"
          className={buttonClass.outline}
          onClick={() => {
            setSearch('');
            setMinPrice('');
            setMaxPrice('');
            onChange({ ...state, filters: {}, page: 1 });
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}

function ProductsList() {
  const { can } = useAdmin();
  const canWrite = can('catalogue:write');
  const search = route.useSearch();
  const navigate = useNavigate();
  const state = parseListSearch(search, PRODUCT_LIST);
  const setState = (next: ListState) => void navigate({ to: '/products', search: listSearchOf(next) });
  const query = useAdminQuery('/admin/products', { query: listQueryOf(state) }, { keepPrevious: true });
  const [selection, setSelection] = useState<RowSelectionState>({});
  // Rows selected on any page, remembered so that the preview can show them after paging on.
  const [known, setKnown] = useState<Record<string, AdminProductRow>>({});
  const onSelectionChange = (next: RowSelectionState) => {
    setSelection(next);
    const rows = { ...known };
    for (const row of query.data?.products ?? []) if (next[row.id]) rows[row.id] = row;
    setKnown(rows);
  };
  const selected = Object.keys(selection)
    .filter((id) => selection[id])
    .map((id) => known[id])
    .filter((row): row is AdminProductRow => !!row);
  const tableColumns = useMemo(() => columns(canWrite), [canWrite]);

  const bulkPrice = useAdminMutation({
    method: 'post',
    path: '/admin/products/bulk/price',
    invalidates: ['/admin/products', '/admin/dashboard'],
    success: (data) => `Prices changed on ${data.updated} products`,
    onSuccess: () => setSelection({}),
  });
  const bulkStock = useAdminMutation({
    method: 'post',
    path: '/admin/products/bulk/stock',
    invalidates: ['/admin/products'],
    success: (data) => `Stock changed on ${data.updated} products`,
    onSuccess: () => setSelection({}),
  });

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product of every status. Drafts and archived products never appear in the shop."
        actions={
          canWrite ? (
            <Link to="/products/new" className={buttonClass.primary}>
              New product
            </Link>
          ) : null
        }
      />
      {canWrite && selected.length > 0 ? (
        <BulkBar
          selected={selected}
          busy={bulkPrice.isPending || bulkStock.isPending}
          onClear={() => setSelection({})}
          onPrice={(mode, value) => bulkPrice.mutate({ ids: selected.map((row) => row.id), mode, value })}
          onStock={(stock_status) => bulkStock.mutate({ ids: selected.map((row) => row.id), stock_status })}
          priceError={bulkPrice.error ? adminErrorMessage(bulkPrice.error) : null}
        />
      ) : null}
      <DataTable
        caption="Products"
        columns={tableColumns}
        getRowId={(row) => row.id}
        {...pagedTable(query, 'products', [state, setState])}
        {...(canWrite ? { selection, onSelectionChange } : {})}
        empty="No product matches these filters."
        toolbar={<Filters key={JSON.stringify(state.filters)} state={state} onChange={setState} />}
      />
    </>
  );
}

export default function ProductsPage() {
  return (
    <RequirePermission permission="catalogue:read">
      <ProductsList />
    </RequirePermission>
  );
}
