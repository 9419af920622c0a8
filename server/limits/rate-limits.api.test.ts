// The limiter itself: what it answers when a window's start and the statement's clock disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../tests/support/test-db.ts';
import { createRateLimits } from './rate-limits.ts';

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  // Migrated (the demo catalogue beside it changes nothing here).
  ({ database, close } = await createTestDatabase({ seeded: true }));
});
afterAll(async () => {
  await close?.();
});

describe('rate limits', () => {
  it('never asks for a wait longer than the window', async () => {
    // A statement that began before the one that opened the window (it waited on the key's row) sees a
    // window that started after its own clock.
    await database.execute(
      `INSERT INTO rate_limits (key, window_started_at, window_seconds, count)
       VALUES ('skewed', now() + interval '2 seconds', 60, 5)`,
    );
    const outcome = await createRateLimits(database).take([{ key: 'skewed', max: 5, windowSeconds: 60 }]);
    expect(outcome.allowed).toBe(false);
    expect(outcome.retryAfterSeconds).toBeGreaterThan(0);
    expect(outcome.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
