// What the account module asks the provider about a signed-in customer, beyond their token:
//   - Which sign-in address they have confirmed. The shop hands a customer the projects it opened for
//     an e-mail address only through a confirmed one (decision 081): anyone can type any address into a
//     profile or a sign-up form, but only its owner can confirm it. With the embedded provider that is
//     the account's own `email_verified`, read until it is true (a confirmed address never changes
//     there); with an external provider, the token's `email` when it carries `email_verified: true`,
//     read on every call, so an address confirmed later, or changed at the provider, is seen at once.
//   - Whether their account still exists. An erased customer's access token runs on for a few minutes;
//     with the embedded provider it then opens nothing, and no new customer record is made for it.
import type { IdentityAccount } from '../identity/accounts.ts';
import type { Principal } from '../identity/verify.ts';

export interface SignInFacts {
  /** The caller's confirmed address in lower case, or null; `known` is the one already on record. */
  confirmedEmail(principal: Principal, known: string | null): Promise<string | null>;
  /** False when the provider no longer has the caller's account. */
  accountExists(principal: Principal): Promise<boolean>;
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
      accountExists: async (principal) => (await embedded.accounts.findById(principal.subject)) !== undefined,
    };
  }
  return {
    async confirmedEmail(principal, known) {
      const { email, email_verified: verified } = principal.claims;
      const confirmed = verified === true || verified === 'true';
      return confirmed && typeof email === 'string' && email.includes('@') ? lower(email) : known;
    },
    accountExists: async () => true,
  };
}

/** Nothing known beyond the token: no confirmed address, and every account exists. */
export const NO_SIGN_IN_FACTS: SignInFacts = {
  confirmedEmail: async (_principal, known) => known,
  accountExists: async () => true,
};
