// The words of the site's builds: outcomes, triggers, durations, and whether a publish is under way.
import type { BuildsData, SiteBuild } from '@contract/admin/operations.ts';

export const OUTCOME_LABELS: Record<SiteBuild['outcome'], string> = {
  running: 'Building…',
  succeeded: 'Published',
  failed: 'Failed',
  timed_out: 'Timed out',
};

export const TRIGGER_LABELS: Record<SiteBuild['trigger'], string> = {
  start: 'Start of the service',
  catalogue: 'Catalogue change',
  code: 'New site code',
  publish: 'Publish now',
};

export function duration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export const when = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** Whether a build is waiting to start or running: the page then checks again every few seconds. */
export const buildUnderWay = (
  data: Pick<BuildsData, 'publish_requested_at' | 'builds'> | undefined,
): boolean =>
  !!data && (data.publish_requested_at !== null || data.builds.some((build) => build.outcome === 'running'));

/** Whether the live build shows the catalogue as it is now. */
export const liveIsCurrent = (data: Pick<BuildsData, 'live' | 'catalogue_version'>): boolean =>
  data.live?.catalogue_version === data.catalogue_version;

/**
 * The first build that finished after `since` (a publish request's time), if any: the outcome of that
 * "Publish now".
 */
export function finishedSince(builds: readonly SiteBuild[], since: number): SiteBuild | undefined {
  return builds.find(
    (build) =>
      build.outcome !== 'running' && build.finished_at !== null && Date.parse(build.finished_at) >= since,
  );
}
