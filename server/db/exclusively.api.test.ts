// `Database.exclusively`: one holder at a time per name, on both engines, and a failure lets go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exclusively', () => {
  it('runs work under one name one at a time, and work under another name alongside', async () => {
    const events: string[] = [];
    const hold = (label: string, name: string) =>
      t.database.exclusively(name, async () => {
        events.push(`${label} in`);
        await pause(150);
        events.push(`${label} out`);
        return label;
      });
    const results = await Promise.all([
      hold('a', 'test:one'),
      hold('b', 'test:one'),
      hold('c', 'test:other'),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    const a = events.indexOf('a in');
    const b = events.indexOf('b in');
    const [first, second] = a < b ? ['a', 'b'] : ['b', 'a'];
    expect(events.indexOf(`${second} in`)).toBeGreaterThan(events.indexOf(`${first} out`));
    // The other name did not wait for both.
    expect(events.indexOf('c in')).toBeLessThan(events.indexOf(`${second} in`));
  });

  it('lets go when the work fails', async () => {
    await expect(
      t.database.exclusively('test:fails', async () => {
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    await expect(t.database.exclusively('test:fails', async () => 'next')).resolves.toBe('next');
  });
});
