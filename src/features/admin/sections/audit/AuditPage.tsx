// The audit log: every admin write, newest first, filtered by person, kind of record and days; each entry
// opens to show what changed, field by field.
import type { AuditEntry } from '@contract/admin/operations.ts';
import { useAdmin } from '../../admin-context.tsx';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../shared/Filters.tsx';
import { formatDateTime, fullName } from '../shared/format.ts';
import { useListState } from '../shared/list.ts';
import { diffValues, showValue } from './diff.ts';
import { AUDIT_LIST } from './list-config.ts';

const ENTITY_TYPES = [
  'product',
  'category',
  'review',
  'lead',
  'project',
  'designer',
  'customer',
  'staff',
  'import_job',
  'site',
];

export default function AuditPage() {
  return (
    <RequirePermission permission="audit:read">
      <AuditScreen />
    </RequirePermission>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = diffValues(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-muted">No field changed</span>;
  return (
    <details>
      <summary className="min-h-6 cursor-pointer text-teal underline">
        {lines.length} field{lines.length === 1 ? '' : 's'}
      </summary>
      <table className="mt-2 w-full text-xs">
        <caption className="sr-only">What changed</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-2 text-left">
              Field
            </th>
            <th scope="col" className="pr-2 text-left">
              Before
            </th>
            <th scope="col" className="text-left">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.path} data-diff-kind={line.kind} className="align-top">
              <th scope="row" className="pr-2 text-left font-mono font-normal">
                {line.path}
              </th>
              <td className="pr-2 break-all">
                {line.kind === 'added' ? (
                  '—'
                ) : (
                  <del className="bg-terracotta-soft">{showValue(line.before)}</del>
                )}
              </td>
              <td className="break-all">
                {line.kind === 'removed' ? (
                  '—'
                ) : (
                  <ins className="bg-teal-soft no-underline">{showValue(line.after)}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const COLUMNS: AdminColumn<AuditEntry>[] = [
  // Newest first until asked: the first click turns the list to oldest first.
  {
    id: 'at',
    accessorKey: 'at',
    header: 'When',
    sortDescFirst: false,
    cell: ({ row }) => formatDateTime(row.original.at),
  },
  {
    id: 'actor',
    header: 'Who',
    enableSorting: false,
    cell: ({ row }) => row.original.actor?.name ?? 'The system',
  },
  {
    id: 'action',
    header: 'What',
    enableSorting: false,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.action}</span>,
  },
  {
    id: 'entity',
    header: 'Record',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="text-xs">
        {row.original.entity_type}
        {row.original.entity_id ? (
          <span className="block font-mono text-muted">{row.original.entity_id}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    enableSorting: false,
    cell: ({ row }) => <Changes entry={row.original} />,
  },
];

function AuditScreen() {
  const { can } = useAdmin();
  const [state, setState] = useListState(AUDIT_LIST);
  const list = useAdminQuery(
    '/admin/audit',
    { query: listQueryOf(state) },
    {
      keepPrevious: true,
    },
  );
  const staff = useAdminQuery('/admin/staff', undefined, {
    enabled: can('staff:read'),
    staleTime: 60_000,
  });
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the back office. Entries are never edited."
      />
      <DataTable
        caption="Audit log"
        columns={COLUMNS}
        getRowId={(entry) => entry.id}
        {...pagedTable(list, 'entries', [state, setState])}
        empty="No entry matches these filters."
        toolbar={
          <FilterBar>
            <SelectFilter
              state={state}
              onChange={setState}
              name="actor_id"
              label="Person"
              options={(staff.data?.staff ?? []).map((member) => ({
                value: member.id,
                label: fullName(member.first_name, member.last_name) || member.email,
              }))}
            />
            <SelectFilter
              state={state}
              onChange={setState}
              name="entity_type"
              label="Kind of record"
              options={ENTITY_TYPES.map((type) => ({ value: type, label: type.replace('_', ' ') }))}
            />
            <SearchFilter state={state} onChange={setState} name="entity_id" label="Record id" />
            <DateFilter state={state} onChange={setState} name="from" label="From" />
            <DateFilter state={state} onChange={setState} name="to" label="To" />
          </FilterBar>
        }
      />
    </>
  );
}
