// CSV import jobs (decision 075). A dry run only plans. An apply queues a job holding the file; a
// worker claims it under a lease, checks the file again against the catalogue as it is then, stages the
// resolved rows in import_rows with visible progress, and applies them in ONE transaction with set-based
// statements: all of it, or nothing. The job's own row is locked by that transaction and every write of
// the worker is conditioned on still holding the lease, so a job is applied once even when a worker that
// was thought dead wakes up. A job whose worker died is claimed again once its lease has run out.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ImportJob, ImportPlan } from '../../../contract/admin/catalogue.ts';
import type { CatalogueCsvColumn } from '../../../contract/admin/rules.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { importJobs } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { refusalOf } from '../../lib/db-errors.ts';
import { analyseCsv, type Analysis, type StagedRow } from './import-plan.ts';
import { applyPacking } from './import-packing.ts';
import { staffColumns, staffRef, type Prefixed } from './admin-product-rows.ts';
import type { StockNotices } from './stock-notices.ts';

export const JOB_NOT_FOUND = 'Import job not found';

/** Staged rows are written this many at a time; `processed` moves after each batch. */
export const STAGE_BATCH = 1000;
/** A job that failed this many times for reasons other than its data is given up. The file is kept
 * until the job ends, then dropped: the audit log and the plan say what it did. */
export const MAX_ATTEMPTS = 3;

type JobRow = Pick<
  typeof importJobs.$inferSelect,
  'id' | 'status' | 'total' | 'processed' | 'plan' | 'error' | 'created_at' | 'started_at' | 'finished_at'
> &
  Prefixed<'creator'>;

const toJob = (row: JobRow): ImportJob => ({
  id: row.id,
  status: row.status as ImportJob['status'],
  total: row.total,
  processed: row.processed,
  plan: (row.plan as ImportPlan | null) ?? null,
  error: row.error,
  created_at: iso(row.created_at),
  started_at: row.started_at ? iso(row.started_at) : null,
  finished_at: row.finished_at ? iso(row.finished_at) : null,
  created_by: staffRef({
    id: row.creator_id,
    first_name: row.creator_first_name,
    last_name: row.creator_last_name,
    email: row.creator_email,
  }),
});

async function readJob(executor: Executor, id: string): Promise<ImportJob> {
  const [row] = await rowsOf<JobRow>(
    executor,
    sql`
      SELECT j.id, j.status, j.total, j.processed, j.plan, j.error, j.created_at, j.started_at, j.finished_at,
             ${staffColumns('s', 'creator')}
      FROM import_jobs j LEFT JOIN staff s ON s.id = j.created_by
      WHERE j.id = ${id}`,
  );
  if (!row) throw AppError.notFound(JOB_NOT_FOUND);
  return toJob(row);
}

/** The file's problems as the answer to an apply that cannot run. */
export const planRefusal = (plan: ImportPlan): AppError =>
  new AppError(
    'unprocessable',
    `The file has ${plan.errors.length}${plan.errorsTruncated ? '+' : ''} problem${plan.errors.length === 1 ? '' : 's'}; nothing was imported. The first: row ${plan.errors[0]!.row}${plan.errors[0]!.column ? `, ${plan.errors[0]!.column}` : ''}: ${plan.errors[0]!.message}`,
    { details: { plan } },
  );

/** A reason to stop that lies in the data or the catalogue: the job fails rather than being tried again. */
class ImportRefused extends Error {
  readonly plan: ImportPlan | undefined;
  constructor(message: string, plan?: ImportPlan) {
    super(message);
    this.plan = plan;
  }
}

class LeaseLost extends Error {}

// ── Applying staged rows ─────────────────────────────────────────────────────────────────────────

