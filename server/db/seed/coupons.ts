// The demo's coupon codes (decision 202), on the first start only: a welcome code for a first order and
// a festive code for larger orders. Codes are never deleted (orders name them), so an empty table means
// a first start; running this again adds nothing and undoes no edit.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

export const DEMO_COUPONS = [
  {
    code: 'WELCOME10',
    description: '10% off a first order, up to ₹5,000',
    kind: 'percent',
    value: 10,
    max_discount: 5_000,
    min_order: 0,
    per_customer_max: 1,
    first_order_only: true,
  },
  {
    code: 'FESTIVE2500',
    description: '₹2,500 off orders above ₹25,000',
    kind: 'flat',
    value: 2_500,
    max_discount: null,
    min_order: 25_000,
    per_customer_max: null,
    first_order_only: false,
  },
] as const;

export async function couponsAreEmpty(database: Database): Promise<boolean> {
  const [row] = await database.query<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM coupons) AS any`);
  return !row?.any;
}

/** Adds the demo's codes that are not there yet; answers how many were added. */
export async function seedDemoCoupons(database: Database): Promise<number> {
  let added = 0;
  for (const coupon of DEMO_COUPONS) {
    const rows = await database.query<{ id: string }>(sql`
      INSERT INTO coupons (code, description, kind, value, max_discount, min_order, per_customer_max, first_order_only)
      VALUES (${coupon.code}, ${coupon.description}, ${coupon.kind}, ${coupon.value}, ${coupon.max_discount},
              ${coupon.min_order}, ${coupon.per_customer_max}, ${coupon.first_order_only})
      ON CONFLICT (upper(code)) DO NOTHING
      RETURNING id`);
    added += rows.length;
  }
  return added;
}
