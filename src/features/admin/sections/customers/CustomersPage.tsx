// Customers: searched by name, e-mail or phone, with their wishlist, project and review counts; the same
// search also finds guest buyers, who ordered without an account (decision 157).
import { GUEST_SEARCH_MIN } from '@contract/admin/rules.ts';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { FilterBar, SearchFilter } from '../shared/Filters.tsx';
import { formatDate } from '../shared/format.ts';
import { useListState } from '../shared/list.ts';
import { GuestBuyers } from './GuestBuyers.tsx';
import { CUSTOMERS_LIST } from './list-config.ts';

interface CustomerRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  created_at: string;
  wishlist_count: number;
  projects_count: number;
  reviews_count: number;
}

export default function CustomersPage() {
  return (
    <RequirePermission permission="customers:read">
      <CustomersScreen />
    </RequirePermission>
  );
}

const COLUMNS: AdminColumn<CustomerRow>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    sortDescFirst: false,
    cell: ({ row }) => (
      <RowLink to="/customers/$customerId" params={{ customerId: row.original.id }}>
        {row.original.name || row.original.email || 'No name'}
      </RowLink>
    ),
  },
  { id: 'email', header: 'E-mail', enableSorting: false, cell: ({ row }) => row.original.email ?? '—' },
  { id: 'phone', header: 'Phone', enableSorting: false, cell: ({ row }) => row.original.phone ?? '—' },
  { id: 'city', header: 'City', enableSorting: false, cell: ({ row }) => row.original.city ?? '—' },
  {
    id: 'wishlist',
    header: 'Wishlist',
    enableSorting: false,
    cell: ({ row }) => row.original.wishlist_count,
  },
  {
    id: 'projects',
    header: 'Projects',
    enableSorting: false,
    cell: ({ row }) => row.original.projects_count,
  },
  { id: 'reviews', header: 'Reviews', enableSorting: false, cell: ({ row }) => row.original.reviews_count },
  {
    id: 'created_at',
    accessorKey: 'created_at',
    header: 'Since',
    sortDescFirst: false,
    cell: ({ row }) => formatDate(row.original.created_at),
  },
];

function CustomersScreen() {
  const [state, setState] = useListState(CUSTOMERS_LIST);
  const search = state.filters.search?.trim() ?? '';
  const list = useAdminQuery('/admin/customers', { query: listQueryOf(state) }, { keepPrevious: true });
  return (
    <>
      <PageHeader title="Customers" />
      <DataTable
        caption="Customers"
        columns={COLUMNS}
        getRowId={(customer) => customer.id}
        {...pagedTable(list, 'customers', [state, setState])}
        empty="No customer matches."
        toolbar={
          <FilterBar>
            <SearchFilter state={state} onChange={setState} name="search" label="Name, e-mail or phone" />
          </FilterBar>
        }
      />
      {search.length >= GUEST_SEARCH_MIN ? <GuestBuyers key={search} search={search} /> : null}
    </>
  );
}