/** What an update writes for each column the file has; NULL keeps the fields that cannot be empty. */
const PRODUCT_SET: Partial<Record<CatalogueCsvColumn, SQL>> = {
  name: sql`name = coalesce(s.name, p.name)`,
  slug: sql`slug = coalesce(s.slug, p.slug)`,
  status: sql`status = coalesce(s.status, p.status)`,
  category: sql`category_id = s.category_id`,
  price: sql`price = coalesce(s.price, p.price)`,
  discount_price: sql`discount_price = s.discount_price`,
  compare_price: sql`compare_price = s.compare_price`,
  stock_status: sql`stock_status = coalesce(s.stock_status, p.stock_status)`,
  is_featured: sql`is_featured = coalesce(s.is_featured, p.is_featured)`,
  assembly_required: sql`assembly_required = coalesce(s.assembly_required, p.assembly_required)`,
  brand: sql`brand = s.brand`,
  material: sql`material = s.material`,
  color: sql`color = s.color`,
  style: sql`style = s.style`,
  room_type: sql`room_type = s.room_type`,
  dimensions: sql`dimensions = s.dimensions`,
  weight: sql`weight = s.weight`,
  warranty: sql`warranty = s.warranty`,
  care_instructions: sql`care_instructions = s.care_instructions`,
  description: sql`description = s.description`,
};

const VARIANT_SET: Partial<Record<CatalogueCsvColumn, SQL>> = {
  name: sql`name = coalesce(s.name, v.name)`,
  price: sql`price = coalesce(s.price, v.price)`,
  discount_price: sql`discount_price = s.discount_price`,
  stock_status: sql`stock_status = coalesce(s.stock_status, v.stock_status)`,
};

const STAGED_COLUMNS = sql`(line int, kind text, target_id uuid, is_new boolean, product_id uuid, sku text,
  name text, slug text, status text, category_id uuid, price int, discount_price int, compare_price int,
  stock_status text, is_featured boolean, brand text, material text, color text, style text, room_type text,
  dimensions text, weight text, warranty text, care_instructions text, assembly_required boolean,
  description text, features jsonb, specifications jsonb, sort_order int)`;

async function stage(tx: Executor, jobId: string, rows: StagedRow[]): Promise<void> {
  await rowsOf(
    tx,
    sql`
      INSERT INTO import_rows (job_id, line, kind, target_id, is_new, product_id, sku, name, slug, status,
        category_id, price, discount_price, compare_price, stock_status, is_featured, brand, material, color,
        style, room_type, dimensions, weight, warranty, care_instructions, assembly_required, description,
        features, specifications, sort_order)
      SELECT ${jobId}, r.line, r.kind, r.target_id, r.is_new, r.product_id, r.sku, r.name, r.slug, r.status,
        r.category_id, r.price, r.discount_price, r.compare_price, r.stock_status, r.is_featured, r.brand,
        r.material, r.color, r.style, r.room_type, r.dimensions, r.weight, r.warranty, r.care_instructions,
        r.assembly_required, r.description, r.features, r.specifications, r.sort_order
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r${STAGED_COLUMNS}`,
  );
}

const count = (rows: unknown[]) => rows.length;

/**
 * The GST columns and units in stock of the file's products (`rows`, from the analysis: import_rows has
 * no columns for them), written once every product exists. An empty cell kept the stored value (or the
 * default of a new product), so only what a row gives is written; an unchanged count is left as it was.
 */
