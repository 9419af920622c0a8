// Local accounts of the embedded provider: sign-up with a confirmed e-mail address, password checks
// and password resets. Passwords are hashed with argon2id (the library's default algorithm, with its
// default cost: 19 MiB, 2 passes). Sign-up and forgot-password do the same work whether or not the
// address has an account (decision 030), so neither their answer nor their timing tells.
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailRule, internationalPhoneRule, PROFILE_LIMITS } from '../../../contract/account.ts';
import { isUuid } from '../../../contract/ids.ts';
import { normalizePhone } from '../../../contract/phone.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { identityAccounts } from '../../db/schema.ts';

/** A local account as the provider sees it (never its password hash). */
export type IdentityAccount = Pick<
  typeof identityAccounts.$inferSelect,
  'id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'email_verified'
> & {
  /** Seconds since 1970, as the `updated_at` claim wants it. */
  updated_at: number;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** How long a link that confirms a new account's address works. */
export const CONFIRMATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** The longest a sign-in waits out the second in which the account's sessions ended (a replica's clock may run ahead). */
const MAX_SESSIONS_END_WAIT_MS = 2000;
/** How long the link that lets a new member of staff choose a password works (decision 052). */
export const STAFF_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export const passwordRule = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const name = (label: string, required: boolean) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, `${label} is required`)
        .max(PROFILE_LIMITS.name, `${label} must be at most ${PROFILE_LIMITS.name} characters`),
    );

/** The sign-up form. Messages name their field, in the form's words. */
export const SignUpSchema = z
  .object({
    first_name: name('First name', true),
    last_name: name('Last name', true),
    email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailRule()),
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      internationalPhoneRule(normalizePhone).optional(),
    ),
    password: passwordRule,
  })
  .refine((value) => value.password.trim().toLowerCase() !== value.email, {
    message: 'Password must not be your email address',
    path: ['password'],
  });
export type SignUp = z.infer<typeof SignUpSchema>;

/** The SELECT list of IdentityAccount. `updated_at` in whole seconds, as float8 so both drivers give a number. */
const ACCOUNT_COLUMNS = sql`id, email, first_name, last_name, phone, email_verified,
  extract(epoch FROM updated_at)::bigint::float8 AS updated_at`;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
/** A one-time token for a link: 256 random bits. */
const newToken = () => randomBytes(32).toString('base64url');

/** A new member of staff's account, as inviteStaff found or made it. */
export interface StaffAccountOutcome {
  account: IdentityAccount;
  created: boolean;
  /** The one-time link's token to choose a password, when the person needs one. */
  passwordToken?: string;
}

/** What a sign-up found: the account it created, or the one the address already had. */
export interface SignUpOutcome {
  account: IdentityAccount;
  created: boolean;
  /** For a created account: the token of the link that confirms its address. */
  confirmationToken?: string;
}

/**
 * Ends every session and token of an account, inside the caller's transaction: the provider's sessions,
 * grants, authorization codes and refresh tokens go, unused reset links too, and the API refuses every
 * access token issued before this moment from the next call on (verify.ts). Every path that takes an
 * account from whoever may hold it comes through here: a password set from a link, a staff invitation,
 * erasure, a disabled demo account (decision 147).
 */
export async function endSessions(executor: Executor, accountId: string): Promise<void> {
  if (!isUuid(accountId)) return;
  // This process's clock, which stamps the tokens' `iat`; never moved back by a replica whose clock lags.
  const now = new Date().toISOString();
  await rowsOf(
    executor,
    sql`
    UPDATE identity_accounts SET sessions_ended_at = greatest(sessions_ended_at, ${now}::timestamptz)
    WHERE id = ${accountId}`,
  );
  await rowsOf(executor, sql`DELETE FROM oidc_payloads WHERE payload->>'accountId' = ${accountId}`);
  await rowsOf(
    executor,
    sql`DELETE FROM password_resets WHERE account_id = ${accountId} AND used_at IS NULL`,
  );
}

/**
 * Gives the account a new password (its argon2 hash) and ends every session and token it had, inside the
 * caller's transaction: whoever knew the old password may hold one. `confirm` also takes the address as
 * confirmed.
 */
