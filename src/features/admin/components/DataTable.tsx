// Every list of the back office: TanStack Table over one page the API has already searched, filtered,
// sorted and paged (manualPagination, manualSorting, manualFiltering). The list's state lives in the
// address (lib/list-state.ts), so a reload or a shared link shows the same rows. On a narrow screen the
// table scrolls sideways inside its own box.
import {
  columnFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZES } from '@contract/admin/rules.ts';
import type { PageInfo } from '@contract/admin/common.ts';
import type { ListState, PageSize } from '../lib/list-state.ts';
import { buttonClass, inputClass } from './fields.tsx';

export const adminTableFeatures = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
});
export type AdminFeatures = typeof adminTableFeatures;
export type AdminColumn<T extends RowData> = ColumnDef<AdminFeatures, T>;
export type { RowSelectionState };

const apply = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

interface DataTableProps<T extends RowData> {
  /** What the table lists, for its caption (read by screen readers). */
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  pagination: PageInfo | undefined;
  state: ListState;
  onStateChange: (next: ListState) => void;
  getRowId: (row: T) => string;
  loading?: boolean;
  error?: string | null;
  /** Row selection (bulk actions): the selected ids, kept by the screen. */
  selection?: RowSelectionState;
  onSelectionChange?: (next: RowSelectionState) => void;
  /** What to say when the page has no rows. */
  empty?: string;
  /** Above the table: the list's filters. */
  toolbar?: ReactNode;
}

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { state, onStateChange, pagination, selection } = props;
  const sorting: SortingState = useMemo(
    () => (state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : []),
    [state.sort, state.order],
  );
  const columnFilters: ColumnFiltersState = useMemo(
    () => Object.entries(state.filters).map(([id, value]) => ({ id, value })),
    [state.filters],
  );
  const paging: PaginationState = useMemo(
    () => ({ pageIndex: state.page - 1, pageSize: state.limit }),
    [state.page, state.limit],
  );
  const rows = useMemo(() => props.rows ?? [], [props.rows]);

  const table = useTable({
    features: adminTableFeatures,
    columns: props.columns,
    data: rows,
    getRowId: props.getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableRowSelection: !!props.onSelectionChange,
    rowCount: pagination?.total ?? 0,
    state: { sorting, columnFilters, pagination: paging, rowSelection: selection ?? {} },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      onStateChange({
        ...state,
        sort: first?.id,
        order: first ? (first.desc ? 'desc' : 'asc') : undefined,
        page: 1,
      });
    },
    onColumnFiltersChange: (updater) => {
      const next = apply(updater, columnFilters);
      const filters: Record<string, string> = {};
      for (const filter of next)
        if (filter.value !== undefined && filter.value !== '') filters[filter.id] = String(filter.value);
      onStateChange({ ...state, filters, page: 1 });
    },
    onPaginationChange: (updater) => {
      const next = apply(updater, paging);
      onStateChange({ ...state, page: next.pageIndex + 1, limit: next.pageSize as PageSize });
    },
    onRowSelectionChange: (updater) => props.onSelectionChange?.(apply(updater, selection ?? {})),
  });

  const total = pagination?.total ?? 0;
  const first = total === 0 ? 0 : (state.page - 1) * state.limit + 1;
  const last = Math.min(state.page * state.limit, total);
  const totalText = `${total.toLocaleString('en-IN')}${pagination?.totalCapped ? '+' : ''}`;

  return (
    <div className="space-y-3">
      {props.toolbar}
      {props.error ? (
        <p role="alert" className="rounded-lg bg-terracotta-soft px-4 py-3 text-sm">
          {props.error}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-sand bg-white" data-admin-table>
        <table
          className="w-full min-w-[40rem] border-collapse text-left text-sm"
          aria-busy={props.loading || undefined}
        >
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-cream text-xs tracking-wide text-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader
                    key={header.id}
                    sortable={header.column.getCanSort()}
                    direction={header.column.getIsSorted()}
                    onToggle={header.column.getToggleSortingHandler()}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </SortableHeader>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-sand/70 hover:bg-ivory" data-row-id={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-middle">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {!props.loading && rows.length === 0 ? (
              <tr>
                <td colSpan={props.columns.length} className="px-3 py-8 text-center text-muted">
                  {props.empty ?? 'Nothing matches.'}
                </td>
              </tr>
            ) : null}
            {props.loading && rows.length === 0 ? (
              <tr>
                <td colSpan={props.columns.length} className="px-3 py-8 text-center text-muted">
                  Loading…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <nav
        className="flex flex-wrap items-center justify-between gap-3 text-sm"
        aria-label={`${props.caption}: pages`}
      >
        <p aria-live="polite">
          {total === 0
            ? 'No rows'
            : `${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${totalText}`}
        </p>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2">
            <span>Rows</span>
            <select
              className={`${inputClass} w-auto`}
              value={state.limit}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
            >
              {ADMIN_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={buttonClass.small}
            onClick={() => table.previousPage()}
            disabled={!pagination?.hasPrev}
          >
            Previous
          </button>
          <span>Page {state.page}</span>
          <button
            type="button"
            className={buttonClass.small}
            onClick={() => table.nextPage()}
            disabled={!pagination?.hasNext}
          >
            Next
          </button>
        </div>
      </nav>
    </div>
  );
}

/** A column's header cell: a button that sorts by the column when it can, with the direction shown. */
export function SortableHeader(props: {
  sortable: boolean;
  direction: false | 'asc' | 'desc';
  onToggle: ((event: unknown) => void) | undefined;
  children: ReactNode;
}) {
  const { direction } = props;
  return (
    <th
      scope="col"
      className="px-3 py-2 font-semibold"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      {props.sortable && props.children !== null ? (
        <button
          type="button"
          className="inline-flex min-h-6 items-center gap-1 uppercase hover:text-teal"
          onClick={props.onToggle}
        >
          {props.children}
          <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
        </button>
      ) : (
        props.children
      )}
    </th>
  );
}

/** A header checkbox and row checkboxes for bulk actions. */
export function selectionColumn<T extends RowData>(): AdminColumn<T> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className="size-6 accent-teal"
        aria-label="Select every row on this page"
        checked={table.getIsAllPageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="size-6 accent-teal"
        aria-label={`Select row ${row.id}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
