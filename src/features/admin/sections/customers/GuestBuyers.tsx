// People who ordered without an account, found by the customers list's search (decision 157): one row
// an e-mail address, opening their orders. Paged on its own, below the customers it was searched with.
import { useState } from 'react';
import type { GuestBuyer } from '@contract/admin/operations.ts';
import { pagedTable, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { listQueryOf, type ListState } from '../../lib/list-state.ts';
import { formatDateTime } from '../shared/format.ts';

const COLUMNS: AdminColumn<GuestBuyer>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: false,
    cell: ({ row }) => (
      <RowLink to="/customers/guest" search={{ email: row.original.email }}>
        {row.original.name}
      </RowLink>
    ),
  },
  { id: 'email', header: 'E-mail', enableSorting: false, cell: ({ row }) => row.original.email },
  { id: 'phone', header: 'Phone', enableSorting: false, cell: ({ row }) => row.original.phone },
  { id: 'orders', header: 'Orders', enableSorting: false, cell: ({ row }) => row.original.orders },
  {
    id: 'last_order_at',
    header: 'Last order',
    enableSorting: false,
    cell: ({ row }) => formatDateTime(row.original.last_order_at),
  },
];

const FIRST_PAGE: ListState = { page: 1, limit: 25, sort: undefined, order: undefined, filters: {} };

/** Render it keyed by `search`, so that a new search starts from the first page. */
export function GuestBuyers({ search }: { search: string }) {
  const [state, setState] = useState(FIRST_PAGE);
  const list = useAdminQuery(
    '/admin/customers/guests',
    { query: { ...listQueryOf(state), search } },
    { keepPrevious: true },
  );
  return (
    <section aria-labelledby="guest-buyers" className="mt-8 space-y-2">
      <h2 id="guest-buyers" className="font-semibold">
        Guest buyers
      </h2>
      <p className="text-sm text-muted">
        People who ordered without an account, with this name, e-mail or phone.
      </p>
      <DataTable
        caption="Guest buyers"
        columns={COLUMNS}
        getRowId={(guest) => guest.email}
        {...pagedTable(list, 'guests', [state, setState])}
        empty="No guest buyer matches."
      />
    </section>
  );
}
