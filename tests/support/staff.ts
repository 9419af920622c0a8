// Members of staff for the API tests: a staff row and an access token for it, signed with the embedded
// provider's own key, as the provider would issue it to the back office. The sign-in flow that issues
// such tokens is tested on its own; tests of admin calls only need a caller with a role.
import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import type { StaffRole } from '../../contract/admin/rules.ts';
import type { Database } from '../../server/db/client.ts';
import { keyRingFor, SIGNING_ALG } from '../../server/modules/identity/index.ts';
import { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_ISSUER } from './oidc.ts';

export interface TestStaff {
  id: string;
  email: string;
  role: StaffRole;
  subject: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject(). */
  headers: { authorization: string };
}

/**
 * The id of the account `id`, or of the one with `email`, made when neither exists. The embedded provider issues tokens
 * only to its accounts, and the API refuses a token whose account is gone (decision 147). Nobody signs in
 * to one made here: its password hash is no hash at all.
 */
export async function testAccount(
  database: Database,
  email: string,
  id: string = randomUUID(),
): Promise<string> {
  const [row] = await database.execute(
    `WITH made AS (
       INSERT INTO identity_accounts (id, email, password_hash, first_name, email_verified)
       VALUES ($1, $2, '-', 'Test', true) ON CONFLICT DO NOTHING RETURNING id)
     SELECT id FROM made
     UNION ALL SELECT id FROM identity_accounts WHERE id = $1 OR lower(email) = lower($2) LIMIT 1`,
    [id, email],
  );
  return String(row!.id);
}

/**
 * A token the embedded provider could have issued to the account `subject` (made when missing): `scope`
 * decides whether it is a staff sign-in.
 */
export async function mintAccessToken(
  database: Database,
  options: {
    subject: string;
    scope: string;
    clientId?: string;
    expiresInSeconds?: number;
    issuedAt?: number;
  },
): Promise<string> {
  await testAccount(database, `${options.subject}@accounts.test`, options.subject);
  const ring = keyRingFor(database);
  await ring.ready();
  const jwk = ring.privateJwks.keys[0]!;
  const key = await importJWK(jwk, SIGNING_ALG);
  const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: options.scope, client_id: options.clientId ?? 'aangan-admin' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid!, typ: 'at+jwt' })
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setSubject(options.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 600))
    .setJti(randomUUID())
    .sign(key);
}

/** A current member with `role`, their account, and a token for them. */
export async function createStaff(database: Database, role: StaffRole, email?: string): Promise<TestStaff> {
  const address = email ?? `${role}-${randomUUID().slice(0, 8)}@staff.example`;
  const subject = await testAccount(database, address);
  const [row] = await database.execute(
    `INSERT INTO staff (email, first_name, last_name, role, issuer, subject) VALUES ($1, $2, 'Test', $3, $4, $5) RETURNING id`,
    [address, role.charAt(0).toUpperCase() + role.slice(1), role, TEST_ISSUER, subject],
  );
  const token = await mintAccessToken(database, { subject, scope: 'admin' });
  return {
    id: String(row!.id),
    email: address,
    role,
    subject,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A customer's token (the storefront's scopes, no admin). */
export async function customerToken(database: Database): Promise<string> {
  return mintAccessToken(database, {
    subject: randomUUID(),
    scope: 'openid profile email read:profile write:profile read:projects write:projects',
    clientId: TEST_CLIENT_ID,
  });
}
