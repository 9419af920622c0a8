// Local accounts of the embedded provider: sign-up, password checks and password resets. Passwords are
// hashed with argon2id (the library's default algorithm, with its default cost: 19 MiB, 2 passes).
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailRule, PROFILE_LIMITS, phoneRule } from '../../../contract/account.ts';
import { isUuid } from '../../../contract/ids.ts';
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
      phoneRule.optional(),
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

/**
 * Deletes an account, inside the caller's transaction, with everything the provider keeps for it:
 * sessions, grants, codes and refresh tokens (so it is signed out everywhere) and its reset links.
 * True when there was an account to delete.
 */
export async function deleteAccount(executor: Executor, accountId: string): Promise<boolean> {
  if (!isUuid(accountId)) return false;
  await executor.execute(sql`DELETE FROM oidc_payloads WHERE payload->>'accountId' = ${accountId}`);
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

    /** Creates the account, or tells that the e-mail address already has one. */
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

    async setPassword(accountId: string, password: string): Promise<void> {
      const passwordHash = await hash(password);
      await database.query(sql`
        UPDATE identity_accounts SET password_hash = ${passwordHash}, password_changed_at = now(), updated_at = now()
        WHERE id = ${accountId}`);
    },

    /** A one-time reset token for the account; only its hash is stored. Earlier unused tokens stop working. */
    async createResetToken(accountId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM password_resets WHERE account_id = ${accountId}`);
        await tx.execute(sql`
          INSERT INTO password_resets (token_hash, account_id, expires_at)
          VALUES (${tokenHash(token)}, ${accountId}, now() + make_interval(secs => ${RESET_TOKEN_TTL_SECONDS}))`);
      });
      return token;
    },

    /** Whether the token is live (for showing the form); it is not used up. */
    async resetTokenValid(token: string): Promise<boolean> {
      const rows = await database.query(sql`
        SELECT 1 FROM password_resets WHERE token_hash = ${tokenHash(token)} AND used_at IS NULL AND expires_at > now()`);
      return rows.length > 0;
    },

    /**
     * Uses the token up, sets the password and ends every session and grant of the account; undefined
     * when the token is unknown, used or expired.
     */
    async redeemResetToken(token: string, password: string): Promise<IdentityAccount | undefined> {
      const [used] = await database.query<{ account_id: string }>(sql`
        UPDATE password_resets SET used_at = now()
        WHERE token_hash = ${tokenHash(token)} AND used_at IS NULL AND expires_at > now()
        RETURNING account_id`);
      if (!used) return undefined;
      await this.setPassword(used.account_id, password);
      // Whoever knew the old password may hold a session or refresh token: a reset signs out everywhere.
      await database.query(sql`DELETE FROM oidc_payloads WHERE payload->>'accountId' = ${used.account_id}`);
      return this.findById(used.account_id);
    },

    async sweepResetTokens(): Promise<void> {
      await database.query(sql`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`);
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
