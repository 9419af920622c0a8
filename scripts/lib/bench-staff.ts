// A member of staff for the benchmarks: a staff row and an access token for it, signed with the embedded
// provider's own key as the provider would issue it to the back office.
import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import type { StaffRole } from '../../contract/admin/rules.ts';
import type { Database } from '../../server/db/client.ts';
import { keyRingFor, SIGNING_ALG } from '../../server/modules/identity/keys.ts';

/** `{ authorization: 'Bearer …' }` for a new member with `role`, for an API whose PUBLIC_API_ORIGIN is `origin`. */
export async function benchStaffHeaders(
  database: Database,
  role: StaffRole,
  origin: string,
): Promise<{ authorization: string }> {
  const subject = randomUUID();
  const issuer = `${origin}/oidc`;
  await database.execute(
    `INSERT INTO staff (email, first_name, last_name, role, issuer, subject) VALUES ($1, 'Bench', 'Staff', $2, $3, $4)`,
    [`bench-${subject.slice(0, 8)}@staff.example`, role, issuer, subject],
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
