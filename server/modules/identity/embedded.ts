// The embedded provider's services, built once by the composition root when the API runs the provider
// itself (no OIDC_ISSUER): local accounts, the provider (rebuilt when the keys change), the e-mails of
// sign-up and password reset, the accounts of new staff, and the sweep of expired state.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { RateLimits } from '../../limits/rate-limits.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import {
  createAccountStore,
  STAFF_INVITATION_TTL_SECONDS,
  type IdentityAccount,
  type SignUp,
} from './accounts.ts';
import { sweepExpiredPayloads } from './adapter.ts';
import type { KeyRing } from './keys.ts';
import {
  confirmationEmail,
  existingAccountEmail,
  noAccountEmail,
  passwordResetEmail,
  staffInvitationEmail,
} from '../../email/identity-emails.ts';
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
  /**
   * Whether the account is a current member of staff (and links the staff record to it): the back
   * office's client is granted `admin` only then. Unset: nobody is.
   */
  staffAccess?: (account: IdentityAccount) => Promise<boolean>;
}

/** A new member of staff, as the owner (or `npm run staff:add`) names them. */
export interface StaffPerson {
  email: string;
  first_name: string;
  last_name: string;
}

/** What inviteStaff did: the account, and the link to choose a password when one was needed. */
export interface StaffInvitation {
  accountId: string;
  accountCreated: boolean;
  /** The one-time link to choose a password (also e-mailed), when the person has none to sign in with. */
  passwordLink?: string;
}

export function createEmbeddedIdentity({
  database,
  settings,
  keyring,
  page,
  messageIdDomain,
  limits,
  staffAccess = async () => false,
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
    staffAccess,

    /**
     * The account a new member of staff signs in with (decisions 052 and 147), inside the caller's
     * transaction: made when the address has none; when it has one, its password is replaced and every
     * session and token of it ends. Either way an e-mail holds a one-time link to choose a password.
     * With `password` (a scripted install) the account gets it, and no e-mail is sent. Wake the outbox
     * after the commit.
     */
    async inviteStaff(executor: Executor, person: StaffPerson, password?: string): Promise<StaffInvitation> {
      const outcome = await accounts.inviteStaff(executor, person, password);
      const passwordLink = outcome.passwordToken
        ? `${settings.issuer}/reset?token=${encodeURIComponent(outcome.passwordToken)}`
        : undefined;
      if (passwordLink) {
        const email = staffInvitationEmail({
          brandName: page.brandName,
          to: outcome.account.email,
          firstName: outcome.account.first_name,
          link: passwordLink,
          backOfficeUrl: settings.adminPostLogoutRedirectUris[0] ?? page.shopUrl,
          validDays: STAFF_INVITATION_TTL_SECONDS / 86_400,
          replaced: !outcome.created,
        });
        await enqueueEmail(executor, { topic: 'identity.staff_invitation', email }, messageIdDomain);
      }
      return {
        accountId: outcome.account.id,
        accountCreated: outcome.created,
        ...(passwordLink ? { passwordLink } : {}),
      };
    },

    /**
     * Ends the account's back-office sign-ins, inside the caller's transaction: its grants, refresh
     * tokens and codes of the back office's client go; its storefront sign-in stays.
     */
    async revokeStaffSignIns(executor: Executor, accountId: string): Promise<void> {
      await rowsOf(
        executor,
        sql`
        DELETE FROM oidc_payloads
        WHERE model IN ('Grant', 'RefreshToken', 'AuthorizationCode', 'AccessToken')
          AND payload->>'clientId' = ${settings.adminClientId} AND payload->>'accountId' = ${accountId}`,
      );
    },

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
