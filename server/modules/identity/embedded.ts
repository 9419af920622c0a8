// The embedded provider's services, built once by the composition root when the API runs the provider
// itself (no OIDC_ISSUER): local accounts, the provider (rebuilt when the keys
// change), password-reset e-mails and the sweep of expired state.
import type { Database } from '../../db/client.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { createAccountStore, type IdentityAccount } from './accounts.ts';
import { sweepExpiredPayloads } from './adapter.ts';
import type { KeyRing } from './keys.ts';
import { passwordResetEmail } from './mail.ts';
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

    /** Writes a one-time link to choose a new password to the outbox, which delivers it. */
    async sendPasswordReset(account: IdentityAccount): Promise<void> {
      const token = await accounts.createResetToken(account.id);
      const link = `${settings.issuer}/reset?token=${encodeURIComponent(token)}`;
      await enqueueEmail(
        database.db,
        {
          topic: 'identity.password_reset',
          email: passwordResetEmail({
            brandName: page.brandName,
            to: account.email,
            firstName: account.first_name,
            link,
          }),
        },
        messageIdDomain,
      );
      wakeOutbox();
    },

    /** Deletes what has expired: provider artefacts, ended limit windows and reset tokens. */
    async sweep(): Promise<void> {
      await Promise.all([sweepExpiredPayloads(database), limits.sweep(), accounts.sweepResetTokens()]);
    },
  };
}

export type EmbeddedIdentity = ReturnType<typeof createEmbeddedIdentity>;