async function applyTaxAndStock(tx: Executor, rows: StagedRow[]): Promise<void> {
  const products = rows.filter((row) => row.kind === 'product');
  const tax = products
    .filter((row) => row.hsn_code !== undefined || row.gst_rate_bp !== undefined)
    .map((row) => ({
      id: row.target_id,
      hsn_code: row.hsn_code ?? null,
      gst_rate_bp: row.gst_rate_bp ?? null,
    }));
  if (tax.length > 0)
    await rowsOf(
      tx,
      sql`
        UPDATE products p SET hsn_code = coalesce(x.hsn_code, p.hsn_code),
               gst_rate_bp = coalesce(x.gst_rate_bp, p.gst_rate_bp)
        FROM jsonb_to_recordset(${JSON.stringify(tax)}::jsonb) AS x(id uuid, hsn_code text, gst_rate_bp int)
        WHERE p.id = x.id`,
    );
  const stock = products
    .filter((row) => row.stock_quantity !== undefined)
    .map((row) => ({ product_id: row.target_id, quantity: row.stock_quantity }));
  if (stock.length > 0) {
    // Units the file changes decide between in stock and out of stock, as in the editor
    // (stockStatusWith); units it leaves as they are keep the state, so a round trip changes nothing.
    await rowsOf(
      tx,
      sql`
        WITH changed AS (
          INSERT INTO product_stock (product_id, quantity, updated_at)
          SELECT x.product_id, x.quantity, now()
          FROM jsonb_to_recordset(${JSON.stringify(stock)}::jsonb) AS x(product_id uuid, quantity int)
          ON CONFLICT (product_id) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at
          WHERE product_stock.quantity IS DISTINCT FROM excluded.quantity
          RETURNING product_id, quantity
        )
        UPDATE products p
        SET stock_status = CASE WHEN changed.quantity = 0 THEN 'out_of_stock' ELSE 'in_stock' END
        FROM changed
        WHERE p.id = changed.product_id
          AND ((changed.quantity = 0 AND p.stock_status = 'in_stock')
               OR (changed.quantity > 0 AND p.stock_status = 'out_of_stock'))`,
    );
  }
}

/**
 * Writes every staged row of the job, set-based: new products, updated products (only the columns the
 * file has), their GST columns and units in stock, their specifications and features, new and updated
 * variants, redirects for changed slugs. Throws ImportRefused when the catalogue no longer matches the
 * plan.
 */
