// A short list the API returns whole (staff, designers): TanStack Table sorts it in the browser, with
// the same headers and look as DataTable. Nothing to page or filter; the sort is the screen's own.
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { SortableHeader } from './DataTable.tsx';

export const localTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
});
export type LocalColumn<T extends RowData> = ColumnDef<typeof localTableFeatures, T>;

interface LocalTableProps<T extends RowData> {
  /** What the table lists, for its caption (read by screen readers). */
  caption: string;
  columns: LocalColumn<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** The sort it opens with (a column id). */
  initialSort?: { id: string; desc: boolean };
  loading?: boolean;
  /** What to say when there are no rows. */
  empty?: string;
  /** Extra attributes of a row's element (data-… for finding it). */
  rowProps?: (row: T) => Record<string, string>;
}

export function LocalTable<T extends RowData>(props: LocalTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ? [props.initialSort] : []);
  const rows = useMemo(() => props.rows ?? [], [props.rows]);
  const table = useTable({
    features: localTableFeatures,
    columns: props.columns,
    data: rows,
    getRowId: props.getRowId,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) =>
      setSorting((old) => (typeof updater === 'function' ? updater(old) : updater)),
  });

  let status: ReactNode = null;
  if (props.loading && rows.length === 0) status = 'Loading…';
  else if (!props.loading && rows.length === 0) status = props.empty ?? 'Nothing here yet.';

  return (
    <div className="overflow-x-auto rounded-xl border border-sand bg-white" data-admin-table>
      <table
        className="w-full min-w-[36rem] border-collapse text-left text-sm"
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
            <tr
              key={row.id}
              className="border-t border-sand/70 hover:bg-ivory"
              data-row-id={row.id}
              {...props.rowProps?.(row.original)}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {status ? (
            <tr>
              <td colSpan={props.columns.length} className="px-3 py-6 text-center text-muted">
                {status}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
