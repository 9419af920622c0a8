// The quote page, /projects/quote?id=<project>&version=<n> (docs/account.md, decision 191): one version
// of a project's design quote for its signed-in customer, the newest unless the address names another;
// a picker between the versions sent; the version room by room with its totals and GST; what changed
// since the version before; on the latest version while it is open, the customer's answer; once a
// version is approved, its payment stages (decision 192), loaded then and not before (decision 110); and,
// with or without a quote, the project's site visits (decision 195), loaded after the page's first load.
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import type { DesignQuote, QuoteSummary } from '@contract/design-quotes.ts';
import Spinner from '../../components/Spinner.tsx';
import { toApiError } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';
import { AccountIcon, AuthGate, PageSpinner, reportFailure, withToken } from '../account/index.ts';
import { toast } from '../toasts/index.ts';
import { QuoteAnswer } from './QuoteAnswer.tsx';
import {
  approvedOn,
  changesAskedOn,
  expiredNote,
  QUOTE_COPY,
  readLatest,
  supersededNote,
  versionLine,
  versionOption,
} from './quote-copy.ts';
import {
  chosenVersion,
  latestVersion,
  quoteDate,
  quotePath,
  quotePdfName,
  readQuoteAddress,
  standingOf,
  withAnswer,
  type Standing,
} from './quote-format.ts';
import { ChangesSince, GstSummary, QuoteFacts, QuoteRooms, QuoteTotals } from './QuoteSheet.tsx';
import { quotesApi, type QuoteAnswer as Answer } from './quotes-api.ts';

const QuotePayments = lazy(() => import('./QuotePayments.tsx'));
const loadSiteVisits = () => import('./SiteVisits.tsx');
const SiteVisits = lazy(loadSiteVisits);

type Loaded =
  | { state: 'loading' | 'not-found' | 'no-quote' | 'error' }
  | { state: 'ready'; summaries: QuoteSummary[]; quote: DesignQuote };

async function loadQuote(projectId: string, asked: number | null): Promise<Loaded> {
  const summaries = await withToken((token) => quotesApi.listQuotes(token, projectId));
  if (summaries.length === 0) return { state: 'no-quote' };
  const version = chosenVersion(summaries, asked);
  if (version === null) return { state: 'not-found' };
  const quote = await withToken((token) => quotesApi.getQuote(token, projectId, version));
  return { state: 'ready', summaries, quote };
}

const PANEL = 'rounded-2xl bg-white p-5 shadow-soft ring-1 ring-sand/60 sm:p-6';

const BADGES: Record<DesignQuote['status'] | 'expired', string> = {
  draft: 'bg-ivory-muted text-charcoal',
  sent: 'bg-terracotta-soft text-terracotta-dark',
  changes_requested: 'bg-cream text-charcoal ring-1 ring-inset ring-brass',
  approved: 'bg-teal-dark text-ivory',
  superseded: 'bg-ivory-muted text-charcoal',
  expired: 'bg-white text-terracotta-dark ring-1 ring-inset ring-terracotta-dark',
};

function Message({ title, hint, alert }: { title: string; hint: string; alert?: boolean }): ReactNode {
  return (
    <section
      role={alert ? 'alert' : undefined}
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-soft text-teal">
        <AccountIcon name={alert ? 'alert' : 'folder'} size={26} />
      </span>
      <h2 className="mt-5 text-2xl font-medium text-charcoal">{title}</h2>
      <p className="mt-2 text-muted">{hint}</p>
      <a href="/projects" className="btn btn-primary mt-6">
        {QUOTE_COPY.backToProjects}
      </a>
    </section>
  );
}