async function applyStaged(
  tx: Executor,
  jobId: string,
  analysis: Pick<Analysis, 'columns' | 'plan' | 'rows'>,
  actorId: string | null,
): Promise<void> {
  const { columns, plan } = analysis;
  const has = new Set(columns);
  const staged = (kind: 'product' | 'variant', isNew: boolean) =>
    sql`s.job_id = ${jobId} AND s.kind = ${kind} AND s.is_new = ${isNew}`;

  // Products named by the file that changed their address keep the old one as a redirect.
  if (has.has('slug'))
    await rowsOf(
      tx,
      sql`
        INSERT INTO slug_redirects (kind, old_slug, target_id)
        SELECT 'product', p.slug, p.id FROM import_rows s JOIN products p ON p.id = s.target_id
        WHERE ${staged('product', false)} AND s.slug IS NOT NULL AND s.slug <> p.slug
        ON CONFLICT (kind, old_slug) DO UPDATE SET target_id = excluded.target_id, created_at = now()`,
    );

  const sets = columns.flatMap((column) => PRODUCT_SET[column] ?? []);
  const updated = await rowsOf(
    tx,
    sql`
      UPDATE products p SET ${sql.join([sql`sku = s.sku`, ...sets], sql`, `)},
        version = p.version + 1, updated_by = ${actorId}, updated_at = now()
      FROM import_rows s WHERE ${staged('product', false)} AND p.id = s.target_id
      RETURNING p.id`,
  );
  if (count(updated) !== plan.products.update)
    throw new ImportRefused(
      `${plan.products.update - count(updated)} of the products the file updates no longer exist; nothing was imported.`,
    );

  const created = await rowsOf(
    tx,
    sql`
      INSERT INTO products (id, name, slug, sku, status, category_id, price, discount_price, compare_price,
        stock_status, is_featured, brand, material, color, style, room_type, dimensions, weight, warranty,
        care_instructions, assembly_required, description, updated_by)
      SELECT s.target_id, s.name, s.slug, s.sku, s.status, s.category_id, s.price, s.discount_price,
        s.compare_price, s.stock_status, s.is_featured, s.brand, s.material, s.color, s.style, s.room_type,
        s.dimensions, s.weight, s.warranty, s.care_instructions, s.assembly_required, s.description, ${actorId}
      FROM import_rows s WHERE ${staged('product', true)}
      ORDER BY s.line
      RETURNING id`,
  );
  if (count(created) !== plan.products.create)
    throw new ImportRefused('The new products could not all be created; nothing was imported.');
  await applyTaxAndStock(tx, analysis.rows);
  await applyPacking(tx, analysis.rows);

  // The address a product has now is no longer an old address of anything.
  await rowsOf(
    tx,
    sql`
      DELETE FROM slug_redirects r USING import_rows s
      WHERE r.kind = 'product' AND r.old_slug = s.slug AND s.job_id = ${jobId} AND s.kind = 'product'`,
  );

  // Lists the file has replace the product's own, in the file's order.
  if (has.has('features')) {
    await rowsOf(
      tx,
      sql`
        DELETE FROM product_features d USING import_rows s
        WHERE ${staged('product', false)} AND d.product_id = s.target_id`,
    );
    await rowsOf(
      tx,
      sql`
        INSERT INTO product_features (product_id, feature, sort_order)
        SELECT s.target_id, x.value, x.ord - 1
        FROM import_rows s, jsonb_array_elements_text(s.features) WITH ORDINALITY AS x(value, ord)
        WHERE s.job_id = ${jobId} AND s.kind = 'product' AND s.features IS NOT NULL`,
    );
  }
  if (has.has('specifications')) {
    await rowsOf(
      tx,
      sql`
        DELETE FROM product_specifications d USING import_rows s
        WHERE ${staged('product', false)} AND d.product_id = s.target_id`,
    );
    await rowsOf(
      tx,
      sql`
        INSERT INTO product_specifications (product_id, name, value, sort_order)
        SELECT s.target_id, x.value ->> 'name', x.value ->> 'value', x.ord - 1
        FROM import_rows s, jsonb_array_elements(s.specifications) WITH ORDINALITY AS x(value, ord)
        WHERE s.job_id = ${jobId} AND s.kind = 'product' AND s.specifications IS NOT NULL`,
    );
  }

  const variantSets = columns.flatMap((column) => VARIANT_SET[column] ?? []);
  const updatedVariants = await rowsOf(
    tx,
    sql`
      UPDATE product_variants v SET ${sql.join([sql`sku = s.sku`, ...variantSets], sql`, `)}
      FROM import_rows s WHERE ${staged('variant', false)} AND v.id = s.target_id AND v.product_id = s.product_id
      RETURNING v.id`,
  );
  if (count(updatedVariants) !== plan.variants.update)
    throw new ImportRefused(
      `${plan.variants.update - count(updatedVariants)} of the variants the file updates no longer exist; nothing was imported.`,
    );
  await rowsOf(
    tx,
    sql`
      INSERT INTO product_variants (id, product_id, name, sku, price, discount_price, stock_status, sort_order)
      SELECT s.target_id, s.product_id, s.name, s.sku, s.price, s.discount_price, s.stock_status, s.sort_order
      FROM import_rows s WHERE ${staged('variant', true)}
      ORDER BY s.line`,
  );
  // A product whose variants changed is a changed product: editors holding the old version must reload.
  await rowsOf(
    tx,
    sql`
      UPDATE products p SET version = p.version + 1, updated_by = ${actorId}, updated_at = now()
      WHERE p.id IN (SELECT DISTINCT s.product_id FROM import_rows s WHERE s.job_id = ${jobId} AND s.kind = 'variant')
        AND p.id NOT IN (SELECT s.target_id FROM import_rows s WHERE s.job_id = ${jobId} AND s.kind = 'product')`,
  );
}

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────────

