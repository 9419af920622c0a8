// A project's quote, version by version (decision 191): each version's status, total, validity and when
// it was sent and approved, a link to it, and "Start new version" while no version is a draft.
import { useNavigate } from '@tanstack/react-router';
import { DESIGN_QUOTE_STATUS_LABELS, type QuoteSummary } from '@contract/design-quotes.ts';
import { formatPaise } from '@contract/money.ts';
import { useAdmin } from '../../admin-context.tsx';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert } from '../../components/fields.tsx';
import { LocalTable, type LocalColumn } from '../../components/LocalTable.tsx';
import { RowLink } from '../../components/RowLink.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { formatDate, formatDateTime } from '../shared/format.ts';

const columnsFor = (projectId: string): LocalColumn<QuoteSummary>[] => [
  {
    id: 'version',
    header: 'Version',
    enableSorting: false,
    cell: ({ row }) => (
      <RowLink
        to="/projects/$projectId/quotes/$version"
        params={{ projectId, version: String(row.original.version) }}
      >
        Version {row.original.version}
      </RowLink>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => DESIGN_QUOTE_STATUS_LABELS[row.original.status],
  },
  {
    id: 'total',
    header: 'Total',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="tabular-nums">
        {formatPaise(row.original.total_paise)}
        <span className="block text-xs text-muted">
          {row.original.line_count === 1 ? '1 line' : `${row.original.line_count} lines`}
        </span>
      </span>
    ),
  },
  {
    id: 'valid_until',
    header: 'Valid until',
    enableSorting: false,
    cell: ({ row }) => formatDate(row.original.valid_until),
  },
  {
    id: 'sent_at',
    header: 'Sent',
    enableSorting: false,
    cell: ({ row }) => formatDateTime(row.original.sent_at),
  },
  {
    id: 'approved_at',
    header: 'Approved',
    enableSorting: false,
    cell: ({ row }) => formatDateTime(row.original.approved_at),
  },
];

export function QuotesPanel({ projectId }: { projectId: string }) {
  const { can } = useAdmin();
  const navigate = useNavigate();
  const query = useAdminQuery('/admin/projects/{id}/quotes', { path: { id: projectId } });
  const start = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/quotes',
    params: { id: projectId },
    body: () => ({}),
    invalidates: [`/admin/projects/${projectId}/quotes`],
    onSuccess: (data) =>
      void navigate({
        to: '/projects/$projectId/quotes/$version',
        params: { projectId, version: String(data.quote.version) },
      }),
  });
  const quotes = query.data?.quotes;
  const draft = quotes?.find((quote) => quote.status === 'draft');
  return (
    <section aria-labelledby="project-quotes" className="mt-6 space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="project-quotes" className="font-serif text-xl font-semibold">
            Quotes
          </h2>
          <p className="text-sm text-muted">
            {draft
              ? `Version ${draft.version} is a draft: send it before starting another.`
              : 'Each version starts as a copy of the last one; a sent version cannot change.'}
          </p>
        </div>
        {can('projects:write') && quotes && !draft ? (
          <button
            type="button"
            className={buttonClass.primary}
            disabled={start.isPending}
            onClick={() => start.mutate()}
          >
            Start new version
          </button>
        ) : null}
      </div>
      {query.error ? <FormAlert message={adminErrorMessage(query.error)} /> : null}
      <LocalTable
        caption="The quote’s versions, newest first"
        columns={columnsFor(projectId)}
        rows={quotes}
        getRowId={(quote) => String(quote.version)}
        loading={query.isFetching}
        empty="No quote yet."
        rowProps={(quote) => ({ 'data-quote-version': String(quote.version) })}
      />
    </section>
  );
}
