// Signing keys and cookie secrets of the embedded provider, kept in the database so that every
// replica signs and verifies with the same set and a restart invalidates nothing.
//
// Rotation without signing anyone out: a new key is published at once but signs only from its
// `activates_at` (by default two minutes later, longer than the one-minute refresh of every replica),
// so no token reaches a replica that does not know its key yet. The old key stops signing then and
// stays published until every token it signed has expired. Cookie secrets follow the same pattern and
// stay for the length of a session, since a session cookie signed with an old secret must still verify.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';

export const SIGNING_ALG = 'RS256';

interface KeyRow {
  kid: string;
  use: 'sig' | 'cookie';
  material: JWK | { secret: string };
  activatesAt: number;
  retiredAt: number | null;
}

export interface KeyRetention {
  /** How long a retired signing key stays published: longer than any token it signed lives. */
  signingKeySeconds: number;
  /** How long a retired cookie secret still verifies: the length of a provider session. */
  cookieSecretSeconds: number;
}

export const DEFAULT_RETENTION: KeyRetention = {
  signingKeySeconds: 24 * 60 * 60,
  cookieSecretSeconds: 30 * 24 * 60 * 60,
};

/** How often a replica rereads the key table; rotation activates new keys later than this. */
export const KEY_REFRESH_MS = 60_000;
export const DEFAULT_ACTIVATION_DELAY_SECONDS = 120;

async function newSigningKey(): Promise<{ kid: string; material: JWK }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: jwk.kty!, n: jwk.n!, e: jwk.e! });
  return { kid, material: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}

const newCookieSecret = () => ({
  kid: `cookie-${randomBytes(8).toString('hex')}`,
  material: { secret: randomBytes(32).toString('base64url') },
});

async function readRows(executor: Executor): Promise<KeyRow[]> {
  const rows = await rowsOf<{
    kid: string;
    use: KeyRow['use'];
    material: KeyRow['material'];
    activates_at: number;
    retired_at: number | null;
  }>(
    executor,
    sql`
    SELECT kid, use, material,
           extract(epoch FROM activates_at)::float8 * 1000 AS activates_at,
           extract(epoch FROM retired_at)::float8 * 1000 AS retired_at
    FROM identity_keys
    ORDER BY activates_at DESC, created_at DESC, kid`,
  );
  return rows.map((row) => ({
    kid: row.kid,
    use: row.use,
    material: row.material,
    activatesAt: row.activates_at,
    retiredAt: row.retired_at,
  }));
}

