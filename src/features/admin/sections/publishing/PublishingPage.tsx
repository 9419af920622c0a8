// Publishing: the live site build (catalogue version, when, how long), the last builds with their
// outcome and log, and "Publish now", which then follows the build until it finishes.
import { useEffect, useState } from 'react';
import type { BuildsData, SiteBuild } from '@contract/admin/operations.ts';
import { useAdmin } from '../../admin-context.tsx';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass } from '../../components/fields.tsx';
import { useToast } from '../../components/toasts.tsx';
import { PageHeader, RequirePermission } from '../../shell/pages.tsx';
import {
  buildUnderWay,
  duration,
  finishedSince,
  liveIsCurrent,
  OUTCOME_LABELS,
  TRIGGER_LABELS,
  when,
} from './builds.ts';

const POLL_MS = 2000;

export function LiveBuild({
  data,
}: {
  data: BuildsData | Pick<BuildsData, 'live' | 'catalogue_version' | 'publish_requested_at'>;
}) {
  const live = data.live;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-live-build>
      <div>
        <dt className="text-muted">Live catalogue version</dt>
        <dd className="font-semibold">{live?.catalogue_version ?? '—'}</dd>
      </div>
      <div>
        <dt className="text-muted">Built</dt>
        <dd className="font-semibold">{when(live?.finished_at ?? null)}</dd>
      </div>
      <div>
        <dt className="text-muted">Took</dt>
        <dd className="font-semibold">
          {duration(live?.duration_ms ?? null)}
          {live?.pages ? ` · ${live.pages.toLocaleString('en-IN')} pages` : ''}
        </dd>
      </div>
      <div>
        <dt className="text-muted">Catalogue now</dt>
        <dd className="font-semibold">
          {data.catalogue_version}{' '}
          <span className={liveIsCurrent(data) ? 'text-teal' : 'text-terracotta-dark'}>
            {liveIsCurrent(data) ? '(live)' : '(changes wait for the next build)'}
          </span>
        </dd>
      </div>
    </dl>
  );
}

function BuildRow({ build }: { build: SiteBuild }) {
  return (
    <li className="rounded-lg border border-sand bg-white p-3" data-build={build.outcome}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          <span
            className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
              build.outcome === 'succeeded'
                ? 'bg-teal-soft text-teal-dark'
                : build.outcome === 'running'
                  ? 'bg-cream'
                  : 'bg-terracotta-soft text-terracotta-dark'
            }`}
          >
            {OUTCOME_LABELS[build.outcome]}
          </span>
          {when(build.started_at)} · {TRIGGER_LABELS[build.trigger]}
        </span>
        <span className="text-muted">
          Catalogue {build.catalogue_version ?? '—'} · {duration(build.duration_ms)}
        </span>
      </div>
      {build.log ? (
        <details className="mt-2">
          <summary className="min-h-6 cursor-pointer text-sm font-semibold text-teal">Show the log</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded bg-charcoal p-3 text-xs whitespace-pre-wrap text-ivory">
            {build.log}
          </pre>
        </details>
      ) : null}
    </li>
  );
}

function Publishing() {
  const { can } = useAdmin();
  const toast = useToast();
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const query = useAdminQuery('/admin/builds', undefined, {
    refetchInterval: (q) => (waitingSince !== null || buildUnderWay(q.state.data) ? POLL_MS : false),
    staleTime: 0,
  });
  const publish = useAdminMutation({
    method: 'post',
    path: '/admin/builds/publish',
    body: () => ({}),
    invalidates: ['/admin/builds', '/admin/dashboard'],
    onSuccess: () => setWaitingSince(Date.now() - 1000),
  });

  // The outcome of this "Publish now", once its build has finished.
  const done =
    waitingSince !== null && query.data ? finishedSince(query.data.builds, waitingSince) : undefined;
  // The wait ends as the page draws the finished build; the toast says how it went, once.
  const [finished, setFinished] = useState<typeof done>(undefined);
  if (done) {
    setWaitingSince(null);
    setFinished(done);
  }
  useEffect(() => {
    if (!finished) return;
    if (finished.outcome === 'succeeded') toast('The site is published.');
    else toast(`The build ${OUTCOME_LABELS[finished.outcome].toLowerCase()}; see its log.`, 'error');
  }, [finished, toast]);

  const underWay = waitingSince !== null || buildUnderWay(query.data);
  return (
    <>
      <PageHeader
        title="Publishing"
        description="The shop is a built site: changes in the back office reach it at the next build."
        actions={
          can('builds:publish') ? (
            <button
              type="button"
              className={buttonClass.primary}
              disabled={publish.isPending || underWay}
              onClick={() => publish.mutate()}
            >
              {underWay ? 'Publishing…' : 'Publish now'}
            </button>
          ) : null
        }
      />
      {query.error ? (
        <p role="alert" className="rounded-lg bg-terracotta-soft p-4">
          {adminErrorMessage(query.error)}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {underWay ? 'A build is under way.' : ''}
      </p>
      {query.data ? (
        <div className="space-y-6">
          <section className="rounded-xl border border-sand bg-white p-4 sm:p-6" aria-labelledby="live-title">
            <h2 id="live-title" className="mb-3 font-serif text-lg font-semibold">
              The live site
            </h2>
            <LiveBuild data={query.data} />
            {underWay ? (
              <p className="mt-3 text-sm font-semibold text-teal" data-publishing>
                A build is under way; this page follows it.
              </p>
            ) : null}
          </section>
          <section aria-labelledby="builds-title">
            <h2 id="builds-title" className="mb-3 font-serif text-lg font-semibold">
              The last builds
            </h2>
            {query.data.builds.length === 0 ? (
              <p className="text-muted">No build has been reported yet.</p>
            ) : null}
            <ol className="space-y-2">
              {query.data.builds.map((build) => (
                <BuildRow key={build.id} build={build} />
              ))}
            </ol>
          </section>
        </div>
      ) : (
        <p role="status">Loading…</p>
      )}
    </>
  );
}

export default function PublishingPage() {
  return (
    <RequirePermission permission="builds:read">
      <Publishing />
    </RequirePermission>
  );
}
