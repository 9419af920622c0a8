// Design projects: searched by name or customer, filtered by status and designer.
import { Link } from '@tanstack/react-router';
import { projectStatusLabel } from '@contract/account-rules.ts';
import type { AdminProject } from '@contract/admin/leads.ts';
import { useAdmin } from '../../admin-context.tsx';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { buttonClass } from '../../components/fields.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../shared/Filters.tsx';
import { formatDate, formatDateTime, formatRupeesOrDash, fullName } from '../shared/format.ts';
import { useListState } from '../shared/list.ts';
import { STATUS_OPTIONS } from './ProjectFields.tsx';
import { PROJECTS_LIST } from './projects-list.ts';

export default function ProjectsPage() {
  return (
    <RequirePermission permission="projects:read">
      <ProjectsScreen />
    </RequirePermission>
  );
}

const customerOf = (project: AdminProject) =>
  project.customer.erased ? 'Erased customer' : (project.customer.name ?? project.customer.email ?? '—');

const COLUMNS: AdminColumn<AdminProject>[] = [
  {
    id: 'project_name',
    accessorKey: 'project_name',
    header: 'Project',
    sortDescFirst: false,
    cell: ({ row }) => (
      <RowLink to="/projects/$projectId" params={{ projectId: row.original.id }}>
        {row.original.project_name}
      </RowLink>
    ),
  },
  { id: 'customer', header: 'Customer', enableSorting: false, cell: ({ row }) => customerOf(row.original) },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => projectStatusLabel(row.original.status),
  },
  {
    id: 'designer',
    header: 'Designer',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.designer
        ? fullName(row.original.designer.first_name, row.original.designer.last_name)
        : '—',
  },
  {
    id: 'budget',
    header: 'Budget',
    enableSorting: false,
    cell: ({ row }) =>
      `${formatRupeesOrDash(row.original.budget_min)} – ${formatRupeesOrDash(row.original.budget_max)}`,
  },
  {
    id: 'updated_at',
    accessorKey: 'updated_at',
    header: 'Updated',
    sortDescFirst: true,
    cell: ({ row }) => formatDateTime(row.original.updated_at),
  },
  {
    id: 'created_at',
    accessorKey: 'created_at',
    header: 'Opened',
    sortDescFirst: false,
    cell: ({ row }) => formatDate(row.original.created_at),
  },
];

function ProjectsScreen() {
  const { can } = useAdmin();
  const [state, setState] = useListState(PROJECTS_LIST);
  const list = useAdminQuery(
    '/admin/projects',
    { query: listQueryOf(state) },
    {
      keepPrevious: true,
    },
  );
  const designers = useAdminQuery('/admin/designers', undefined, { staleTime: 60_000 });
  return (
    <>
      <PageHeader
        title="Design projects"
        actions={
          <>
            <Link to="/designers" className={buttonClass.outline}>
              Designers
            </Link>
            {can('projects:write') ? (
              <Link to="/projects/new" className={buttonClass.primary}>
                New project
              </Link>
            ) : null}
          </>
        }
      />
      <DataTable
        caption="Design projects"
        columns={COLUMNS}
        getRowId={(project) => project.id}
        {...pagedTable(list, 'projects', [state, setState])}
        empty="No project matches these filters."
        toolbar={
          <FilterBar>
            <SearchFilter state={state} onChange={setState} name="search" label="Project or customer" />
            <SelectFilter
              state={state}
              onChange={setState}
              name="status"
              label="Status"
              options={STATUS_OPTIONS}
            />
            <SelectFilter
              state={state}
              onChange={setState}
              name="designer_id"
              label="Designer"
              options={(designers.data?.designers ?? []).map((designer) => ({
                value: designer.id,
                label: fullName(designer.first_name, designer.last_name),
              }))}
            />
          </FilterBar>
        }
      />
    </>
  );
}