/** Writes under one advisory lock, so that replicas starting together create one key set, not several. */
async function underKeyLock(database: Database, work: (tx: Executor) => Promise<void>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('identity_keys'))`);
    await work(tx);
  });
}

const insertKey = (
  tx: Executor,
  use: 'sig' | 'cookie',
  key: { kid: string; material: unknown },
  activateAfterSeconds: number,
) =>
  tx.execute(sql`
    INSERT INTO identity_keys (kid, use, material, activates_at)
    VALUES (${key.kid}, ${use}, ${JSON.stringify(key.material)}::jsonb, now() + make_interval(secs => ${activateAfterSeconds}))`);

/** Creates the first signing key and cookie secret when there are none. Safe to call on every start. */
export async function ensureKeys(database: Database): Promise<{ created: boolean }> {
  const live = (rows: KeyRow[], use: string) => rows.some((row) => row.use === use && row.retiredAt === null);
  const before = await readRows(database.db);
  if (live(before, 'sig') && live(before, 'cookie')) return { created: false };
  const signing = await newSigningKey();
  let created = false;
  await underKeyLock(database, async (tx) => {
    const rows = await readRows(tx);
    if (!live(rows, 'sig')) {
      await insertKey(tx, 'sig', signing, 0);
      created = true;
    }
    if (!live(rows, 'cookie')) {
      await insertKey(tx, 'cookie', newCookieSecret(), 0);
      created = true;
    }
  });
  return { created };
}

export interface RotationResult {
  kid: string;
  activatesAt: Date;
  retired: string[];
  pruned: string[];
}

/**
 * Adds a new signing key and cookie secret that take over after `activateAfterSeconds`, retires the
 * current ones at that moment, and deletes keys retired longer ago than the retention.
 */
export async function rotateKeys(
  database: Database,
  options: { activateAfterSeconds?: number; retention?: KeyRetention } = {},
): Promise<RotationResult> {
  const activateAfter = options.activateAfterSeconds ?? DEFAULT_ACTIVATION_DELAY_SECONDS;
  const retention = options.retention ?? DEFAULT_RETENTION;
  const signing = await newSigningKey();
  const cookie = newCookieSecret();
  let retired: string[] = [];
  let pruned: string[] = [];
  await underKeyLock(database, async (tx) => {
    const retiredRows = await rowsOf<{ kid: string }>(
      tx,
      sql`SELECT kid FROM identity_keys WHERE retired_at IS NULL`,
    );
    retired = retiredRows.map((row) => row.kid);
    await tx.execute(sql`
      UPDATE identity_keys SET retired_at = now() + make_interval(secs => ${activateAfter})
      WHERE retired_at IS NULL`);
    await insertKey(tx, 'sig', signing, activateAfter);
    await insertKey(tx, 'cookie', cookie, activateAfter);
    const prunedRows = await rowsOf<{ kid: string }>(
      tx,
      sql`
      SELECT kid FROM identity_keys
      WHERE (use = 'sig' AND retired_at < now() - make_interval(secs => ${retention.signingKeySeconds}))
         OR (use = 'cookie' AND retired_at < now() - make_interval(secs => ${retention.cookieSecretSeconds}))`,
    );
    pruned = prunedRows.map((row) => row.kid);
    await tx.execute(sql`
      DELETE FROM identity_keys
      WHERE (use = 'sig' AND retired_at < now() - make_interval(secs => ${retention.signingKeySeconds}))
         OR (use = 'cookie' AND retired_at < now() - make_interval(secs => ${retention.cookieSecretSeconds}))`);
  });
  return { kid: signing.kid, activatesAt: new Date(Date.now() + activateAfter * 1000), retired, pruned };
}

const publicPart = (jwk: JWK): JWK => ({
  kty: jwk.kty,
  n: jwk.n,
  e: jwk.e,
  kid: jwk.kid,
  alg: SIGNING_ALG,
  use: 'sig',
});

/** One replica's view of the key table, reread at most every KEY_REFRESH_MS (or on demand). */
export class KeyRing {
  readonly #database: Database;
  readonly #retention: KeyRetention;
  readonly #now: () => number;
  #rows: KeyRow[] = [];
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  constructor(database: Database, options: { retention?: KeyRetention; now?: () => number } = {}) {
    this.#database = database;
    this.#retention = options.retention ?? DEFAULT_RETENTION;
    this.#now = options.now ?? Date.now;
  }

  get loaded(): boolean {
    return this.#loadedAt > 0;
  }

  /** Creates the first keys if needed, then loads. */
  async init(): Promise<void> {
    await ensureKeys(this.#database);
    await this.refresh(true);
  }

  /** Loads the keys on first use (creating the first ones if needed), then rereads them when stale. */
  async ready(): Promise<void> {
    if (!this.loaded) await this.init();
    else await this.refresh();
  }

  /** Rereads the table when it is older than the refresh interval (or always, with force). */
  async refresh(force = false): Promise<void> {
    if (!force && this.#now() - this.#loadedAt < KEY_REFRESH_MS) return;
    this.#loading ??= (async () => {
      try {
        this.#rows = await readRows(this.#database.db);
        this.#loadedAt = this.#now();
      } finally {
        this.#loading = undefined;
      }
    })();
    await this.#loading;
  }

  #published(use: 'sig' | 'cookie'): KeyRow[] {
    const now = this.#now();
    const keep =
      (use === 'sig' ? this.#retention.signingKeySeconds : this.#retention.cookieSecretSeconds) * 1000;
    return this.#rows.filter(
      (row) => row.use === use && (row.retiredAt === null || row.retiredAt + keep > now),
    );
  }

  /** The published key that signs now: the latest activated one that is not retired yet. */
  #current(use: 'sig' | 'cookie'): KeyRow | undefined {
    const now = this.#now();
    const published = this.#published(use);
    return (
      published.find((row) => row.activatesAt <= now && (row.retiredAt === null || row.retiredAt > now)) ??
      published.find((row) => row.activatesAt <= now) ??
      published.at(-1)
    );
  }

  #ordered(use: 'sig' | 'cookie'): KeyRow[] {
    const current = this.#current(use);
    return current ? [current, ...this.#published(use).filter((row) => row !== current)] : [];
  }

  #computeFingerprint(): string {
    return [...this.#ordered('sig'), ...this.#ordered('cookie')].map((row) => row.kid).join(',');
  }

  /** Changes whenever the keys or the signer change: the provider is rebuilt when it does. */
  get fingerprint(): string {
    return this.#computeFingerprint();
  }

  get signingKid(): string {
    const current = this.#current('sig');
    if (!current) throw new Error('No signing key: call KeyRing.init() first');
    return current.kid;
  }

  /** Private JWKs for the provider, the current signer first (the provider signs with the first match). */
  get privateJwks(): { keys: JWK[] } {
    return { keys: this.#ordered('sig').map((row) => row.material as JWK) };
  }

  /** Public JWKs: everything published, including keys that will sign soon. */
  get publicJwks(): { keys: JWK[] } {
    return { keys: this.#published('sig').map((row) => publicPart(row.material as JWK)) };
  }

  /** Cookie secrets, the current one first (it signs; all of them verify). */
  get cookieSecrets(): string[] {
    return this.#ordered('cookie').map((row) => (row.material as { secret: string }).secret);
  }
}

const rings = new WeakMap<Database, KeyRing>();

/** The key ring of a database, shared by the provider (signing) and the API's token checks. */
export function keyRingFor(database: Database): KeyRing {
  let ring = rings.get(database);
  if (!ring) {
    ring = new KeyRing(database);
    rings.set(database, ring);
  }
  return ring;
}