export interface ImportsOptions {
  /** How long a claimed job is kept from other workers without a sign of life. */
  leaseMs?: number;
  /** A name for this process's worker, in the job's row (locked_by). */
  workerId?: string;
  /** Back-in-stock notices for what an import puts back in stock (decision 206). */
  notices?: Pick<StockNotices, 'waiting' | 'serve'>;
}

export function createImportsService(database: Database, options: ImportsOptions = {}) {
  const leaseMs = options.leaseMs ?? 60_000;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const wakers = new Set<() => void>();

  /** Extends the lease and records progress; throws LeaseLost when another worker holds the job now. */
  const heartbeat = async (jobId: string, processed: number): Promise<void> => {
    const rows = await database.query(sql`
      UPDATE import_jobs SET processed = ${processed},
             locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running' RETURNING id`);
    if (rows.length === 0) throw new LeaseLost(`The lease on import job ${jobId} was lost`);
  };

  /** Ends a job that cannot succeed, if this worker still holds it. */
  const fail = async (jobId: string, message: string, plan?: ImportPlan): Promise<void> => {
    const failed = await database.query(sql`
      UPDATE import_jobs SET status = 'failed', error = ${message}, finished_at = now(), csv = '',
             plan = coalesce(${plan ? JSON.stringify(plan) : null}::jsonb, plan),
             locked_by = NULL, locked_until = NULL
      WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running' RETURNING id`);
    if (failed.length > 0) await database.query(sql`DELETE FROM import_rows WHERE job_id = ${jobId}`);
  };

  /** Claims the oldest due job: queued, or running under a lease that has run out. */
  const claim = async (): Promise<{ id: string; attempts: number } | null> => {
    const [row] = await database.query<{ id: string; attempts: number }>(sql`
      UPDATE import_jobs j SET status = 'running', locked_by = ${workerId},
             locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
             attempts = j.attempts + 1, started_at = coalesce(j.started_at, now()), processed = 0
      WHERE j.id = (
        SELECT id FROM import_jobs
        WHERE status = 'queued' OR (status = 'running' AND locked_until < now())
        ORDER BY created_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING j.id, j.attempts`);
    return row ?? null;
  };

  /** Stages and applies one claimed job. */
  const run = async (jobId: string): Promise<void> => {
    const [job] = await database.query<{
      csv: string;
      created_by: string | null;
      actor_email: string | null;
    }>(sql`
      SELECT j.csv, j.created_by, s.email AS actor_email
      FROM import_jobs j LEFT JOIN staff s ON s.id = j.created_by WHERE j.id = ${jobId}`);
    if (!job) return;
    await database.query(sql`DELETE FROM import_rows WHERE job_id = ${jobId}`);
    // Checked again: the catalogue may have changed since the dry run.
    const analysis = await analyseCsv(database.db, job.csv);
    if (analysis.plan.errors.length > 0) {
      const refusal = planRefusal(analysis.plan);
      throw new ImportRefused(refusal.message, analysis.plan);
    }
    for (let offset = 0; offset < analysis.rows.length; offset += STAGE_BATCH) {
      const batch = analysis.rows.slice(offset, offset + STAGE_BATCH);
      await stage(database.db, jobId, batch);
      await heartbeat(jobId, offset + batch.length);
    }
    await database.db.transaction(async (tx) => {
      const [held] = await rowsOf(
        tx,
        sql`SELECT id FROM import_jobs WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running' FOR UPDATE`,
      );
      if (!held) throw new LeaseLost(`The lease on import job ${jobId} was lost`);
      // The requests waiting for the file's products: served below if the import brings them back.
      const named = analysis.rows.map((row) => (row.kind === 'variant' && row.product_id) || row.target_id);
      const waiting = (await options.notices?.waiting(tx, named)) ?? [];
      await applyStaged(tx, jobId, analysis, job.created_by);
      await options.notices?.serve(tx, waiting);
      await recordAudit(tx, {
        actor: job.created_by ? { id: job.created_by, email: job.actor_email ?? '' } : null,
        action: 'catalogue.import',
        entityType: 'import_job',
        entityId: jobId,
        after: {
          rows: analysis.plan.rows,
          products: analysis.plan.products,
          variants: analysis.plan.variants,
          columns: analysis.columns,
        },
      });
      await rowsOf(
        tx,
        sql`
          UPDATE import_jobs SET status = 'succeeded', processed = total, finished_at = now(), error = NULL, csv = '',
                 plan = ${JSON.stringify(analysis.plan)}::jsonb, locked_by = NULL, locked_until = NULL
          WHERE id = ${jobId}`,
      );
      await rowsOf(tx, sql`DELETE FROM import_rows WHERE job_id = ${jobId}`);
    });
  };

  return {
    workerId,

    /** Checks the file and says what an import would do; changes nothing. */
    async dryRun(csv: string): Promise<ImportPlan> {
      return (await analyseCsv(database.db, csv)).plan;
    },

    /** Queues the file as a job, once a dry run of it finds no problem (422 with the plan otherwise). */
    async enqueue(csv: string, actor: StaffPrincipal): Promise<ImportJob> {
      const { plan } = await analyseCsv(database.db, csv);
      if (plan.errors.length > 0) throw planRefusal(plan);
      const [row] = await database.query<{ id: string }>(sql`
        INSERT INTO import_jobs (csv, total, plan, created_by)
        VALUES (${csv}, ${plan.rows}, ${JSON.stringify(plan)}::jsonb, ${actor.id})
        RETURNING id`);
      for (const wake of wakers) wake();
      return readJob(database.db, row!.id);
    },

    get(id: string): Promise<ImportJob> {
      if (!isUuid(id)) return Promise.reject(AppError.notFound(JOB_NOT_FOUND));
      return readJob(database.db, id);
    },

    /**
     * Claims one due job and runs it to its end; resolves to its id, or null when none was due. A
     * failure of the data fails the job; any other failure leaves it to be claimed again (after the
     * lease), until MAX_ATTEMPTS.
     */
    async runOnce(log?: (error: unknown, message: string) => void): Promise<string | null> {
      const claimed = await claim();
      if (!claimed) return null;
      if (claimed.attempts > MAX_ATTEMPTS) {
        await fail(
          claimed.id,
          `The import was tried ${MAX_ATTEMPTS} times without finishing; it was given up.`,
        );
        return claimed.id;
      }
      try {
        await run(claimed.id);
      } catch (error) {
        if (error instanceof LeaseLost) {
          log?.(error, 'import job taken over by another worker');
        } else if (error instanceof ImportRefused) {
          await fail(claimed.id, error.message, error.plan);
        } else if (refusalOf(error)?.code.startsWith('23')) {
          // A constraint of the catalogue refused the data (a SKU or slug someone took meanwhile).
          await fail(
            claimed.id,
            'The catalogue changed while the import ran (a SKU or slug in the file is taken now); nothing was imported. Run a dry run again.',
          );
        } else {
          log?.(error, 'import job failed; it will be tried again');
          // Let the lease run out soon, so another round (here or elsewhere) takes it up again.
          await database
            .query(
              sql`
              UPDATE import_jobs SET locked_until = now() + interval '5 seconds'
              WHERE id = ${claimed.id} AND locked_by = ${workerId} AND status = 'running'`,
            )
            .catch(() => {});
        }
      }
      return claimed.id;
    },

    /** On the embedded database one process owns every lease: a lease found at start is a dead one. */
    async releaseLeases(): Promise<number> {
      const rows = await database.query(sql`
        UPDATE import_jobs SET locked_until = now() WHERE status = 'running' AND locked_until > now() RETURNING id`);
      return rows.length;
    },

    /** Calls `wake` whenever this process queues a job. */
    onQueued(wake: () => void): () => void {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
