// Photos kept on a design project (decision 196): those staff take at a site visit, and the proof of a
// stage's offline payment (a transfer's screenshot, a cheque). Each upload is checked by content and
// re-encoded as every upload is (server/media/uploads.ts), which also drops its EXIF data, the place
// it was taken included; it is stored under a long random name, because its URL is its only key, and
// recorded in one transaction with its audit entry. Files of an upload that could not be recorded, and
// of a removed photo, are deleted once the transaction has decided.
import { sql } from 'drizzle-orm';
import { isUuid } from '../../../contract/ids.ts';
import { VISIT_PHOTOS_MAX, type ProjectPhoto } from '../../../contract/site-visits.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { mediaUrl } from '../../lib/media.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { discardUploads, storeUploadedImage } from '../../media/uploads.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';

export const PHOTO_NOT_FOUND = 'Photo not found';
/** 128 bits: a photo's address cannot be guessed. */
const NAME_BYTES = 16;

export interface PhotoRow {
  id: string;
  image: string;
  thumbnail: string;
  created_at: string;
}

export const toPhoto = (row: PhotoRow, mediaOrigin: string): ProjectPhoto => ({
  id: row.id,
  url: mediaUrl(mediaOrigin, row.image)!,
  thumbnail_url: mediaUrl(mediaOrigin, row.thumbnail)!,
  created_at: iso(row.created_at),
});

