// Attempts (failed sign-ins, sign-ups, reset e-mails) counted per key ("account:<email>", "ip:<address>")
// in a fixed window, in the database so that the limit holds across replicas and restarts. Unknown e-mail addresses are counted
// like known ones, so the limit itself reveals nothing about who has an account.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface ThrottleRule {
  key: string;
  max: number;
}

export interface Throttle {
  /** Seconds until the first exhausted key frees up, or 0 when none is exhausted. */
  blockedFor(rules: ThrottleRule[]): Promise<number>;
  /** Counts one attempt against each key. */
  record(keys: string[]): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes windows that have ended. */
  sweep(): Promise<number>;
}

export function createThrottle(database: Database, windowSeconds: number): Throttle {
  return {
    async blockedFor(rules) {
      if (rules.length === 0) return 0;
      const rows = await database.query<{ key: string; count: number; remaining: number }>(sql`
        SELECT key, count,
               ceil(extract(epoch FROM window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int AS remaining
        FROM identity_throttle
        WHERE key IN (${sql.join(
          rules.map((rule) => sql`${rule.key}`),
          sql`, `,
        )})
          AND window_started_at > now() - make_interval(secs => ${windowSeconds})`);
      let wait = 0;
      for (const row of rows) {
        const rule = rules.find((candidate) => candidate.key === row.key);
        if (rule && row.count >= rule.max) wait = Math.max(wait, row.remaining, 1);
      }
      return wait;
    },

    async record(keys) {
      for (const key of keys) {
        await database.query(sql`
          INSERT INTO identity_throttle (key, window_started_at, count) VALUES (${key}, now(), 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN identity_throttle.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                         THEN 1 ELSE identity_throttle.count + 1 END,
            window_started_at = CASE WHEN identity_throttle.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                         THEN now() ELSE identity_throttle.window_started_at END`);
      }
    },

    async reset(key) {
      await database.query(sql`DELETE FROM identity_throttle WHERE key = ${key}`);
    },

    async sweep() {
      const rows = await database.query<{ key: string }>(sql`
        DELETE FROM identity_throttle WHERE window_started_at <= now() - make_interval(secs => ${windowSeconds})
        RETURNING key`);
      return rows.length;
    },
  };
}
