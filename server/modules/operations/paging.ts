// Paging the back office's lists (decision 050): one page of rows, read one row beyond the page so that
// a next page is known without a count, and a count that stops at ADMIN_COUNT_CAP ("10,000+").
import { sql, type SQL } from 'drizzle-orm';
import type { PageInfo } from '../../../contract/admin/common.ts';
import { ADMIN_COUNT_CAP } from '../../../contract/admin/rules.ts';
import type { Database } from '../../db/client.ts';
import { offsetOf } from '../../lib/pagination.ts';

export interface Page<T> {
  rows: T[];
  pagination: PageInfo;
}

/** `select` (ordered, without LIMIT) for one page, and `from` (its FROM and WHERE) counted up to the cap. */
export async function readPage<T>(
  database: Database,
  query: { page: number; limit: number },
  select: SQL,
  from: SQL,
): Promise<Page<T>> {
  const rows = await database.query<T>(
    sql`${select} LIMIT ${query.limit + 1} OFFSET ${offsetOf(query.page, query.limit)}`,
  );
  const [counted] = await database.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 ${from} LIMIT ${ADMIN_COUNT_CAP + 1}) capped`,
  );
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