/** The photos of these visits, oldest first, by visit. */
export async function visitPhotos(
  executor: Executor,
  visitIds: readonly string[],
): Promise<Map<string, PhotoRow[]>> {
  const byVisit = new Map<string, PhotoRow[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await rowsOf<PhotoRow & { visit_id: string }>(
    executor,
    sql`SELECT id, visit_id, image, thumbnail, created_at FROM project_photos
        WHERE visit_id = ANY(${sql.param([...visitIds])}::uuid[]) ORDER BY created_at, id`,
  );
  for (const row of rows) byVisit.set(row.visit_id, [...(byVisit.get(row.visit_id) ?? []), row]);
  return byVisit;
}

/**
 * Erasure (decision 196): the photos of the projects' site visits, a stranger's home, go; the rows in
 * the caller's transaction, and the refs returned so that the files go once it has committed. The proofs
 * of payments stay with the payments, which the accounts must keep.
 */
export async function eraseVisitPhotos(executor: Executor, projectIds: readonly string[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const rows = await rowsOf<PhotoRow>(
    executor,
    sql`DELETE FROM project_photos
        WHERE project_id = ANY(${sql.param([...projectIds])}::uuid[]) AND visit_id IS NOT NULL
        RETURNING id, image, thumbnail, created_at`,
  );
  return rows.flatMap((row) => [row.image, row.thumbnail]);
}

export function createProjectPhotosService(database: Database, storage: MediaStorage) {
  /** Stores the upload, then records it with `record`; the files go again when recording fails. */
  const keep = async <T>(
    projectId: string,
    upload: Buffer,
    log: (error: unknown) => void,
    record: (tx: Executor, stored: { image: string; thumbnail: string }) => Promise<T>,
  ): Promise<T> => {
    const stored = await storeUploadedImage(storage, `projects/${projectId}`, upload, NAME_BYTES);
    try {
      return await database.db.transaction((tx) => record(tx, stored));
    } catch (error) {
      for (const key of stored.keys) await storage.delete(key).catch(log);
      throw error;
    }
  };

  /** The project, or 404; checked before an upload is processed. */
  const exists = async (projectId: string) => {
    if (!isUuid(projectId)) throw AppError.notFound('Project not found');
    const [row] = await database.query(sql`SELECT 1 FROM projects WHERE id = ${projectId}`);
    if (!row) throw AppError.notFound('Project not found');
  };

  return {
    /** A photo taken at a booked or done visit. */
    async addToVisit(
      actor: StaffPrincipal,
      projectId: string,
      visitId: string,
      upload: Buffer,
      log: (error: unknown) => void,
    ): Promise<void> {
      await exists(projectId);
      await keep(projectId, upload, log, async (tx, stored) => {
        const [visit] = await rowsOf<{ status: string }>(
          tx,
          sql`SELECT status FROM site_visits WHERE id = ${visitId} AND project_id = ${projectId} FOR UPDATE`,
        );
        if (!visit) throw AppError.notFound('Site visit not found');
        if (visit.status !== 'booked' && visit.status !== 'done')
          throw AppError.conflict('Photos are kept for a booked or done visit');
        const [count] = await rowsOf<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM project_photos WHERE visit_id = ${visitId}`,
        );
        if (count!.n >= VISIT_PHOTOS_MAX)
          throw AppError.conflict(`A visit keeps at most ${VISIT_PHOTOS_MAX} photos; remove one first`);
        const [row] = await rowsOf<{ id: string }>(
          tx,
          sql`INSERT INTO project_photos (project_id, visit_id, image, thumbnail, uploaded_by)
              VALUES (${projectId}, ${visitId}, ${stored.image}, ${stored.thumbnail}, ${actor.id})
              RETURNING id`,
        );
        await recordAudit(tx, {
          actor,
          action: 'visit.photo_add',
          entityType: 'project',
          entityId: projectId,
          after: { visit_id: visitId, photo_id: row!.id },
        });
      });
    },

    async removeFromVisit(
      actor: StaffPrincipal,
      projectId: string,
      visitId: string,
      photoId: string,
      log: (error: unknown) => void,
    ): Promise<void> {
      const removed = await database.db.transaction(async (tx) => {
        const [row] = await rowsOf<PhotoRow>(
          tx,
          sql`DELETE FROM project_photos WHERE id = ${photoId} AND visit_id = ${visitId} AND project_id = ${projectId}
              RETURNING id, image, thumbnail, created_at`,
        );
        if (!row) throw AppError.notFound(PHOTO_NOT_FOUND);
        await recordAudit(tx, {
          actor,
          action: 'visit.photo_remove',
          entityType: 'project',
          entityId: projectId,
          before: { visit_id: visitId, photo_id: photoId },
        });
        return row;
      });
      await discardUploads(storage, [removed.image, removed.thumbnail], log);
    },

    /** The proof of a stage's offline payment; a new one replaces the one before. */
    async attachProof(
      actor: StaffPrincipal,
      projectId: string,
      stageId: string,
      upload: Buffer,
      log: (error: unknown) => void,
    ): Promise<void> {
      await exists(projectId);
      const replaced = await keep(projectId, upload, log, async (tx, stored) => {
        const [stage] = await rowsOf<{ payment_id: string | null; method: string | null }>(
          tx,
          sql`SELECT s.payment_id, m.method FROM project_stages s
              LEFT JOIN money_movements m ON m.id = s.payment_id
              WHERE s.id = ${stageId} AND s.project_id = ${projectId} AND s.status <> 'cancelled'
              FOR UPDATE OF s`,
        );
        if (!stage) throw AppError.notFound('Payment stage not found');
        if (!stage.payment_id || !stage.method || stage.method === 'razorpay')
          throw AppError.conflict('Proof is kept for a payment recorded offline: record the payment first');
        const previous = await rowsOf<PhotoRow>(
          tx,
          sql`DELETE FROM project_photos WHERE movement_id = ${stage.payment_id}
              RETURNING id, image, thumbnail, created_at`,
        );
        const [row] = await rowsOf<{ id: string }>(
          tx,
          sql`INSERT INTO project_photos (project_id, movement_id, image, thumbnail, uploaded_by)
              VALUES (${projectId}, ${stage.payment_id}, ${stored.image}, ${stored.thumbnail}, ${actor.id})
              RETURNING id`,
        );
        await recordAudit(tx, {
          actor,
          action: 'stage.proof',
          entityType: 'project',
          entityId: projectId,
          before: previous[0] ? { stage_id: stageId, photo_id: previous[0].id } : null,
          after: { stage_id: stageId, photo_id: row!.id },
        });
        return previous;
      });
      await discardUploads(
        storage,
        replaced.flatMap((row) => [row.image, row.thumbnail]),
        log,
      );
    },
  };
}

export type ProjectPhotosService = ReturnType<typeof createProjectPhotosService>;
