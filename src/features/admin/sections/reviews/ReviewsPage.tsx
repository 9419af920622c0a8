// Review moderation: every review, newest first; hide one with a reason (it leaves the shop at the next
// build) or show it again.
import { useMemo, useState, type FormEvent } from 'react';
import { ReviewHideSchema, type AdminReview } from '@contract/admin/catalogue.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { pagedTable, useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { DataTable, type AdminColumn } from '../../components/DataTable.tsx';
import { buttonClass, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, validate } from '../../lib/field-errors.ts';
import { listQueryOf, withFilter } from '../../lib/list-state.ts';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import { Dialog } from '../shared/Dialog.tsx';
import { FilterBar, SearchFilter, SelectFilter } from '../shared/Filters.tsx';
import { formatDateTime } from '../shared/format.ts';
import { useListState } from '../shared/list.ts';
import { REVIEWS_LIST } from './list-config.ts';

export default function ReviewsPage() {
  return (
    <RequirePermission permission="reviews:read">
      <ReviewsScreen />
    </RequirePermission>
  );
}

function ReviewsScreen() {
  const { can } = useAdmin();
  const moderate = can('reviews:moderate');
  const [state, setState] = useListState(REVIEWS_LIST);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const list = useAdminQuery(
    '/admin/reviews',
    { query: listQueryOf(state) },
    {
      keepPrevious: true,
    },
  );
  const unhide = useAdminMutation({
    method: 'post',
    path: '/admin/reviews/{id}/unhide',
    params: ({ id }: { id: string }) => ({ id }),
    body: () => ({}),
    invalidates: ['/admin/reviews'],
    success: 'Review shown again; the shop shows it after the next build',
  });

  const columns = useMemo<AdminColumn<AdminReview>[]>(
    () => [
      {
        id: 'review',
        header: 'Review',
        enableSorting: false,
        cell: ({ row }) => {
          const review = row.original;
          return (
            <div className="max-w-md">
              {review.title ? <p className="font-semibold">{review.title}</p> : null}
              {review.comment ? <p className="line-clamp-3 text-muted">{review.comment}</p> : null}
            </div>
          );
        },
      },
      {
        id: 'rating',
        accessorKey: 'rating',
        header: 'Rating',
        sortDescFirst: true,
        cell: ({ row }) => (
          <span aria-label={`${row.original.rating} of 5 stars`} className="whitespace-nowrap">
            {'★'.repeat(row.original.rating)}
          </span>
        ),
      },
      {
        id: 'product',
        header: 'Product',
        enableSorting: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="min-h-6 text-left text-teal underline"
            onClick={() => setState(withFilter(state, 'product_id', row.original.product.id))}
          >
            {row.original.product.name}
          </button>
        ),
      },
      {
        id: 'author',
        header: 'By',
        enableSorting: false,
        cell: ({ row }) => row.original.customer_name ?? 'Anonymous',
      },
      {
        id: 'created_at',
        accessorKey: 'created_at',
        header: 'Written',
        sortDescFirst: false,
        cell: ({ row }) => formatDateTime(row.original.created_at),
      },
      {
        id: 'visibility',
        header: 'Shown',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.hidden ? (
            <span>
              <span className="font-semibold text-terracotta-dark">Hidden</span>
              <span className="block text-xs text-muted">
                {row.original.hidden_reason} · {row.original.hidden_by?.name ?? ''}
              </span>
            </span>
          ) : (
            'Visible'
          ),
      },
      ...(moderate
        ? [
            {
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              enableSorting: false,
              cell: ({ row }) =>
                row.original.hidden ? (
                  <button
                    type="button"
                    className={buttonClass.small}
                    disabled={unhide.isPending}
                    onClick={() => unhide.mutate({ id: row.original.id })}
                  >
                    Show again
                  </button>
                ) : (
                  <button type="button" className={buttonClass.small} onClick={() => setHiding(row.original)}>
                    Hide
                  </button>
                ),
            } satisfies AdminColumn<AdminReview>,
          ]
        : []),
    ],
    [moderate, unhide, state, setState],
  );

  return (
    <>
      <PageHeader
        title="Reviews"
        description="Hide a review that breaks the shop’s rules; the shop drops it at the next build."
      />
      <DataTable
        caption="Reviews"
        columns={columns}
        getRowId={(review) => review.id}
        {...pagedTable(list, 'reviews', [state, setState])}
        empty="No review matches these filters."
        toolbar={
          <FilterBar>
            <SearchFilter state={state} onChange={setState} name="search" label="Words, product or author" />
            <SelectFilter
              state={state}
              onChange={setState}
              name="visibility"
              label="Shown"
              options={[
                { value: 'visible', label: 'Visible' },
                { value: 'hidden', label: 'Hidden' },
              ]}
            />
            <SelectFilter
              state={state}
              onChange={setState}
              name="rating"
              label="Rating"
              options={[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ★` }))}
            />
            {state.filters.product_id ? (
              <button
                type="button"
                className={buttonClass.small}
                onClick={() => setState(withFilter(state, 'product_id', undefined))}
              >
                Every product
              </button>
            ) : null}
          </FilterBar>
        }
      />
      <HideDialog review={hiding} onClose={() => setHiding(null)} />
    </>
  );
}

function HideDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const hide = useAdminMutation({
    method: 'post',
    path: '/admin/reviews/{id}/hide',
    params: { id: review?.id ?? '' },
    invalidates: ['/admin/reviews'],
    success: 'Review hidden; the shop drops it at the next build',
    quietOn: (failure) => failure.status === 400,
    onSuccess: () => {
      setReason('');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ReviewHideSchema, { reason });
    if (!checked.ok) return setError(checked.errors.reason);
    setError(undefined);
    hide.mutate(checked.data, {
      onError: (failure) => setError(apiFieldErrors(failure).reason ?? adminErrorMessage(failure)),
    });
  };
  return (
    <Dialog open={!!review} title="Hide this review" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-muted">
          {review?.title ?? 'A review'} on {review?.product.name}. The reason stays with the review and in the
          audit log.
        </p>
        <TextField
          id="hide-reason"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary} disabled={hide.isPending}>
            Hide review
          </button>
          <button type="button" className={buttonClass.outline} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
