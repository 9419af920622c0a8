// The steps of erasing a customer (decisions 082 and 155) that go beyond deleting their rows: taking
// the person out of the free text the shop keeps (a project's name, description and timeline, their
// reviews' words), deleting every message about them from the outbox and from the mail folder, and
// remembering their sign-in so that no later call makes a customer record for it again.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { uuids } from '../../db/sql.ts';
import { signInDigest } from './customers.service.ts';

/** What the person's details are replaced with in free text. */
export const REDACTED = '[erased]';

/** Who to take out of free text: their names, addresses (e-mail and postal) and phone numbers. */
export interface PersonDetails {
  names: readonly (string | null | undefined)[];
  emails: readonly (string | null | undefined)[];
  phones: readonly (string | null | undefined)[];
  addressLines: readonly (string | null | undefined)[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not inside a longer word: "Ram" is taken out of "Ram's", never out of "Ramp". */
const wordOf = (text: string) => `(?<![\\p{L}\\p{N}])${text}(?![\\p{L}\\p{N}])`;

/**
 * The patterns that find the person in a text, any case. A phone number is found by its last ten digits
 * however they are spaced or dashed ("98765 43210", "98765-43210"); a name or an address line must be a
 * whole word, and at least two letters, so that an initial takes nothing else with it.
 */
export function personPatterns(person: PersonDetails): RegExp[] {
  // Longest first, so that a full name goes whole before its parts are looked for.
  const present = (values: readonly (string | null | undefined)[], min: number) =>
    [...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value.length >= min))].sort(
      (a, b) => b.length - a.length,
    );
  const words = (text: string) => wordOf(escapeRegExp(text).replace(/\s+/g, '\\s+'));
  const phones = present(person.phones, 6).flatMap((phone) => {
    const digits = phone.replace(/\D/g, '').slice(-10);
    return digits.length >= 6 ? [[...digits].join('[\\s().-]*')] : [];
  });
  // E-mail addresses first: a name inside one would otherwise leave the rest of the address behind.
  return [
    ...present(person.emails, 3).map(escapeRegExp),
    ...phones,
    ...present([...person.addressLines, ...person.names], 2).map(words),
  ].map((source) => new RegExp(source, 'giu'));
}

/** `text` with every match of `patterns` replaced by REDACTED. */
export const redact = (text: string, patterns: readonly RegExp[]): string =>
  patterns.reduce((result, pattern) => result.replace(pattern, REDACTED), text);

/**
 * Takes the person out of the free text of `table`'s rows `ids`, column by column, in the caller's
 * transaction; rows without them are left as they are. Answers how many rows changed.
 */
export async function redactRows(
  tx: Executor,
  table: 'projects' | 'reviews',
  ids: readonly string[],
  patterns: readonly RegExp[],
): Promise<number> {
  if (ids.length === 0 || patterns.length === 0) return 0;
  const textColumns =
    table === 'projects' ? ['project_name', 'description', 'timeline'] : ['title', 'comment'];
  const rows = await rowsOf<Record<string, string | null> & { id: string }>(
    tx,
    sql`SELECT id, ${sql.join(
      textColumns.map((name) => sql.identifier(name)),
      sql`, `,
    )} FROM ${sql.identifier(table)} WHERE id = ANY(${uuids([...ids])})`,
  );
  let changed = 0;
  for (const row of rows) {
    const sets = textColumns.flatMap((name) => {
      const before = row[name];
      if (before == null) return [];
      const after = redact(before, patterns);
      return after === before ? [] : [sql`${sql.identifier(name)} = ${after}`];
    });
    if (sets.length === 0) continue;
    await tx.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)} WHERE id = ${row.id}`,
    );
    changed++;
  }
  return changed;
}

/**
 * Deletes every message of the outbox to or about the person, in the caller's transaction: addressed to
 * one of their `mailboxes`, about one of their `leads`, or about one of their orders (its number in the
 * message, as in the business's copy of an order). Answers the deleted rows' ids, whose files the mail
 * folder may hold.
 */
export async function deleteMessages(
  tx: Executor,
  about: { mailboxes: readonly string[]; leadIds: readonly string[]; orderNumbers: readonly string[] },
): Promise<string[]> {
  const conditions = [sql`lower(payload->>'to') = ANY(${sql.param([...about.mailboxes])}::text[])`];
  if (about.leadIds.length > 0) conditions.push(sql`lead_id = ANY(${uuids([...about.leadIds])})`);
  if (about.orderNumbers.length > 0) {
    // Whole order numbers only: AAN-10001 is not AAN-100012.
    const numbers = `\\m(${about.orderNumbers.map(escapeRegExp).join('|')})\\M`;
    conditions.push(sql`payload::text ~ ${numbers}`);
  }
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`DELETE FROM outbox WHERE ${sql.join(conditions, sql` OR `)} RETURNING id`,
  );
  return rows.map((row) => row.id);
}

/** Deletes the mail folder's copies (`<outbox id>.eml`) of the given messages; a missing file is fine. */
export async function deleteStoredMail(
  directory: string | undefined,
  outboxIds: readonly string[],
): Promise<void> {
  if (!directory) return;
  await Promise.all(outboxIds.map((id) => rm(join(directory, `${id}.eml`), { force: true })));
}

/** Remembers an erased sign-in, so that the API never makes a customer record for it again. */
export async function rememberErasedSignIn(tx: Executor, issuer: string, subject: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO erased_sign_ins (digest) VALUES (${signInDigest(issuer, subject)}) ON CONFLICT DO NOTHING`);
}
