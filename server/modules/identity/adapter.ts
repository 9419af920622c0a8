// The provider's storage: every artefact (sessions, grants, interactions, authorization codes, refresh
// tokens, replay markers …) is a row of oidc_payloads, so a restart signs nobody out and any replica
// can serve any step of a sign-in.
//
// Consuming is a conditional update. Two requests that race with one authorization code both pass the
// provider's own "already consumed?" check, but only one update wins; the loser is treated as the reuse
// it is, and the whole grant is revoked. A refresh token is the exception for a short while after its
// rotation (decision 148): the answer carrying its successor may have been lost, so it may be presented
// again until REFRESH_RETRY_SECONDS have passed or a later token of its chain has been used.
import { sql, type SQL } from 'drizzle-orm';
import { errors } from 'oidc-provider';
import type { Database } from '../../db/client.ts';

/** Models whose artefacts belong to a grant and die with it (as in the provider's reference adapter). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** Single-use artefacts: a second consumption is a replay. */
const SINGLE_USE = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export type AdapterPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
};

interface Row {
  payload: AdapterPayload;
  /** When it was consumed, in whole seconds since 1970. */
  consumed: number | null;
}

const toPayload = (row: Row | undefined): AdapterPayload | undefined => {
  if (!row) return undefined;
  return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
};

/**
 * How long after its rotation a refresh token may be presented again (decision 148): long enough for a
 * client that gave up waiting for the answer (oidc-client-ts waits 10 s) to ask once more.
 */
export const REFRESH_RETRY_SECONDS = 30;

/**
 * Whether the consumed refresh token `p` (an oidc_payloads row) may be presented again: it was rotated
 * less than REFRESH_RETRY_SECONDS ago, and no later token of its chain (the same grant and first issue,
 * more rotations) has been used since, which a client holding the successor would have done.
 */
const retryOfLostAnswer = sql`(
  p.consumed_at > now() - make_interval(secs => ${REFRESH_RETRY_SECONDS})
  AND NOT EXISTS (
    SELECT 1 FROM oidc_payloads later
    WHERE later.model = 'RefreshToken' AND later.grant_id = p.grant_id
      AND later.payload->>'iiat' = p.payload->>'iiat'
      AND coalesce((later.payload->>'rotations')::int, 0) > coalesce((p.payload->>'rotations')::int, 0)
      AND later.consumed_at IS NOT NULL))`;

/** The artefact of `model` that `match` names, unless it has expired. */
async function readLive(database: Database, model: string, match: SQL): Promise<AdapterPayload | undefined> {
  const [row] = await database.query<Row>(sql`
    SELECT payload, extract(epoch FROM consumed_at)::bigint::float8 AS consumed
    FROM oidc_payloads
    WHERE model = ${model} AND ${match} AND (expires_at IS NULL OR expires_at > now())
    LIMIT 1`);
  return toPayload(row);
}

export function createDatabaseAdapter(database: Database) {
  const revokeGrant = (grantId: string) =>
    database.query(
      sql`DELETE FROM oidc_payloads WHERE grant_id = ${grantId} OR (model = 'Grant' AND id = ${grantId})`,
    );

  return class DatabaseAdapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const grantId =
        GRANTABLE.has(this.model) && typeof payload.grantId === 'string' ? payload.grantId : null;
      const uid = this.model === 'Session' && typeof payload.uid === 'string' ? payload.uid : null;
      const userCode = typeof payload.userCode === 'string' ? payload.userCode : null;
      const seconds = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : null;
      // The artefact's own expiry when it has one, so the row dies exactly when the token does.
      const exp = typeof payload.exp === 'number' && seconds !== null ? payload.exp : null;
      await database.query(sql`
        INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at, consumed_at)
        VALUES (${this.model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${grantId}, ${uid}, ${userCode},
                CASE WHEN ${exp}::float8 IS NOT NULL THEN to_timestamp(${exp}::float8)
                     WHEN ${seconds}::float8 IS NULL THEN NULL
                     ELSE now() + make_interval(secs => ${seconds}::float8) END,
                CASE WHEN ${payload.consumed ?? null}::float8 IS NULL THEN NULL ELSE to_timestamp(${payload.consumed ?? null}::float8) END)
        ON CONFLICT (model, id) DO UPDATE SET
          payload = excluded.payload,
          grant_id = excluded.grant_id,
          uid = excluded.uid,
          user_code = excluded.user_code,
          expires_at = excluded.expires_at,
          consumed_at = coalesce(oidc_payloads.consumed_at, excluded.consumed_at)`);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model !== 'RefreshToken') return readLive(database, this.model, sql`id = ${id}`);
      // A spent refresh token that may be presented again is handed to the provider as unspent, so that
      // it rotates it once more; consume() below lets that through.
      const [row] = await database.query<Row & { retry: boolean }>(sql`
        SELECT p.payload, extract(epoch FROM p.consumed_at)::bigint::float8 AS consumed,
               (p.consumed_at IS NOT NULL AND ${retryOfLostAnswer}) AS retry
        FROM oidc_payloads p
        WHERE p.model = 'RefreshToken' AND p.id = ${id} AND (p.expires_at IS NULL OR p.expires_at > now())`);
      if (!row?.retry) return toPayload(row);
      const { consumed: _spent, ...unspent } = row.payload;
      return unspent;
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return readLive(database, this.model, sql`uid = ${uid}`);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return readLive(database, this.model, sql`user_code = ${userCode}`);
    }

    async consume(id: string): Promise<void> {
      const updated = await database.query<{ id: string }>(sql`
        UPDATE oidc_payloads
        SET consumed_at = now(),
            payload = jsonb_set(payload, '{consumed}', to_jsonb(extract(epoch FROM now())::bigint))
        WHERE model = ${this.model} AND id = ${id} AND consumed_at IS NULL
        RETURNING id`);
      if (updated.length > 0 || !SINGLE_USE.has(this.model)) return;
      const [row] = await database.query<{ grant_id: string | null; retry: boolean }>(sql`
        SELECT p.grant_id, (p.model = 'RefreshToken' AND ${retryOfLostAnswer}) AS retry
        FROM oidc_payloads p WHERE p.model = ${this.model} AND p.id = ${id}`);
      if (row?.retry) return;
      if (row?.grant_id) await revokeGrant(row.grant_id);
      throw new errors.InvalidGrant(
        `${this.model === 'RefreshToken' ? 'refresh token' : 'grant'} already used`,
      );
    }

    async destroy(id: string): Promise<void> {
      await database.query(sql`DELETE FROM oidc_payloads WHERE model = ${this.model} AND id = ${id}`);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await database.query(
        sql`DELETE FROM oidc_payloads WHERE grant_id = ${grantId} AND model = ${this.model}`,
      );
    }
  };
}

/** Deletes artefacts that expired more than an hour ago; returns how many. */
export async function sweepExpiredPayloads(database: Database): Promise<number> {
  const deleted = await database.query<{ id: string }>(sql`
    DELETE FROM oidc_payloads WHERE expires_at < now() - interval '1 hour' RETURNING id`);
  return deleted.length;
}
