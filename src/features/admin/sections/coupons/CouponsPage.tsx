// Coupon codes (decision 202): every code, newest first, searched by its letters, with its offer, the days
// it is valid, its uses, the discount it has given and where it stands today. Open one to change its
// terms; roles that may write make new ones.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Coupon } from '@contract/admin/coupons.ts';
import { formatPaise } from '@contract/money.ts';
import { useAdmin } from '../../admin-context.tsx';
import { tableStatus, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { buttonClass } from '../../components/fields.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { listQueryOf } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { FilterBar, SearchFilter } from '../shared/Filters.tsx';
import { todayInIndia } from '../shared/format.ts';
import { useListState } from '../shared/list.ts';
import {
  COUPON_STATUS_LABELS,
  couponStatus,
  minOrderText,
  offerText,
  usesText,
  validText,
  type CouponStatus,
} from './coupon-text.ts';
import { COUPONS_LIST } from './list-config.ts';

export default function CouponsPage() {
  return (
    <RequirePermission permission="offers:read">
      <CouponsScreen />
    </RequirePermission>
  );
}

const STATUS_CLASS: Record<CouponStatus, string> = {
  active: 'bg-teal-soft text-teal-dark',
  off: 'bg-sand text-charcoal',
  expired: 'bg-cream text-charcoal',
  used_up: 'bg-cream text-charcoal',
  scheduled: 'bg-cream text-charcoal',
};

const plain = (id: string, header: string, cell: (coupon: Coupon) => string): AdminColumn<Coupon> => ({
  id,
  header,
  enableSorting: false,
  cell: ({ row }) => cell(row.original),
});

const columns = (today: string): AdminColumn<Coupon>[] => [
  {
    id: 'code',
    header: 'Code',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <RowLink to="/coupons/$couponId" params={{ couponId: row.original.id }} className="font-mono">
          {row.original.code}
        </RowLink>
        {row.original.description ? (
          <span className="block max-w-64 text-xs text-muted">{row.original.description}</span>
        ) : null}
      </>
    ),
  },
  {
    id: 'offer',
    header: 'Offer',
    enableSorting: false,
    cell: ({ row }) => {
      const minimum = minOrderText(row.original.min_order);
      return (
        <>
          {offerText(row.original)}
          {minimum ? <span className="block text-xs text-muted">{minimum}</span> : null}
        </>
      );
    },
  },
  plain('valid', 'Valid', validText),
  {
    id: 'uses',
    header: 'Uses',
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{usesText(row.original)}</span>,
  },
  {
    id: 'discount_given',
    header: 'Discount given',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatPaise(row.original.discount_given)}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => {
      const status = couponStatus(row.original, today);
      return (
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}
          data-coupon-status={status}
        >
          {COUPON_STATUS_LABELS[status]}
        </span>
      );
    },
  },
];

function CouponsScreen() {
  const { can } = useAdmin();
  const [state, setState] = useListState(COUPONS_LIST);
  const list = useAdminQuery('/admin/coupons', { query: listQueryOf(state) }, { keepPrevious: true });
  const today = todayInIndia();
  const tableColumns = useMemo(() => columns(today), [today]);
  return (
    <>
      <PageHeader
        title="Coupons"
        description="Codes shoppers type at checkout. The discount given is what orders holding each code got off, GST included."
        actions={
          can('offers:write') ? (
            <Link to="/coupons/new" className={buttonClass.primary}>
              New coupon
            </Link>
          ) : null
        }
      />
      <DataTable
        caption="Coupons"
        columns={tableColumns}
        getRowId={(coupon) => coupon.id}
        rows={list.data?.coupons}
        pagination={list.data?.pageInfo}
        state={state}
        onStateChange={setState}
        {...tableStatus(list)}
        empty={state.filters.q ? 'No code matches.' : 'No coupon codes yet.'}
        toolbar={
          <FilterBar>
            <SearchFilter state={state} onChange={setState} name="q" label="Search codes" />
          </FilterBar>
        }
      />
    </>
  );
}
