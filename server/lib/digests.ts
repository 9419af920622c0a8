// Small crypto helpers the modules share: the fingerprint of a request (an Idempotency-Key's body) and
// the constant-time comparison of a secret value a caller sent with the one expected.
import { createHash, timingSafeEqual } from 'node:crypto';

/** SHA-256 of a value's JSON, hex: equal bodies give equal fingerprints. */
export const requestHash = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Whether `given` equals `expected`, compared in constant time; any length is safe to pass. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
