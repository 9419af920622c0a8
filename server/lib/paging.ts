// Paging the back office's lists (decision 050): a page of rows and a count that stops at
// ADMIN_COUNT_CAP, so that a long list never pays for an exact count. Whether a next page exists is
// known from the page itself (one row more is read than shown), also past the cap.
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_COUNT_CAP } from '../../contract/admin/rules.ts';
import type { PageInfo } from '../../contract/admin/common.ts';
import type { Database } from '../db/client.ts';
import { offsetOf } from './pagination.ts';

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
