// Product views, counted once per visitor, product and day (decision 043), so that "trending" follows
// what people look at rather than how often one client can call /view. A visitor is a hash of the
// client address and browser with a random salt of the day, shared by every replica through the
// database; the salt of a day that is over is deleted, so no stored hash can be tied to anyone again.
// A view costs one statement: it records the visitor and, only when that is new, adds to the count.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { indiaToday } from '../../../contract/leads.ts';
import { isUuid } from '../../../contract/ids.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { PRODUCT_NOT_FOUND } from './products.service.ts';

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

export interface ViewCounterOptions {
  now?: () => Date;
  /** Runs once a day, when the first view of the day makes its salt: a place for other sweeping. */
  daily?: () => Promise<unknown>;
  log?: (error: unknown) => void;
}

export function createViewCounter(database: Database, options: ViewCounterOptions = {}) {
  const now = options.now ?? (() => new Date());
  let current: { day: string; salt: Promise<string> } | undefined;

  /** The day's salt: made by the first replica to need it, read by the others. */
  const saltOf = async (day: string): Promise<string> => {
    const made = await database.query<{ salt: string }>(sql`
      INSERT INTO view_salts (day, salt) VALUES (${day}, ${randomBytes(24).toString('base64url')})
      ON CONFLICT (day) DO NOTHING RETURNING salt`);
    if (made[0]) {
      // A new day: what identified yesterday's visitors goes.
      await database.query(sql`DELETE FROM view_salts WHERE day < ${day}`);
      await database.query(sql`DELETE FROM product_view_visitors WHERE day < ${day}`);
      await options.daily?.().catch((error: unknown) => options.log?.(error));
      return made[0].salt;
    }
    const [row] = await database.query<{ salt: string }>(sql`SELECT salt FROM view_salts WHERE day = ${day}`);
    if (!row) throw new Error(`The view salt of ${day} is missing`);
    return row.salt;
  };

  const visitorKey = async (visitor: Visitor, day: string): Promise<string> => {
    if (current?.day !== day) {
      const salt = saltOf(day);
      current = { day, salt };
      // A failure is not kept: the next view tries again.
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    const salt = await current.salt;
    return createHash('sha256')
      .update(`${salt}\n${visitor.ip}\n${visitor.userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 24);
  };

  return {
    /** Counts the view unless this visitor was counted for the product today; the product's total. */
    async record(productId: string, visitor: Visitor): Promise<{ views: number }> {
      if (!isUuid(productId)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const day = indiaToday(now());
      const key = await visitorKey(visitor, day);
      const [row] = await database.query<{ found: boolean; views: number }>(sql`
        WITH product AS (SELECT id FROM products WHERE id = ${productId} AND status = 'published'),
        fresh AS (
          INSERT INTO product_view_visitors (day, visitor, product_id)
          SELECT ${day}, ${key}, id FROM product
          ON CONFLICT DO NOTHING
          RETURNING product_id
        ),
        counted AS (
          INSERT INTO product_views (product_id, view_count, last_viewed_at)
          SELECT product_id, 1, now() FROM fresh
          ON CONFLICT (product_id) DO UPDATE
            SET view_count = product_views.view_count + 1, last_viewed_at = now()
          RETURNING view_count
        )
        SELECT EXISTS (SELECT 1 FROM product) AS found,
               coalesce((SELECT view_count FROM counted),
                        (SELECT view_count FROM product_views WHERE product_id = ${productId}), 0)::int AS views`);
      if (!row?.found) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return { views: row.views };
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
