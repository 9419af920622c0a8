// A quote version that can no longer change (sent, changes asked for, approved, replaced), or a draft
// seen by a role that may not change it: its status and dates, the customer's answer, what changed since
// the version before, and its lines and figures as they were sent.
import { DESIGN_QUOTE_STATUS_LABELS, type AdminDesignQuote } from '@contract/design-quotes.ts';
import { formatDate, formatDateTime } from '../shared/format.ts';
import { ChangesSince, QuoteLinesTable, QuoteTotals } from './QuoteFigures.tsx';

function StatusPanel({ quote }: { quote: AdminDesignQuote }) {
  return (
    <section aria-labelledby="quote-status" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-status" className="font-semibold">
        Status
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Status</dt>
        <dd data-quote-status>{DESIGN_QUOTE_STATUS_LABELS[quote.status]}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd>{formatDateTime(quote.sent_at)}</dd>
        <dt className="font-semibold">Valid until</dt>
        <dd>{formatDate(quote.valid_until)}</dd>
        {quote.content_digest ? (
          <>
            <dt className="font-semibold">Content digest</dt>
            <dd className="font-mono text-xs break-all">{quote.content_digest}</dd>
          </>
        ) : null}
      </dl>
      {quote.status === 'draft' ? (
        <p className="text-sm text-muted">A draft: your role can see it but not change or send it.</p>
      ) : (
        <p className="text-sm text-muted">A sent version cannot change: a change is a new version.</p>
      )}
    </section>
  );
}

function AnswerPanel({ quote }: { quote: AdminDesignQuote }) {
  if (!quote.changes_requested && !quote.approved_at) return null;
  return (
    <section aria-labelledby="quote-answer" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-answer" className="font-semibold">
        The customer’s answer
      </h2>
      {quote.changes_requested ? (
        <div className="text-sm">
          <p className="font-semibold">Changes asked for on {formatDateTime(quote.changes_requested.at)}</p>
          <blockquote className="mt-1 border-l-4 border-sand pl-3 whitespace-pre-line">
            {quote.changes_requested.comment}
          </blockquote>
        </div>
      ) : null}
      {quote.approved_at ? (
        <div className="text-sm">
          <p className="font-semibold">Approved on {formatDateTime(quote.approved_at)}</p>
          {quote.approval ? (
            <p className="mt-1">
              Of the content with digest{' '}
              <span className="font-mono text-xs break-all">{quote.approval.digest}</span>
              {quote.approval.digest === quote.content_digest ? ', exactly as sent.' : '.'}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export function QuoteView({ quote }: { quote: AdminDesignQuote }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <StatusPanel quote={quote} />
        <AnswerPanel quote={quote} />
      </div>
      <ChangesSince changes={quote.changes_since} />
      <QuoteLinesTable quote={quote} />
      <QuoteTotals quote={quote} />
      <section aria-labelledby="quote-terms" className="rounded-xl border border-sand bg-white p-4 text-sm">
        <h2 id="quote-terms" className="font-semibold">
          Terms
        </h2>
        <p className="mt-2 whitespace-pre-line">{quote.terms || 'None.'}</p>
      </section>
    </div>
  );
}
