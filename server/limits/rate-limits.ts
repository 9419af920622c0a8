// Attempts counted per key ("signin-account:<email>", "signin-ip:<address>", …) in fixed windows, kept in
// PostgreSQL so that a limit holds across replicas and restarts.
//
// An attempt is taken from the budget before the work it guards, in one statement per key
// (INSERT … ON CONFLICT … RETURNING): concurrent attempts queue on the key's row, so of N sent at once
// exactly as many as the budget has left go ahead. Work that turns out not to count (a sign-in with the
// right password) gives its attempt back.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface LimitRule {
  key: string;
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface LimitOutcome {
  allowed: boolean;
  /** When refused: seconds until the exhausted window ends (at least 1). 0 when allowed. */
  retryAfterSeconds: number;
  /** When refused: the key whose budget was exhausted. */
  refusedKey?: string;
}

export interface RateLimits {
  /**
   * Takes one attempt from every rule's budget, in order. When one is exhausted, the attempts already
   * taken for this call are given back and the call is refused: a refused attempt costs no budget.
   */
  take(rules: LimitRule[]): Promise<LimitOutcome>;
  /** Gives back one attempt taken from each key (never below zero). */
  giveBack(keys: string[]): Promise<void>;
  /** Forgets a key's window, e.g. an account's failed sign-ins after a successful one. */
  reset(key: string): Promise<void>;
  /** Deletes windows that have ended. */
  sweep(): Promise<number>;
}

interface TakenRow {
  count: number;
  remaining: number;
}

export function createRateLimits(database: Database): RateLimits {
  const giveBack = async (keys: string[]) => {
    if (keys.length === 0) return;
    await database.query(sql`
      UPDATE rate_limits SET count = greatest(count - 1, 0)
      WHERE key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`);
  };

  return {
    async take(rules) {
      const taken: string[] = [];
      for (const rule of rules) {
        const [row] = await database.query<TakenRow>(sql`
          INSERT INTO rate_limits AS r (key, window_started_at, window_seconds, count)
          VALUES (${rule.key}, now(), ${rule.windowSeconds}, 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN r.window_started_at <= now() - make_interval(secs => r.window_seconds)
                         THEN 1 ELSE r.count + 1 END,
            window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => r.window_seconds)
                         THEN now() ELSE r.window_started_at END,
            window_seconds = EXCLUDED.window_seconds
          RETURNING r.count,
            -- A statement that waited on the row may have a clock (now()) from before the window opened:
            -- never more than the window.
            least(r.window_seconds,
                  ceil(extract(epoch FROM r.window_started_at + make_interval(secs => r.window_seconds) - now())))::int
              AS remaining`);
        taken.push(rule.key);
        if (row!.count > rule.max) {
          await giveBack(taken);
          return { allowed: false, retryAfterSeconds: Math.max(1, row!.remaining), refusedKey: rule.key };
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },

    giveBack,

    async reset(key) {
      await database.query(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },

    async sweep() {
      const rows = await database.query<{ key: string }>(sql`
        DELETE FROM rate_limits WHERE window_started_at <= now() - make_interval(secs => window_seconds)
        RETURNING key`);
      return rows.length;
    },
  };
}
