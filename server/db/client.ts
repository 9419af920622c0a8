// One database handle for both engines: PGlite (embedded, the zero-setup default) and PostgreSQL
// (DATABASE_URL). Callers see the same Drizzle API and the same `query` helper for raw SQL.
//
// Raw rows come back alike from both drivers, as Drizzle configures them: int2, int4, real and float8 as
// numbers; timestamptz and date as PostgreSQL's text; jsonb parsed; but int8 (bigint, count(*)) and numeric
// as strings on PostgreSQL and numbers on PGlite. So a query casts what it counts (`count(*)::int`) and
// names its row type, whose fields match its SELECT list.
//
// Each engine's driver is imported only when that engine is opened (decision 118): on PostgreSQL the
// embedded database's code is never loaded, and PGlite's process does not carry the network driver.
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { lockDirectory } from './lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL built with Drizzle's `sql` tag (parameters are always bound, never interpolated). */
  query<T = unknown>(statement: SQL): Promise<T[]>;
  /** Plain SQL text with positional parameters, for scripts and tests. */
  execute(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * LISTEN on `channel`: `onPayload` gets each notification's payload. On PostgreSQL a dedicated
   * connection listens and reconnects by itself; `onListening` runs each time it is (again) listening,
   * since notifications sent while it was away are lost. Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding the PostgreSQL advisory lock named `name` (a session lock on a connection
   * of its own), so that one process at a time does it across every replica on the database. PGlite
   * is a single process (its directory lock refuses a second), so there `work` simply runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** This process's connections: how many are open, how many run a statement, and the pool's limit. */
  poolStats(): Promise<{ open: number; busy: number; max: number }>;
  close(): Promise<void>;
}

/** A Drizzle transaction, or the database itself for single statements. */
export type Executor = Pick<Db, 'execute'>;

/** Raw SQL on a transaction or the database: `Database.query` for code that holds a transaction. */
export async function rowsOf<T = unknown>(executor: Executor, statement: SQL): Promise<T[]> {
  return resultRows(await executor.execute(statement)) as T[];
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string. When set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; in memory when undefined. */
  dataDir?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite's page cache (PostgreSQL's shared_buffers), in megabytes; PostgreSQL's own default of 128 when
   * undefined. It lives in PGlite's WebAssembly memory, which grows as pages are read and never shrinks,
   * so it is most of what the embedded database holds once warm.
   */
  pgliteSharedBuffersMb?: number;
}

const resultRows = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result)
    ? (result as Record<string, unknown>[])
    : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const [{ default: postgres }, { drizzle: drizzlePostgres }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ]);
    const max = options.poolSize ?? 10;
    // Each process names its connections, so it can count its own among the server's.
    const applicationName = `aangan-api/${randomBytes(6).toString('hex')}`;
    const client = postgres(options.databaseUrl, {
      max,
      onnotice: () => {},
      connection: { application_name: applicationName },
    });
    const db = drizzlePostgres({ client, schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      query: async <T>(statement: SQL) => resultRows(await db.execute(statement)) as T[],
      execute: async (text, params = []) => resultRows(await client.unsafe(text, params as never[])),
      listen: async (channel, onPayload, onListening) => {
        const { unlisten } = await client.listen(channel, onPayload, onListening);
        return async () => {
          await unlisten();
        };
      },
      poolStats: async () => {
        // The statement asking is one of the busy connections; it is not counted.
        const [row] = await client<{ open: number; busy: number }[]>`
          SELECT count(*)::int AS open, count(*) FILTER (WHERE state <> 'idle')::int AS busy
          FROM pg_stat_activity WHERE application_name = ${applicationName} AND pid <> pg_backend_pid()`;
        return { open: (row?.open ?? 0) + 1, busy: row?.busy ?? 0, max };
      },
      exclusively: async (name, work) => {
        const connection = await client.reserve();
        try {
          await connection`SELECT pg_advisory_lock(hashtextextended(${name}, 0))`;
          try {
            return await work();
          } finally {
            await connection`SELECT pg_advisory_unlock(hashtextextended(${name}, 0))`;
          }
        } finally {
          connection.release();
        }
      },
      close: async () => {
        await client.end({ timeout: 5 });
      },
    };
  }

  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const sharedBuffers = options.pgliteSharedBuffersMb;
  const lock = options.dataDir ? lockDirectory(options.dataDir) : undefined;
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      extensions: { pg_trgm },
      ...(sharedBuffers === undefined
        ? {}
        : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}MB`] }),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const queues = new Map<string, Promise<unknown>>();
  return {
    kind: 'pglite',
    db,
    query: async <T>(statement: SQL) => resultRows(await db.execute(statement)) as T[],
    execute: async (text, params = []) => (await client.query<Record<string, unknown>>(text, params)).rows,
    // One process owns the embedded database, so every notification is its own and none is missed.
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // One connection, inside the process.
    poolStats: async () => ({ open: 1, busy: 0, max: 1 }),
    // One process: a queue per name keeps the same promise within it.
    exclusively: (name, work) => {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(work);
      queues.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

// ── Query errors in the log ──────────────────────────────────────────────────────────────────────
// A failed statement's error carries the values it was sent (Drizzle's `params` and its message,
// postgres-js's `parameters`, PGlite's `params`) and PostgreSQL's own words about the row (`detail`:
// "Failing row contains (…)", "Key (email)=(…) already exists"; `hint`, `where`). Those are a visitor's
// name, e-mail, phone and message: the log gets the statement, PostgreSQL's code and the names of what
// failed, never the values.

/** Drizzle's wrapper ("Failed query: <sql>\nparams: <values>") without the values. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;

/** A message without what follows Drizzle's "params:" line. */
export const withoutQueryValues = (message: string): string => message.replace(DRIZZLE_PARAMS, '');

/** Whether `error` is the database's own error (either driver): a five-character SQLSTATE and a severity. */
export const isDatabaseError = (error: object): boolean => {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
};

/**
 * What may be logged of the database's own error: its SQLSTATE, severity, the names of the schema,
 * table, column, type and constraint involved, the statement (its values are bound, never written
 * into it) and the message with every quoted part left out, since PostgreSQL quotes values there
 * too ('invalid input syntax for type uuid: "…"').
 */
export function databaseErrorForLog(error: object): Record<string, unknown> {
  const source = error as Record<string, unknown>;
  const pick = (...names: string[]) => names.map((name) => source[name]).find((value) => value !== undefined);
  const fields: Record<string, unknown> = {
    message: typeof source.message === 'string' ? source.message.replace(/"[^"]*"/g, '"…"') : undefined,
    code: source.code,
    severity: source.severity,
    schema: pick('schema_name', 'schema'),
    table: pick('table_name', 'table'),
    column: pick('column_name', 'column'),
    dataType: pick('data_type_name', 'dataType'),
    constraint: pick('constraint_name', 'constraint'),
    routine: source.routine,
    query: typeof source.query === 'string' ? source.query : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
