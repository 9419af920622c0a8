// Raw SQL inside a transaction. postgres-js returns an array of rows and PGlite an object holding them;
// Database.query hides this for the pool, this does the same for a transaction (server/outbox has the
// same helper: both belong in db/client.ts once its owner moves it there).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Executor = Pick<Db, 'execute'>;

export async function rows<T = Record<string, unknown>>(executor: Executor, statement: SQL): Promise<T[]> {
  const result: unknown = await executor.execute(statement);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}
