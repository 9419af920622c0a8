// Review moderation (decision 077): a queue of every review, visible or hidden, and hiding a review
// with a reason or showing it again. A hidden review leaves every public list; the product's rating and
// review count follow by trigger, and the catalogue version moves, so the next site build shows it. The
// audit log keeps ids and the moderation fields only: no reviewer's name, no review text.
import { sql, type SQL } from 'drizzle-orm';
import type { AdminReview } from '../../../contract/admin/catalogue.ts';
import type { PageInfo } from '../../../contract/admin/common.ts';
import type { ADMIN_REVIEW_SORTS } from '../../../contract/admin/rules.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { products, reviews } from '../../db/schema.ts';
import { columns } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { staffColumns, staffRef, type Prefixed } from './admin-product-rows.ts';
import { cappedCount, pageInfo } from '../../lib/pagination.ts';

export const REVIEW_NOT_FOUND = 'Review not found';

const REVIEW_KEYS = [
  'id',
  'customer_name',
  'rating',
  'title',
  'comment',
  'verified_purchase',
  'created_at',
  'hidden_at',
  'hidden_reason',
] as const;

type ReviewRow = Pick<typeof reviews.$inferSelect, (typeof REVIEW_KEYS)[number]> & {
  product_id: (typeof products.$inferSelect)['id'];
  product_name: (typeof products.$inferSelect)['name'];
  product_slug: (typeof products.$inferSelect)['slug'];
} & Prefixed<'hider'>;

const SELECT = sql`
  SELECT ${columns(reviews, REVIEW_KEYS, 'r')}, p.id AS product_id, p.name AS product_name,
         p.slug AS product_slug, ${staffColumns('s', 'hider')}
  FROM reviews r JOIN products p ON p.id = r.product_id LEFT JOIN staff s ON s.id = r.hidden_by`;

const toReview = (row: ReviewRow): AdminReview => ({
  id: row.id,
  product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
  customer_name: row.customer_name,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  verified_purchase: row.verified_purchase,
  created_at: iso(row.created_at),
  hidden: row.hidden_at !== null,
  hidden_reason: row.hidden_reason,
  hidden_at: row.hidden_at ? iso(row.hidden_at) : null,
  hidden_by: staffRef({
    id: row.hider_id,
    first_name: row.hider_first_name,
    last_name: row.hider_last_name,
    email: row.hider_email,
  }),
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ReviewListQuery {
  page: number;
  limit: number;
  visibility: 'visible' | 'hidden' | 'all';
  rating?: number | undefined;
  product_id?: string | undefined;
  search?: string | undefined;
  sort: (typeof ADMIN_REVIEW_SORTS)[number];
  order: 'asc' | 'desc';
}

async function readOne(executor: Executor, id: string): Promise<AdminReview> {
  const [row] = await rowsOf<ReviewRow>(executor, sql`${SELECT} WHERE r.id = ${id}`);
  if (!row) throw AppError.notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}

export function createAdminReviewsService(database: Database) {
  /** Hides (reason given) or shows the review; the same state again changes nothing and logs nothing. */
  const moderate = async (id: string, reason: string | null, actor: StaffPrincipal): Promise<AdminReview> => {
    if (!isUuid(id)) throw AppError.notFound(REVIEW_NOT_FOUND);
    return database.db.transaction(async (tx) => {
      const [before] = await rowsOf<
        Pick<typeof reviews.$inferSelect, 'product_id' | 'hidden_at' | 'hidden_reason'>
      >(tx, sql`SELECT product_id, hidden_at, hidden_reason FROM reviews WHERE id = ${id} FOR UPDATE`);
      if (!before) throw AppError.notFound(REVIEW_NOT_FOUND);
      const hide = reason !== null;
      const changed = hide
        ? before.hidden_reason !== reason || before.hidden_at === null
        : before.hidden_at !== null;
      if (changed) {
        await rowsOf(
          tx,
          hide
            ? sql`UPDATE reviews SET hidden_at = coalesce(hidden_at, now()), hidden_reason = ${reason},
                    hidden_by = ${actor.id} WHERE id = ${id}`
            : sql`UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL, hidden_by = NULL WHERE id = ${id}`,
        );
        await recordAudit(tx, {
          actor,
          action: hide ? 'review.hide' : 'review.unhide',
          entityType: 'review',
          entityId: id,
          before: {
            product_id: before.product_id,
            hidden: before.hidden_at !== null,
            reason: before.hidden_reason,
          },
          after: { product_id: before.product_id, hidden: hide, reason },
        });
      }
      return readOne(tx, id);
    });
  };

  return {
    async list(query: ReviewListQuery): Promise<{ reviews: AdminReview[]; pagination: PageInfo }> {
      const conditions: SQL[] = [];
      if (query.visibility === 'visible') conditions.push(sql`r.hidden_at IS NULL`);
      if (query.visibility === 'hidden') conditions.push(sql`r.hidden_at IS NOT NULL`);
      if (query.rating !== undefined) conditions.push(sql`r.rating = ${query.rating}`);
      if (query.product_id) conditions.push(sql`r.product_id = ${query.product_id}`);
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          sql`(r.title ILIKE ${pattern} OR r.comment ILIKE ${pattern} OR r.customer_name ILIKE ${pattern} OR p.name ILIKE ${pattern})`,
        );
      }
      const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      // By rating, then by date in the same direction, so that one index serves both directions.
      const order =
        query.sort === 'rating'
          ? sql`r.rating ${direction}, r.created_at ${direction}, r.id ${direction}`
          : sql`r.created_at ${direction}, r.id ${direction}`;
      const [rows, counted] = await Promise.all([
        database.query<ReviewRow>(sql`
          ${SELECT} ${where}
          ORDER BY ${order}
          LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`),
        cappedCount(database, sql`FROM reviews r JOIN products p ON p.id = r.product_id ${where}`),
      ]);
      return { reviews: rows.map(toReview), pagination: pageInfo(query.page, query.limit, counted) };
    },

    hide: (id: string, reason: string, actor: StaffPrincipal) => moderate(id, reason, actor),
    unhide: (id: string, actor: StaffPrincipal) => moderate(id, null, actor),
  };
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
