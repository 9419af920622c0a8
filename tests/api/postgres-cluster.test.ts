// Proves the api projects run on the engine they claim, so a silent fallback to another database cannot pass.
import postgres from 'postgres';
import { expect, inject, test } from 'vitest';
import { createTestDatabase } from '../support/test-db.ts';

test.runIf(process.env.TEST_DB === 'postgres')('the throwaway cluster answers queries', async () => {
  const sql = postgres(inject('postgresAdminUrl'), { max: 1 });
  try {
    const [row] = await sql<{ version: string }[]>`select version()`;
    expect(row?.version).toMatch(/^PostgreSQL (1[5-9]|[2-9]\d)/);
  } finally {
    await sql.end();
  }
});

test('a test database is private to its file and gone after close', async () => {
  const { database, close } = await createTestDatabase();
  expect(database.kind).toBe(process.env.TEST_DB);
  const [row] = await database.execute('select current_database() as name');
  const name = String(row?.name);
  await close();

  if (database.kind === 'postgres') {
    expect(name).toMatch(/^t_[0-9a-f]{16}$/);
    const sql = postgres(inject('postgresAdminUrl'), { max: 1 });
    try {
      expect(await sql`select 1 from pg_database where datname = ${name}`).toHaveLength(0);
    } finally {
      await sql.end();
    }
  }
});
