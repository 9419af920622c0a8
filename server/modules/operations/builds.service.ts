// Publishing (decision 053): the site builds the rebuilder reports, the build visitors see now, and the
// staff's "publish now" requests, which the rebuilder asks about every few seconds and picks up when a
// build starts.
import { sql } from 'drizzle-orm';
import type { BuildFinish, BuildsData, BuildStart, SiteBuild } from '../../../contract/admin/operations.ts';
import { BUILD_OUTCOMES, BUILD_TRIGGERS } from '../../../contract/admin/operations.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { siteBuilds } from '../../db/schema.ts';
import { allColumns } from '../../db/sql.ts';
import { iso } from '../../lib/dates.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';

type BuildRow = typeof siteBuilds.$inferSelect;

const BUILD_COLUMNS = allColumns(siteBuilds);

/** The builds the publishing page lists, and how many the table keeps. */
export const BUILDS_LISTED = 20;
export const BUILDS_KEPT = 200;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const toSiteBuild = (row: BuildRow): SiteBuild => ({
  id: row.id,
  trigger: oneOf(BUILD_TRIGGERS, row.trigger, 'catalogue'),
  outcome: oneOf(BUILD_OUTCOMES, row.outcome, 'failed'),
  catalogue_version: row.catalogue_version,
  started_at: iso(row.started_at),
  finished_at: row.finished_at ? iso(row.finished_at) : null,
  duration_ms: row.duration_ms,
  pages: row.pages,
  log: row.log,
});

/** The live build, the catalogue's version and a waiting publish request: the dashboard's part. */
export type SiteState = Pick<BuildsData, 'live' | 'catalogue_version' | 'publish_requested_at'>;

export function createBuildsService(database: Database) {
  const live = async (): Promise<SiteBuild | null> => {
    const [row] = await database.query<BuildRow>(sql`
      SELECT ${BUILD_COLUMNS} FROM site_builds WHERE outcome = 'succeeded'
      ORDER BY finished_at DESC, id DESC LIMIT 1`);
    return row ? toSiteBuild(row) : null;
  };

  const catalogueVersion = async (): Promise<string> => {
    const [row] = await database.query<{ version: string }>(
      sql`SELECT version::text AS version FROM catalogue_state WHERE id = 1`,
    );
    return row?.version ?? '0';
  };

  const publishRequestedAt = async (): Promise<string | null> => {
    const [row] = await database.query<{ requested_at: string }>(sql`
      SELECT requested_at FROM site_publish_requests WHERE picked_up_at IS NULL
      ORDER BY requested_at LIMIT 1`);
    return row ? iso(row.requested_at) : null;
  };

  return {
    publishRequestedAt,

    async state(): Promise<SiteState> {
      const [liveBuild, version, requested] = [
        await live(),
        await catalogueVersion(),
        await publishRequestedAt(),
      ];
      return { live: liveBuild, catalogue_version: version, publish_requested_at: requested };
    },

    /** The publishing page: the state, and the last builds with their logs, newest first. */
    async overview(): Promise<BuildsData> {
      const state = await this.state();
      const rows = await database.query<BuildRow>(sql`
        SELECT ${BUILD_COLUMNS} FROM site_builds ORDER BY started_at DESC, id DESC LIMIT ${BUILDS_LISTED}`);
      return { ...state, builds: rows.map(toSiteBuild) };
    },

    /**
     * "Publish now": a request the rebuilder picks up within seconds. One waiting request is enough;
     * asking again while one waits changes nothing. Audited.
     */
    async requestPublish(actor: Pick<StaffPrincipal, 'id' | 'email'>): Promise<void> {
      await database.db.transaction(async (tx) => {
        const [created] = await rowsOf<{ id: string; requested_at: string }>(
          tx,
          sql`
          INSERT INTO site_publish_requests (requested_by)
          SELECT ${actor.id} WHERE NOT EXISTS (SELECT 1 FROM site_publish_requests WHERE picked_up_at IS NULL)
          RETURNING id, requested_at`,
        );
        if (!created) return;
        await recordAudit(tx, {
          actor,
          action: 'site.publish',
          entityType: 'site',
          entityId: created.id,
          after: { requested_at: iso(created.requested_at) },
        });
      });
    },

    /**
     * A build started: recorded as running, and it takes up every publish request made before it (it
     * builds everything changed until now).
     */
    async started(build: BuildStart): Promise<void> {
      await database.db.transaction(async (tx) => {
        await rowsOf(
          tx,
          sql`
          INSERT INTO site_builds (id, trigger, catalogue_version)
          VALUES (${build.id}, ${build.trigger}, ${build.catalogue_version})
          ON CONFLICT (id) DO NOTHING`,
        );
        await rowsOf(
          tx,
          sql`
          UPDATE site_publish_requests SET picked_up_at = now(), build_id = ${build.id}
          WHERE picked_up_at IS NULL AND requested_at <= now()`,
        );
      });
    },

    /** A build finished; a build whose start was not heard is recorded whole. Old builds are let go. */
    async finished(id: string, build: BuildFinish): Promise<void> {
      await database.db.transaction(async (tx) => {
        await rowsOf(
          tx,
          sql`
          INSERT INTO site_builds (id, trigger, catalogue_version, outcome, started_at, finished_at, duration_ms, pages, log)
          VALUES (${id}, ${build.trigger}, ${build.catalogue_version}, ${build.outcome},
                  now() - make_interval(secs => ${build.duration_ms / 1000}), now(), ${build.duration_ms},
                  ${build.pages}, ${build.log})
          ON CONFLICT (id) DO UPDATE SET
            outcome = EXCLUDED.outcome, finished_at = EXCLUDED.finished_at, duration_ms = EXCLUDED.duration_ms,
            pages = EXCLUDED.pages, log = EXCLUDED.log,
            catalogue_version = coalesce(site_builds.catalogue_version, EXCLUDED.catalogue_version)`,
        );
        // The newest BUILDS_KEPT stay, and always the live one.
        await rowsOf(
          tx,
          sql`
          DELETE FROM site_builds WHERE id IN (
            SELECT id FROM site_builds ORDER BY started_at DESC, id DESC OFFSET ${BUILDS_KEPT})
          AND id IS DISTINCT FROM (
            SELECT id FROM site_builds WHERE outcome = 'succeeded' ORDER BY finished_at DESC, id DESC LIMIT 1)`,
        );
      });
    },
  };
}

export type BuildsService = ReturnType<typeof createBuildsService>;