async function replacePassword(
  executor: Executor,
  accountId: string,
  passwordHash: string,
  { confirm = false }: { confirm?: boolean } = {},
): Promise<void> {
  await rowsOf(
    executor,
    sql`
    UPDATE identity_accounts
    SET password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now(),
        email_verified = email_verified OR ${confirm}
    WHERE id = ${accountId}`,
  );
  await endSessions(executor, accountId);
}

/**
 * Deletes an account, inside the caller's transaction, with everything the provider keeps for it (so it
 * is signed out everywhere). True when there was an account to delete.
 */
export async function deleteAccount(executor: Executor, accountId: string): Promise<boolean> {
  if (!isUuid(accountId)) return false;
  await endSessions(executor, accountId);
  const deleted = await rowsOf(
    executor,
    sql`DELETE FROM identity_accounts WHERE id = ${accountId} RETURNING id`,
  );
  return deleted.length > 0;
}

export function createAccountStore(database: Database) {
  // Checking a password for an unknown e-mail costs as much as for a known one, so timing does not tell.
  let dummyHash: Promise<string> | undefined;
  const burnTime = async (password: string) => {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
  };

  const byEmail = async (email: string) =>
    (
      await database.query<IdentityAccount & { password_hash: string }>(sql`
        SELECT ${ACCOUNT_COLUMNS}, password_hash FROM identity_accounts WHERE lower(email) = lower(${email.trim()})`)
    )[0];

  return {
    async findById(id: string): Promise<IdentityAccount | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await database.query<IdentityAccount>(
        sql`SELECT ${ACCOUNT_COLUMNS} FROM identity_accounts WHERE id = ${id}`,
      );
      return row;
    },

    async findByEmail(email: string): Promise<IdentityAccount | undefined> {
      const row = await byEmail(email);
      if (!row) return undefined;
      const { password_hash: _hash, ...account } = row;
      return account;
    },

    /** Creates the account, or tells that the e-mail address already has one (seeding and tests). */
    async create(input: SignUp & { email_verified?: boolean }): Promise<IdentityAccount | 'email_taken'> {
      const passwordHash = await hash(input.password);
      const [row] = await database.query<IdentityAccount>(sql`
        INSERT INTO identity_accounts (email, password_hash, first_name, last_name, phone, email_verified)
        VALUES (${input.email}, ${passwordHash}, ${input.first_name}, ${input.last_name}, ${input.phone ?? null},
                ${input.email_verified ?? false})
        ON CONFLICT ((lower(email))) DO NOTHING
        RETURNING ${ACCOUNT_COLUMNS}`);
      return row ?? 'email_taken';
    },

    /**
     * A sign-up, inside the caller's transaction (which also queues its e-mail): creates an unconfirmed
     * account with a link to confirm it, or finds the account the address already has. The same work
     * either way: one argon2 hash and one statement that tries the insert and reads the existing row.
     * Undefined when a sign-up for the same address running at the same moment created it (that one
     * sends the e-mail).
     */
    async signUp(executor: Executor, input: SignUp): Promise<SignUpOutcome | undefined> {
      const passwordHash = await hash(input.password);
      const token = newToken();
      // The statement's snapshot does not see the row its own INSERT adds: `existing` is the account
      // the address had before, `created` the one made now; at most one of them has a row.
      const [row] = await rowsOf<IdentityAccount & { created: boolean }>(
        executor,
        sql`
        WITH created AS (
          INSERT INTO identity_accounts (email, password_hash, first_name, last_name, phone, email_verified)
          VALUES (${input.email}, ${passwordHash}, ${input.first_name}, ${input.last_name}, ${input.phone ?? null}, false)
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING ${ACCOUNT_COLUMNS}),
        link AS (
          INSERT INTO email_confirmations (token_hash, account_id, expires_at)
          SELECT ${tokenHash(token)}, id, now() + make_interval(secs => ${CONFIRMATION_TOKEN_TTL_SECONDS})
          FROM created)
        SELECT *, true AS created FROM created
        UNION ALL
        SELECT ${ACCOUNT_COLUMNS}, false AS created FROM identity_accounts WHERE lower(email) = lower(${input.email})`,
      );
      if (!row) return undefined;
      const { created, ...account } = row;
      return { account, created, ...(created ? { confirmationToken: token } : {}) };
    },

    /**
     * The account of a new member of staff (decision 052), inside the caller's transaction. An address
     * without one gets an account, its address taken as confirmed (the owner vouches for it, and only
     * its mailbox receives the link). An address with one may be held by someone other than its owner
     * (anyone can sign up with any address and choose the password), so its password is replaced and
     * every session and token of it ends (decision 147); using the link confirms its address. Either
     * way the account gets a random password nobody knows and a one-time token to choose one, valid
     * STAFF_INVITATION_TTL_SECONDS (the password-reset machinery). With `password` (a scripted install)
     * the account gets that password and a confirmed address instead, and no token.
     */
    async inviteStaff(
      executor: Executor,
      person: { email: string; first_name: string; last_name: string },
      password?: string,
    ): Promise<StaffAccountOutcome> {
      const passwordHash = await hash(password ?? randomBytes(32).toString('base64url'));
      const [row] = await rowsOf<IdentityAccount & { created: boolean }>(
        executor,
        sql`
        WITH created AS (
          INSERT INTO identity_accounts (email, password_hash, first_name, last_name, email_verified)
          VALUES (${person.email}, ${passwordHash}, ${person.first_name}, ${person.last_name}, true)
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING ${ACCOUNT_COLUMNS})
        SELECT *, true AS created FROM created
        UNION ALL
        SELECT ${ACCOUNT_COLUMNS}, false AS created FROM identity_accounts WHERE lower(email) = lower(${person.email})`,
      );
      const { created, ...account } = row!;
      const scripted = password !== undefined;
      if (!created) await replacePassword(executor, account.id, passwordHash, { confirm: scripted });
      if (scripted) return { account: { ...account, email_verified: true }, created };
      const token = newToken();
      await rowsOf(
        executor,
        sql`
        INSERT INTO password_resets (token_hash, account_id, expires_at)
        VALUES (${tokenHash(token)}, ${account.id}, now() + make_interval(secs => ${STAFF_INVITATION_TTL_SECONDS}))`,
      );
      return { account, created, passwordToken: token };
    },

    /** A new link to confirm the account's address (an unconfirmed account signed in with its password). */
    async createConfirmationToken(accountId: string): Promise<string> {
      const token = newToken();
      await database.query(sql`
        INSERT INTO email_confirmations (token_hash, account_id, expires_at)
        VALUES (${tokenHash(token)}, ${accountId}, now() + make_interval(secs => ${CONFIRMATION_TOKEN_TTL_SECONDS}))`);
      return token;
    },

    /**
     * Confirms the address of the link's account; undefined when the token is unknown or has expired.
     * A link still alive may be opened again (an e-mail scanner may have opened it first): it only
     * confirms.
     */
    async confirmEmail(token: string): Promise<IdentityAccount | undefined> {
      const [link] = await database.query<{ account_id: string }>(sql`
        UPDATE email_confirmations SET used_at = coalesce(used_at, now())
        WHERE token_hash = ${tokenHash(token)} AND expires_at > now()
        RETURNING account_id`);
      if (!link) return undefined;
      await database.query(sql`
        UPDATE identity_accounts SET email_verified = true, updated_at = now()
        WHERE id = ${link.account_id} AND NOT email_verified`);
      return this.findById(link.account_id);
    },

    /** The account when the password is right; undefined for a wrong password and an unknown e-mail alike. */
    async checkPassword(email: string, password: string): Promise<IdentityAccount | undefined> {
      const row = await byEmail(email);
      if (!row) {
        await burnTime(password);
        return undefined;
      }
      const ok = await verify(row.password_hash, password).catch(() => false);
      if (!ok) return undefined;
      const { password_hash: _hash, ...account } = row;
      return account;
    },

    /**
     * Takes the account from whoever signs in with it, inside the caller's transaction: a password nobody
     * knows, and every session and token ended (a disabled demo account, decision 146).
     */
    async lockOut(executor: Executor, accountId: string): Promise<void> {
      await replacePassword(executor, accountId, await hash(randomBytes(32).toString('base64url')));
    },

    /**
     * When the account's sessions and tokens last ended, in seconds since 1970 with their fraction; null
     * when they never did, undefined when there is no such account. One primary-key lookup, made for
     * every bearer token the API checks.
     */
    async sessionsEndedAt(accountId: string): Promise<number | null | undefined> {
      if (!isUuid(accountId)) return undefined;
      const [row] = await database.query<{ ended: number | null }>(sql`
        SELECT extract(epoch FROM sessions_ended_at)::float8 AS ended FROM identity_accounts WHERE id = ${accountId}`);
      return row ? row.ended : undefined;
    },

    /**
     * Access tokens carry their issue time in whole seconds (`iat`), and the API refuses those issued
     * before the account's sessions ended, that second included (verify.ts). A sign-in within that
     * second (a password set from a link a moment ago) waits for the next one, so that its tokens are
     * not refused.
     */
    async waitPastSessionsEnd(accountId: string): Promise<void> {
      const ended = await this.sessionsEndedAt(accountId);
      if (!ended) return;
      const wait = Math.ceil(ended) * 1000 - Date.now();
      if (wait > 0) await setTimeout(Math.min(wait, MAX_SESSIONS_END_WAIT_MS));
    },

    /**
     * A forgot-password request, inside the caller's transaction (which also queues its e-mail): one
     * statement that finds the address's account, replaces its unused reset tokens with a new one and
     * returns it. For an address without an account it does the same lookup and writes the same row,
     * with no account: a token nobody is sent, swept with the others. Only the token's hash is stored.
     */
    async requestReset(
      executor: Executor,
      email: string,
    ): Promise<{ account: IdentityAccount; token: string } | undefined> {
      const token = newToken();
      const [account] = await rowsOf<IdentityAccount>(
        executor,
        sql`
        WITH account AS (
          SELECT ${ACCOUNT_COLUMNS} FROM identity_accounts WHERE lower(email) = lower(${email.trim()})),
        cleared AS (
          DELETE FROM password_resets WHERE account_id IN (SELECT id FROM account)),
        issued AS (
          INSERT INTO password_resets (token_hash, account_id, expires_at)
          VALUES (${tokenHash(token)}, (SELECT id FROM account),
                  now() + make_interval(secs => ${RESET_TOKEN_TTL_SECONDS})))
        SELECT * FROM account`,
      );
      return account ? { account, token } : undefined;
    },

    /** Whether the token is live (for showing the form); it is not used up. */
    async resetTokenValid(token: string): Promise<boolean> {
      const rows = await database.query(sql`
        SELECT 1 FROM password_resets
        WHERE token_hash = ${tokenHash(token)} AND account_id IS NOT NULL AND used_at IS NULL AND expires_at > now()`);
      return rows.length > 0;
    },

    /**
     * Uses the token up, sets the password and ends every session and token of the account, in one
     * transaction; undefined when the token is unknown, used or expired.
     */
    async redeemResetToken(token: string, password: string): Promise<IdentityAccount | undefined> {
      const accountId = await database.db.transaction(async (tx) => {
        const [used] = await rowsOf<{ account_id: string }>(
          tx,
          sql`
          UPDATE password_resets SET used_at = now()
          WHERE token_hash = ${tokenHash(token)} AND account_id IS NOT NULL AND used_at IS NULL AND expires_at > now()
          RETURNING account_id`,
        );
        if (!used) return undefined;
        // The link arrived by e-mail: whoever used it holds the address.
        await replacePassword(tx, used.account_id, await hash(password), { confirm: true });
        return used.account_id;
      });
      return accountId ? this.findById(accountId) : undefined;
    },

    async sweepResetTokens(): Promise<void> {
      await database.query(sql`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
      await database.query(sql`DELETE FROM email_confirmations WHERE expires_at < now() - interval '1 day'`);
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
