// Paged lists: `page` counts from 1, `limit` items a page, and every paged response says where it is.
// The back office's lists (decision 050) read a page of rows and a count that stops at ADMIN_COUNT_CAP,
// so that a long list never pays for an exact count; whether a next page exists is known from the page
// itself (one row more is read than shown), also past the cap.
import { sql, type SQL } from 'drizzle-orm';
import type { PageInfo } from '../../contract/admin/common.ts';
import { ADMIN_COUNT_CAP } from '../../contract/admin/rules.ts';
import type { Pagination } from '../../contract/catalogue.ts';
import type { Database } from '../db/client.ts';

export const pagination = (page: number, limit: number, total: number): Pagination => {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
};

/** Rows to skip before `page`. */
export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;

export interface Paged<T> {
  rows: T[];
  pagination: PageInfo;
}

/**
 * Runs `select` (a SELECT without LIMIT/OFFSET, ordered) for one page, and counts `from` (its FROM and
 * WHERE) up to the cap.
 */
export async function page<T>(
  database: Database,
  query: { page: number; limit: number },
  select: SQL,
  from: SQL,
): Promise<Paged<T>> {
  const [rows, [counted]] = await Promise.all([
    database.query<T>(sql`${select} LIMIT ${query.limit + 1} OFFSET ${offsetOf(query.page, query.limit)}`),
    database.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${ADMIN_COUNT_CAP + 1}) capped`,
    ),
  ]);
  const n = counted?.n ?? 0;
  return {
    rows: rows.slice(0, query.limit),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: Math.min(n, ADMIN_COUNT_CAP),
      totalCapped: n > ADMIN_COUNT_CAP,
      hasNext: rows.length > query.limit,
      hasPrev: query.page > 1,
    },
  };
}

/** `term` for LIKE, its wildcards taken literally, lower case, anywhere in the text. */
export const containing = (term: string): string =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What a search is matched with: a term that looks like a phone number ("98765 43210", "+91-98765")
 * loses its spaces, dashes and brackets, as phone numbers are stored in E.164.
 */
export function searchTerm(term: string): string {
  const trimmed = term.trim();
  if (/^[+\d\s().-]+$/.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= 4)
    return trimmed.replace(/[\s().-]/g, '');
  return trimmed;
}

/** The page facts of a list counted with `cappedCount`. */
export const pageInfo = (page: number, limit: number, counted: number): PageInfo => {
  const totalCapped = counted > ADMIN_COUNT_CAP;
  const total = Math.min(counted, ADMIN_COUNT_CAP);
  return {
    page,
    limit,
    total,
    totalCapped,
    hasNext: totalCapped || page * limit < total,
    hasPrev: page > 1,
  };
};

/** Rows counted up to one past the cap: enough to say "10,000+" without counting a large catalogue. */
export async function cappedCount(database: Database, from: SQL): Promise<number> {
  const [row] = await database.query<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM (SELECT 1 ${from} LIMIT ${ADMIN_COUNT_CAP + 1}) counted`,
  );
  return row?.total ?? 0;
}
