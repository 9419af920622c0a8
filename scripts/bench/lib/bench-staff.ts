// A member of staff for the benchmarks: an account, a staff row and an access token for it, signed with
// the embedded provider's own key as the provider would issue it to the back office.
import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import type { StaffRole } from '../../../contract/admin/rules.ts';
import type { Database } from '../../../server/db/client.ts';
import { keyRingFor, SIGNING_ALG } from '../../../server/modules/identity/index.ts';

/** `{ authorization: 'Bearer …' }` for a new member with `role`, for an API whose PUBLIC_API_ORIGIN is `origin`. */
export async function benchStaffHeaders(
  database: Database,
  role: StaffRole,
  origin: string,
): Promise<{ authorization: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@staff.example`;
  const issuer = `${origin}/oidc`;
  // The member's account of the embedded provider: the API refuses a token whose account does not exist.
  const [account] = (await database.execute(
    `INSERT INTO identity_accounts (email, password_hash, first_name, last_name, email_verified)
     VALUES ($1, '-', 'Bench', 'Staff', true) RETURNING id`,
    [email],
  )) as [{ id: string }];
  const subject = String(account.id);
  await database.execute(
    `INSERT INTO staff (email, first_name, last_name, role, issuer, subject) VALUES ($1, 'Bench', 'Staff', $2, $3, $4)`,
    [email, role, issuer, subject],
  );
  const ring = keyRingFor(database);
  await ring.ready();
  const jwk = ring.privateJwks.keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ scope: 'admin', client_id: 'aangan-admin' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid!, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(`${origin}/api/v1`)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setJti(randomUUID())
    .sign(await importJWK(jwk, SIGNING_ALG));
  return { authorization: `Bearer ${token}` };
}