function VersionLinks({
  projectId,
  summaries,
  current,
  latest,
  onVersion,
}: {
  projectId: string;
  summaries: QuoteSummary[];
  current: number;
  latest: number;
  onVersion: (version: number) => void;
}): ReactNode {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-charcoal">
        {QUOTE_COPY.versions}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {summaries.map((summary) => (
          <li key={summary.version}>
            <a
              href={quotePath(projectId, summary.version)}
              aria-current={summary.version === current ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onVersion(summary.version);
              }}
              className="inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-medium text-charcoal ring-1 ring-sand transition-colors duration-150 ring-inset hover:bg-cream aria-[current=page]:bg-teal aria-[current=page]:text-ivory aria-[current=page]:ring-teal"
            >
              {versionOption(summary.version, standingOf(summary, latest).label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DownloadPdf({ projectId, version }: { projectId: string; version: number }): ReactNode {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    withToken((token) => quotesApi.getPdf(token, projectId, version))
      .then((file) => saveFile(file, quotePdfName(version)))
      .catch(() => toast.error(QUOTE_COPY.downloadFailed))
      .finally(() => setBusy(false));
  };
  return (
    <button type="button" disabled={busy} onClick={download} className="btn btn-outline disabled:cursor-wait">
      {QUOTE_COPY.download}
    </button>
  );
}

/** Approved, changes asked for, replaced by a later version, or past its date. */
function StandingNotes({
  quote,
  standing,
  latest,
  onVersion,
}: {
  quote: DesignQuote;
  standing: Standing;
  latest: number;
  onVersion: (version: number) => void;
}): ReactNode {
  return (
    <>
      {quote.approved_at && (
        <p
          className="rounded-2xl bg-teal-soft px-5 py-4 font-semibold text-teal-dark"
          data-testid="quote-approved"
        >
          {approvedOn(quoteDate(quote.approved_at))}
        </p>
      )}
      {quote.changes_requested && (
        <div className="rounded-2xl bg-cream px-5 py-4 text-charcoal">
          <p className="font-semibold">{changesAskedOn(quoteDate(quote.changes_requested.at))}</p>
          <blockquote className="mt-2 break-words whitespace-pre-line text-muted">
            {quote.changes_requested.comment}
          </blockquote>
        </div>
      )}
      {standing.superseded && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-5 py-4">
          <p className="text-charcoal">{supersededNote(latest)}</p>
          <a
            href={quotePath(quote.project_id, latest)}
            onClick={(event) => {
              event.preventDefault();
              onVersion(latest);
            }}
            className="btn btn-outline min-h-10 px-4 py-2 text-sm"
          >
            {readLatest(latest)}
          </a>
        </div>
      )}
      {standing.expired && (
        <p role="note" className="rounded-2xl bg-terracotta-soft px-5 py-4 font-medium text-terracotta-dark">
          {expiredNote(quoteDate(quote.valid_until))}
        </p>
      )}
    </>
  );
}

interface DetailsProps {
  projectName: string | null;
  summaries: QuoteSummary[];
  quote: DesignQuote;
  notice: string | null;
  onVersion: (version: number) => void;
  onAnswer: (answer: Answer) => void;
}

function QuoteDetails({
  projectName,
  summaries,
  quote,
  notice,
  onVersion,
  onAnswer,
}: DetailsProps): ReactNode {
  const latest = latestVersion(summaries) ?? quote.version;
  const standing = standingOf(quote, latest);
  const badge = BADGES[standing.expired ? 'expired' : quote.status];
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-3xl font-medium break-words text-charcoal">
            {projectName ?? QUOTE_COPY.title}
          </h2>
          <p className="mt-1 text-muted">
            {versionLine(quote.version, quote.sent_at ? quoteDate(quote.sent_at) : null)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold ${badge}`}
          data-testid="quote-status"
        >
          {standing.label}
        </span>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {summaries.length > 1 && (
          <VersionLinks
            projectId={quote.project_id}
            summaries={summaries}
            current={quote.version}
            latest={latest}
            onVersion={onVersion}
          />
        )}
        <DownloadPdf projectId={quote.project_id} version={quote.version} />
      </div>
      <StandingNotes quote={quote} standing={standing} latest={latest} onVersion={onVersion} />
      {quote.changes_since && <ChangesSince changes={quote.changes_since} />}
      <QuoteRooms quote={quote} />
      <div className="grid gap-6 lg:grid-cols-2">
        <QuoteTotals quote={quote} />
        <GstSummary quote={quote} />
      </div>
      <QuoteFacts quote={quote} />
      {(standing.answerable || notice) && (
        <section aria-labelledby="quote-answer" className={PANEL}>
          <h3 id="quote-answer" className="text-lg font-semibold text-charcoal">
            {QUOTE_COPY.answer}
          </h3>
          {standing.answerable && <p className="mt-1 mb-5 text-muted">{QUOTE_COPY.answerHint}</p>}
          <p role="status" className={notice ? 'mb-5 font-semibold text-teal-dark' : 'sr-only'}>
            {notice}
          </p>
          {standing.answerable && (
            <QuoteAnswer projectId={quote.project_id} quote={quote} onAnswer={onAnswer} />
          )}
        </section>
      )}
      {summaries.some((summary) => summary.status === 'approved') && (
        <Suspense fallback={<Spinner className="mx-auto" />}>
          <QuotePayments projectId={quote.project_id} projectName={projectName} dateText={quoteDate} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SiteVisits projectId={quote.project_id} level={3} />
      </Suspense>
    </div>
  );
}

function QuotePage(): ReactNode {
  const [address] = useState(() => readQuoteAddress(window.location.search));
  const [asked, setAsked] = useState(address.version);
  const [loaded, setLoaded] = useState<Loaded>({ state: address.valid ? 'loading' : 'not-found' });
  const [projectName, setProjectName] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The project's name heads the page when it can be read; the quote reads as well without it. The
  // Site visit section's code comes meanwhile, after the page's first load.
  useEffect(() => {
    if (!address.valid) return;
    void loadSiteVisits().catch(() => undefined);
    let live = true;
    withToken((token) => quotesApi.getProject(token, address.projectId))
      .then((project) => live && setProjectName(project.project_name))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [address]);

  useEffect(() => {
    if (!address.valid) return;
    let live = true;
    loadQuote(address.projectId, asked)
      .then((next) => live && setLoaded(next))
      .catch((error: unknown) => {
        if (!live) return;
        const failure = toApiError(error);
        if (failure.status === 404 || failure.status === 400) return setLoaded({ state: 'not-found' });
        if (failure.status === 401 && failure.isAuthError) reportFailure(failure);
        else console.error('Failed to load the quote', failure);
        setLoaded({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [address, asked]);

  const showVersion = (version: number) => {
    setNotice(null);
    setAsked(version);
    window.history.replaceState(null, '', quotePath(address.projectId, version));
  };

  const answered = ({ quote, message }: Answer) => {
    setLoaded((now) =>
      now.state === 'ready' ? { ...now, quote, summaries: withAnswer(now.summaries, quote) } : now,
    );
    setNotice(message ?? null);
  };

  switch (loaded.state) {
    case 'loading':
      return <PageSpinner label={QUOTE_COPY.loading} />;
    case 'not-found':
      return <Message title={QUOTE_COPY.notFound} hint={QUOTE_COPY.notFoundHint} />;
    case 'no-quote':
      // Before a quote, the site visit to measure up is what the project has (and nothing without one).
      return (
        <div className="space-y-8">
          <Message title={QUOTE_COPY.noQuote} hint={QUOTE_COPY.noQuoteHint} />
          <div className="mx-auto max-w-3xl">
            <Suspense fallback={null}>
              <SiteVisits projectId={address.projectId} level={2} />
            </Suspense>
          </div>
        </div>
      );
    case 'error':
      return <Message title={QUOTE_COPY.loadFailed} hint={QUOTE_COPY.loadFailedHint} alert />;
    default:
      return (
        <QuoteDetails
          projectName={projectName}
          summaries={loaded.summaries}
          quote={loaded.quote}
          notice={notice}
          onVersion={showVersion}
          onAnswer={answered}
        />
      );
  }
}

export default function QuoteView(): ReactNode {
  return (
    <AuthGate>
      <QuotePage />
    </AuthGate>
  );
}
