// One leader among several processes, elected by a PostgreSQL advisory lock (decision 143). The leader
// holds the lock on a connection of its own for as long as it leads; when it dies, PostgreSQL ends its
// session and lets the lock go, and the next process to ask takes over. Asking never waits.
import postgres from 'postgres';

export interface Leadership {
  /** Whether this process leads now: keeps the lock when it holds it, takes it when it is free. */
  lead(): Promise<boolean>;
  /** Lets the lock go and closes the connection. */
  release(): Promise<void>;
}

/** The lock's two keys, as pg_locks shows them (classid, objid): "AANG" and the role's number. */
const NAMESPACE = 0x41414e47;
export const ROLES = { rebuilder: 1 } as const;

export function postgresLeadership(databaseUrl: string, role: keyof typeof ROLES): Leadership {
  const key = ROLES[role];
  // One connection that never closes by itself: the lock lives as long as it does.
  const sql = postgres(databaseUrl, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    onnotice: () => {},
    connection: { application_name: `aangan-${role}` },
  });
  let held = false;

  return {
    async lead() {
      try {
        if (held) {
          // A reconnect after a network fault is a new session without the lock: check, never assume.
          const [row] = await sql<{ held: boolean }[]>`
            SELECT EXISTS (
              SELECT 1 FROM pg_locks
              WHERE locktype = 'advisory' AND granted AND pid = pg_backend_pid()
                AND classid = ${NAMESPACE}::oid AND objid = ${key}::oid AND objsubid = 2
            ) AS held`;
          held = row?.held ?? false;
          if (held) return true;
        }
        const [row] = await sql<{ taken: boolean }[]>`
          SELECT pg_try_advisory_lock(${NAMESPACE}::int, ${key}::int) AS taken`;
        held = row?.taken ?? false;
        return held;
      } catch {
        held = false;
        return false;
      }
    },
    async release() {
      try {
        if (held) await sql`SELECT pg_advisory_unlock(${NAMESPACE}::int, ${key}::int)`;
      } catch {
        // The session is gone, and the lock with it.
      } finally {
        held = false;
        await sql.end({ timeout: 5 }).catch(() => {});
      }
    },
  };
}
