// Coupon codes (decision 202): reading the codes a cart asks for with what the rules need (their scope
// among the cart's products, the shopper's history), recording the orders that use them, giving a
// cancelled order's uses back, and the back office's list and forms. Inside a checkout's transaction the
// codes' rows are locked (after its stock rows, always in that order), so that two checkouts racing for a
// code's last use or a shopper's last allowed use see each other: the second sees the first's use.
import { sql } from 'drizzle-orm';
import type { CouponInputParsed, Coupon } from '../../../contract/admin/coupons.ts';
import type { QuoteLine } from '../../../contract/orders.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldConflict, fieldUnprocessable, refusalOf } from '../../lib/db-errors.ts';
import { iso } from '../../lib/dates.ts';
import { containing, pageInfo } from '../../lib/pagination.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { applyCoupons, type CouponsApplied, type CouponTerms } from './coupon-rules.ts';

export const COUPON_NOT_FOUND = 'Coupon not found';

/** Codes none of which exist need nothing more read: every one is refused as unknown. */
const UNKNOWN_SHOPPER = { inScope: () => false, usedByShopper: null, hasOrdered: null };

/** What pricing a cart's codes needs besides the lines. */
export interface CouponAsk {
  codes: readonly string[];
  lines: readonly QuoteLine[];
  customerId: string | null;
  /** Lower case; null when not known yet. */
  email: string | null;
  today: string;
  intraState: boolean;
  /** In a checkout's transaction: lock the codes' rows until it ends. */
  lock: boolean;
}

interface CouponRow extends CouponTerms {
  description: string;
  scope: 'all' | 'categories' | 'products';
  category_ids: string[];
  product_ids: string[];
  discount_given_paise: number | string;
  created_at: string | Date;
  updated_at: string | Date;
}

const normalize = (row: CouponRow): CouponRow => ({
  ...row,
  value: Number(row.value),
  max_discount: row.max_discount === null ? null : Number(row.max_discount),
  min_order: Number(row.min_order),
  max_uses: row.max_uses === null ? null : Number(row.max_uses),
  per_customer_max: row.per_customer_max === null ? null : Number(row.per_customer_max),
  uses: Number(row.uses),
  starts_on: row.starts_on === null ? null : String(row.starts_on).slice(0, 10),
  ends_on: row.ends_on === null ? null : String(row.ends_on).slice(0, 10),
});

/**
 * The products of `productIds` each code covers: every one, its chosen products, or those in its categories
 * or below them. The cart's products' categories and their ancestors are read once, in one query, and only
 * when a code is scoped by category.
 */
async function scopes(executor: Executor, coupons: readonly CouponRow[], productIds: readonly string[]) {
  const byCategory = coupons.some((coupon) => coupon.scope === 'categories');
  const ancestry = byCategory
    ? await rowsOf<{ product_id: string; category_id: string }>(
        executor,
        sql`WITH RECURSIVE up AS (
              SELECT p.id AS product_id, p.category_id FROM products p
              WHERE p.id = ANY(${sql.param([...productIds])}::uuid[]) AND p.category_id IS NOT NULL
              UNION SELECT up.product_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id
              WHERE c.parent_id IS NOT NULL)
            SELECT product_id, category_id FROM up`,
      )
    : [];
  const covered = new Map<string, Set<string> | 'all'>();
  for (const coupon of coupons) {
    if (coupon.scope === 'all') covered.set(coupon.id, 'all');
    else if (coupon.scope === 'products') covered.set(coupon.id, new Set(coupon.product_ids));
    else {
      const chosen = new Set(coupon.category_ids);
      covered.set(
        coupon.id,
        new Set(ancestry.filter((row) => chosen.has(row.category_id)).map((row) => row.product_id)),
      );
    }
  }
  return covered;
}

/**
 * The shopper's orders holding each code and whether they have ordered before, in one query; null when
 * the shopper is not known yet.
 */
async function history(executor: Executor, coupons: readonly CouponRow[], ask: CouponAsk) {
  if (!ask.customerId && !ask.email) return { usedByShopper: null, hasOrdered: null };
  const who = sql`(${ask.customerId ? sql`customer_id = ${ask.customerId} OR ` : sql``}lower(email) = ${ask.email ?? ''})`;
  const needsHistory = coupons.some((coupon) => coupon.first_order_only);
  const rows = await rowsOf<{ coupon_id: string | null; used: number }>(
    executor,
    sql`SELECT coupon_id, count(*)::int AS used FROM coupon_redemptions
        WHERE coupon_id = ANY(${sql.param(coupons.map((coupon) => coupon.id))}::uuid[]) AND released_at IS NULL
          AND ${who}
        GROUP BY coupon_id
        ${needsHistory ? sql`UNION ALL SELECT NULL, 1 WHERE EXISTS (SELECT 1 FROM orders WHERE ${who} AND status <> 'cancelled')` : sql``}`,
  );
  return {
    usedByShopper: new Map(
      rows.flatMap((row) => (row.coupon_id ? [[row.coupon_id, Number(row.used)] as const] : [])),
    ),
    hasOrdered: rows.some((row) => row.coupon_id === null),
  };
}

