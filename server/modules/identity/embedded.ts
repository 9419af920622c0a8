// The embedded provider's services, built once by the composition root when the API runs the provider
// itself (no OIDC_ISSUER): local accounts, the provider (rebuilt when the keys change), the e-mails of
// sign-up and password reset, and the sweep of expired state.
import type { Database } from '../../db/client.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { createAccountStore, type IdentityAccount, type SignUp } from './accounts.ts';
import { sweepExpiredPayloads } from './adapter.ts';
import type { KeyRing } from './keys.ts';
import { confirmationEmail, existingAccountEmail, noAccountEmail, passwordResetEmail } from './mail.ts';
import type { PageContext } from './pages.ts';
import { createProviderHost } from './provider.ts';
import type { IdentitySettings } from './settings.ts';
import { createUserinfo } from './userinfo.ts';

export interface EmbeddedIdentityOptions {
  database: Database;
  settings: IdentitySettings;
  keyring: KeyRing;
  page: PageContext;
  /** Domain part of every Message-ID. */
  messageIdDomain: string;
  /** Counts sign-in, sign-up and reset attempts. */
  limits: RateLimits;
}

export function createEmbeddedIdentity({
  database,
  settings,
  keyring,
  page,
  messageIdDomain,
  limits,
}: EmbeddedIdentityOptions) {
  const accounts = createAccountStore(database);
  /** The link in a confirmation e-mail: it confirms, then continues the sign-in `uid` in its browser. */
  const confirmationLink = (uid: string, token: string) =>
    `${settings.issuer}/interaction/${encodeURIComponent(uid)}/confirm?token=${encodeURIComponent(token)}`;
  const host = createProviderHost({ database, settings, keyring, accounts, page });

  return {
    settings,
    page,
    keyring,
    accounts,
    limits,
    host,
    /** Userinfo for the provider's own access tokens (JWTs for the API with userinfo as second audience). */
    userinfo: createUserinfo({ settings, keyring, accounts }),

    /**
     * A sign-up (the form is valid and within its limits): a new address gets an unconfirmed account
     * and a link to confirm it, an address that has an account a note saying so. The same work either
     * way (accounts.signUp), and the same answer (routes.ts), so the page tells nobody who has an
     * account; only the address's own mailbox does. `uid` is the sign-in the link continues.
     */
    async signUp(input: SignUp, uid: string): Promise<void> {
      await database.db.transaction(async (tx) => {
        const outcome = await accounts.signUp(tx, input);
        if (!outcome) return;
        const { account, created, confirmationToken } = outcome;
        const to = { brandName: page.brandName, to: account.email, firstName: account.first_name };
        const email =
          created && confirmationToken
            ? confirmationEmail({ ...to, link: confirmationLink(uid, confirmationToken) })
            : existingAccountEmail({ ...to, confirmed: account.email_verified, signInUrl: page.shopUrl });
        const topic = created ? 'identity.sign_up_confirmation' : 'identity.sign_up_existing';
        await enqueueEmail(tx, { topic, email }, messageIdDomain);
      });
      wakeOutbox();
    },

    /** A new link to confirm an unconfirmed account's address, continuing the sign-in `uid`. */
    async sendConfirmation(account: IdentityAccount, uid: string): Promise<void> {
      const token = await accounts.createConfirmationToken(account.id);
      await enqueueEmail(
        database.db,
        {
          topic: 'identity.sign_up_confirmation',
          email: confirmationEmail({
            brandName: page.brandName,
            to: account.email,
            firstName: account.first_name,
            link: confirmationLink(uid, token),
          }),
        },
        messageIdDomain,
      );
      wakeOutbox();
    },

    /**
     * A forgot-password request: a one-time link to choose a new password for an address with an
     * account, a note for one without. One transaction with the same two statements either way, so the
     * answer's timing does not tell which.
     */
    async requestPasswordReset(email: string): Promise<void> {
      await database.db.transaction(async (tx) => {
        const found = await accounts.requestReset(tx, email);
        const message = found
          ? {
              topic: 'identity.password_reset',
              email: passwordResetEmail({
                brandName: page.brandName,
                to: found.account.email,
                firstName: found.account.first_name,
                link: `${settings.issuer}/reset?token=${encodeURIComponent(found.token)}`,
              }),
            }
          : {
              topic: 'identity.password_reset_unknown',
              email: noAccountEmail({ brandName: page.brandName, to: email, signInUrl: page.shopUrl }),
            };
        await enqueueEmail(tx, message, messageIdDomain);
      });
      wakeOutbox();
    },

    /** Deletes what has expired: provider artefacts, ended limit windows and reset tokens. */
    async sweep(): Promise<void> {
      await Promise.all([sweepExpiredPayloads(database), limits.sweep(), accounts.sweepResetTokens()]);
    },
  };
}

export type EmbeddedIdentity = ReturnType<typeof createEmbeddedIdentity>;
