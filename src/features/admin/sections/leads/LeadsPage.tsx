// Leads: consultation bookings, contact messages and callbacks to order, filtered by kind, status, assignee, words and days.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AdminLead } from '@contract/admin/leads.ts';
import { LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@contract/admin/rules.ts';
import { useAdmin } from '../../admin-context.tsx';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../shared/Filters.tsx';
import { formatDate, formatDateTime, fullName } from '../shared/format.ts';
import { useListState } from '../shared/list.ts';
import { useAssigneeOptions } from './assignees.ts';
import { KIND_LABELS, LEADS_LIST } from './leads-list.ts';

export default function LeadsPage() {
  return (
    <RequirePermission permission="leads:read">
      <LeadsScreen />
    </RequirePermission>
  );
}

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

function LeadsScreen() {
  const [state, setState] = useListState(LEADS_LIST);
  const { me } = useAdmin();
  const assignees = useAssigneeOptions();
  const list = useAdminQuery(
    '/admin/leads',
    { query: listQueryOf(state) },
    {
      keepPrevious: true,
    },
  );

  const columns = useMemo<AdminColumn<AdminLead>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        enableSorting: false,
        cell: ({ row }) => (
          <RowLink to="/leads/$leadId" params={{ leadId: row.original.id }}>
            {fullName(row.original.first_name, row.original.last_name) || row.original.email}
          </RowLink>
        ),
      },
      { id: 'kind', header: 'Kind', enableSorting: false, cell: ({ row }) => KIND_LABELS[row.original.kind] },
      {
        id: 'status',
        header: 'Status',
        enableSorting: false,
        cell: ({ row }) => LEAD_STATUS_LABELS[row.original.status],
      },
      {
        id: 'assignee',
        header: 'Assignee',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.assignee
            ? row.original.assignee.id === me.staff.id
              ? 'You'
              : row.original.assignee.name
            : '—',
      },
      {
        id: 'preferred_date',
        header: 'Asked for',
        cell: ({ row }) =>
          row.original.preferred_date
            ? `${formatDate(row.original.preferred_date)} ${row.original.preferred_time ?? ''}`
            : '—',
      },
      { id: 'created_at', header: 'Arrived', cell: ({ row }) => formatDateTime(row.original.created_at) },
    ],
    [me.staff.id],
  );

  return (
    <>
      <PageHeader
        title="Leads"
        description="Consultation bookings, messages and callbacks to order from the site."
        actions={
          <Link to="/calendar" className="font-semibold text-teal underline">
            Consultation calendar
          </Link>
        }
      />
      <DataTable
        caption="Leads"
        columns={columns}
        getRowId={(lead) => lead.id}
        {...pagedTable(list, 'leads', [state, setState])}
        empty="No lead matches these filters."
        toolbar={
          <FilterBar>
            <SearchFilter state={state} onChange={setState} name="search" label="Name, e-mail or phone" />
            <SelectFilter
              state={state}
              onChange={setState}
              name="kind"
              label="Kind"
              options={LEAD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
            />
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
              name="assignee"
              label="Assignee"
              options={[{ value: 'none', label: 'Nobody yet' }, ...assignees]}
            />
            <DateFilter state={state} onChange={setState} name="from" label="From" />
            <DateFilter state={state} onChange={setState} name="to" label="To" />
          </FilterBar>
        }
      />
    </>
  );
}