/**
 * Applies the codes of `ask` to its lines. With no codes nothing is read. Under `lock`, the codes' rows
 * stay locked until the caller's transaction ends.
 */
export async function priceCoupons(executor: Executor, ask: CouponAsk): Promise<CouponsApplied> {
  if (ask.codes.length === 0) return { lines: [...ask.lines], outcomes: [], discount: 0 };
  const found = (
    await rowsOf<CouponRow>(
      executor,
      sql`SELECT * FROM coupons WHERE upper(code) = ANY(${sql.param([...ask.codes])}::text[])
          ORDER BY id ${ask.lock ? sql`FOR UPDATE` : sql``}`,
    )
  ).map(normalize);
  const rows = found;
  if (rows.length === 0)
    return applyCoupons(ask.lines, ask.codes, new Map(), {
      ...UNKNOWN_SHOPPER,
      today: ask.today,
      intraState: ask.intraState,
    });
  const productIds = [...new Set(ask.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const covered = await scopes(executor, rows, productIds);
  const shopper = await history(executor, rows, ask);
  return applyCoupons(ask.lines, ask.codes, new Map(rows.map((row) => [row.code.toUpperCase(), row])), {
    today: ask.today,
    intraState: ask.intraState,
    inScope: (couponId, productId) => {
      const scope = covered.get(couponId);
      return scope === 'all' || (scope?.has(productId) ?? false);
    },
    ...shopper,
  });
}

/**
 * Records an order's applied codes, in the transaction that places it: one redemption each, and the code's
 * use counted. The codes' rows were locked when the order was priced, so a use limit cannot be passed
 * here; the database's own rule would refuse it if it were.
 */
export async function redeemCoupons(
  tx: Executor,
  orderId: string,
  applied: CouponsApplied['outcomes'],
  shopper: { customerId: string | null; email: string },
): Promise<void> {
  for (const outcome of applied) {
    if (!outcome.applied || !outcome.couponId) continue;
    await tx.execute(sql`
      INSERT INTO coupon_redemptions (coupon_id, order_id, customer_id, email, discount_paise)
      VALUES (${outcome.couponId}, ${orderId}, ${shopper.customerId}, ${shopper.email.toLowerCase()}, ${outcome.discount})`);
    await tx.execute(sql`
      UPDATE coupons SET uses = uses + 1, discount_given_paise = discount_given_paise + ${outcome.discount},
                         updated_at = now()
      WHERE id = ${outcome.couponId}`);
  }
}

/** A cancelled order gives its codes' uses back, once, in the transaction that cancels it. */
export async function releaseCoupons(tx: Executor, orderId: string): Promise<void> {
  const released = await rowsOf<{ coupon_id: string; discount_paise: number }>(
    tx,
    sql`UPDATE coupon_redemptions SET released_at = now()
        WHERE order_id = ${orderId} AND released_at IS NULL
        RETURNING coupon_id, discount_paise`,
  );
  for (const row of released) {
    await tx.execute(sql`
      UPDATE coupons SET uses = greatest(uses - 1, 0),
                         discount_given_paise = greatest(discount_given_paise - ${Number(row.discount_paise)}, 0),
                         updated_at = now()
      WHERE id = ${row.coupon_id}`);
  }
}

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: row.value,
  max_discount: row.max_discount,
  min_order: row.min_order,
  scope: row.scope,
  category_ids: row.category_ids ?? [],
  product_ids: row.product_ids ?? [],
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  max_uses: row.max_uses,
  per_customer_max: row.per_customer_max,
  first_order_only: row.first_order_only,
  combinable: row.combinable,
  active: row.active,
  uses: row.uses,
  discount_given: Number(row.discount_given_paise),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** What the audit log keeps of a code: its terms, not its running use. */
const audited = ({ uses: _uses, discount_given: _given, created_at: _c, updated_at: _u, ...terms }: Coupon) =>
  terms;

/** The back office's coupon codes: the list with their use, and the form's writes. */
export function createCouponsService(database: Database) {
  const byId = async (executor: Executor, id: string): Promise<Coupon> => {
    const [row] = await rowsOf<CouponRow>(executor, sql`SELECT * FROM coupons WHERE id = ${id}`);
    if (!row) throw AppError.notFound(COUPON_NOT_FOUND);
    return toCoupon(normalize(row));
  };

  /** Ids named in a code's scope must exist: a typo would make a code that never applies. */
  const checkScope = async (executor: Executor, input: CouponInputParsed) => {
    const check = async (table: 'categories' | 'products', field: string, ids: string[]) => {
      if (ids.length === 0) return;
      const rows = await rowsOf<{ id: string }>(
        executor,
        sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ANY(${sql.param(ids)}::uuid[])`,
      );
      const known = new Set(rows.map((row) => row.id));
      const missing = ids.find((id) => !known.has(id));
      if (missing) throw fieldUnprocessable(field, `${field} names ${missing}, which does not exist`);
    };
    await check('categories', 'category_ids', input.scope === 'categories' ? input.category_ids : []);
    await check('products', 'product_ids', input.scope === 'products' ? input.product_ids : []);
  };

  const values = (input: CouponInputParsed) => ({
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.value,
    maxDiscount: input.kind === 'percent' ? input.max_discount : null,
    categoryIds: input.scope === 'categories' ? input.category_ids : [],
    productIds: input.scope === 'products' ? input.product_ids : [],
  });

  const duplicate = (error: unknown, code: string): never => {
    const refusal = refusalOf(error);
    if (refusal?.code === '23505') throw fieldConflict('code', `The code ${code} already exists`);
    if (refusal?.code === '23514' && refusal.constraint === 'coupons_uses')
      throw fieldUnprocessable('max_uses', 'max_uses must be at least the uses the code already has');
    throw error;
  };

  return {
    async list(query: { page: number; limit: number; q?: string | undefined }) {
      // Few codes: counted exactly, in the same statement.
      const where = query.q ? sql`WHERE lower(code) LIKE ${containing(query.q)}` : sql``;
      const rows = await database.query<CouponRow & { total: number }>(sql`
        SELECT *, count(*) OVER ()::int AS total FROM coupons ${where}
        ORDER BY created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`);
      const total = rows[0] ? Number(rows[0].total) : 0;
      return {
        coupons: rows.map((row) => toCoupon(normalize(row))),
        pageInfo: pageInfo(query.page, query.limit, total),
      };
    },

    get: (id: string) => byId(database.db, id),

    async create(actor: StaffPrincipal, input: CouponInputParsed): Promise<Coupon> {
      return database.db
        .transaction(async (tx) => {
          await checkScope(tx, input);
          const v = values(input);
          const [row] = await rowsOf<{ id: string }>(
            tx,
            sql`INSERT INTO coupons (code, description, kind, value, max_discount, min_order, scope, category_ids,
                                     product_ids, starts_on, ends_on, max_uses, per_customer_max, first_order_only,
                                     combinable, active)
                VALUES (${v.code}, ${v.description}, ${v.kind}, ${v.value}, ${v.maxDiscount}, ${input.min_order},
                        ${input.scope}, ${sql.param(v.categoryIds)}::uuid[], ${sql.param(v.productIds)}::uuid[],
                        ${input.starts_on}, ${input.ends_on}, ${input.max_uses}, ${input.per_customer_max},
                        ${input.first_order_only}, ${input.combinable}, ${input.active})
                RETURNING id`,
          );
          const coupon = await byId(tx, row!.id);
          await recordAudit(tx, {
            actor,
            action: 'coupon.create',
            entityType: 'coupon',
            entityId: coupon.id,
            after: audited(coupon),
          });
          return coupon;
        })
        .catch((error: unknown) => duplicate(error, input.code));
    },

    async update(actor: StaffPrincipal, id: string, input: CouponInputParsed): Promise<Coupon> {
      return database.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM coupons WHERE id = ${id} FOR UPDATE`);
          const before = await byId(tx, id);
          await checkScope(tx, input);
          const v = values(input);
          await tx.execute(sql`
            UPDATE coupons SET code = ${v.code}, description = ${v.description}, kind = ${v.kind}, value = ${v.value},
                   max_discount = ${v.maxDiscount}, min_order = ${input.min_order}, scope = ${input.scope},
                   category_ids = ${sql.param(v.categoryIds)}::uuid[], product_ids = ${sql.param(v.productIds)}::uuid[],
                   starts_on = ${input.starts_on}, ends_on = ${input.ends_on}, max_uses = ${input.max_uses},
                   per_customer_max = ${input.per_customer_max}, first_order_only = ${input.first_order_only},
                   combinable = ${input.combinable}, active = ${input.active}, updated_at = now()
            WHERE id = ${id}`);
          const after = await byId(tx, id);
          await recordAudit(tx, {
            actor,
            action: 'coupon.update',
            entityType: 'coupon',
            entityId: id,
            before: audited(before),
            after: audited(after),
          });
          return after;
        })
        .catch((error: unknown) => duplicate(error, input.code));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
