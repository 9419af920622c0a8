// Which sign-in address counts as confirmed: the embedded account's own flag, or an external token's
// email_verified claim; never an address that is merely present.
import { describe, expect, it } from 'vitest';
import type { IdentityAccount, Principal } from '../identity/index.ts';
import { NO_SIGN_IN_FACTS, signInFacts } from './sign-in-facts.ts';

const principal = (claims: Record<string, unknown> = {}, subject = 'sub-1'): Principal => ({
  issuer: 'https://id.example',
  subject,
  scopes: new Set(),
  permissions: [],
  claims,
  token: 'token',
});

const account = (email_verified: boolean): IdentityAccount => ({
  id: 'sub-1',
  email: ' Asha@Example.IN ',
  first_name: 'Asha',
  last_name: '',
  phone: null,
  email_verified,
  updated_at: 0,
});

describe('an external provider', () => {
  const facts = signInFacts();

  it('confirms the token’s address only when the token says it is verified', async () => {
    expect(
      await facts.confirmedEmail(principal({ email: 'Asha@Example.in', email_verified: true }), null),
    ).toBe('asha@example.in');
    expect(
      await facts.confirmedEmail(principal({ email: 'a@example.in', email_verified: 'true' }), null),
    ).toBe('a@example.in');
    expect(
      await facts.confirmedEmail(principal({ email: 'a@example.in', email_verified: false }), null),
    ).toBeNull();
    expect(await facts.confirmedEmail(principal({ email: 'a@example.in' }), null)).toBeNull();
    expect(await facts.confirmedEmail(principal({ email_verified: true }), null)).toBeNull();
  });

  it('keeps the address on record when the token says nothing new, and follows a newly confirmed one', async () => {
    expect(await facts.confirmedEmail(principal({}), 'old@example.in')).toBe('old@example.in');
    expect(
      await facts.confirmedEmail(
        principal({ email: 'new@example.in', email_verified: true }),
        'old@example.in',
      ),
    ).toBe('new@example.in');
  });
});

describe('the embedded provider', () => {
  it('reads the account until its address is confirmed, then no more', async () => {
    let reads = 0;
    let stored: IdentityAccount | undefined = account(false);
    const facts = signInFacts({
      accounts: {
        findById: async () => {
          reads++;
          return stored;
        },
      },
    });
    // A token's claims count for nothing here: only the account does.
    expect(
      await facts.confirmedEmail(principal({ email: 'x@example.in', email_verified: true }), null),
    ).toBeNull();
    stored = account(true);
    expect(await facts.confirmedEmail(principal(), null)).toBe('asha@example.in');
    expect(reads).toBe(2);
    expect(await facts.confirmedEmail(principal(), 'asha@example.in')).toBe('asha@example.in');
    expect(reads).toBe(2);
  });
});

it('knows nothing without a provider to ask', async () => {
  expect(
    await NO_SIGN_IN_FACTS.confirmedEmail(principal({ email_verified: true, email: 'a@b.in' }), null),
  ).toBeNull();
});
