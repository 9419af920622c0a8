// What the account module asks the provider about a signed-in customer beyond their token: which
// sign-in address they have confirmed. The shop hands a customer the projects it opened for an e-mail
// address only through a confirmed one (decision 081): anyone can type any address into a profile or a
// sign-up form, but only its owner can confirm it. With the embedded provider that is the account's own
// `email_verified`, read until it is true (a confirmed address never changes there); with an external
// provider, the token's `email` when it carries `email_verified: true`, read on every call, so an
// address confirmed later, or changed at the provider, is seen at once.
import type { IdentityAccount, Principal } from '../identity/index.ts';

export interface SignInFacts {
  /** The caller's confirmed address in lower case, or null; `known` is the one already on record. */
  confirmedEmail(principal: Principal, known: string | null): Promise<string | null>;
}

const lower = (value: string) => value.trim().toLowerCase();

export function signInFacts(embedded?: {
  accounts: { findById(id: string): Promise<IdentityAccount | undefined> };
}): SignInFacts {
  if (embedded) {
    return {
      async confirmedEmail(principal, known) {
        if (known) return known;
        const account = await embedded.accounts.findById(principal.subject);
        return account?.email_verified ? lower(account.email) : null;
      },
    };
  }
  return {
    async confirmedEmail(principal, known) {
      const { email, email_verified: verified } = principal.claims;
      const confirmed = verified === true || verified === 'true';
      return confirmed && typeof email === 'string' && email.includes('@') ? lower(email) : known;
    },
  };
}

/** Nothing known beyond the token: no confirmed address. */
export const NO_SIGN_IN_FACTS: SignInFacts = {
  confirmedEmail: async (_principal, known) => known,
};
