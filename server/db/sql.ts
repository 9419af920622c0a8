// SQL fragments shared by the services. Everything goes through Drizzle's `sql` tag, so values are always
// bound parameters; only names taken from the schema are written into the text.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A uuid[] parameter. Drizzle would expand a bare array into a list, so it is bound as one value. */
export const uuids = (ids: string[]): SQL => sql`${sql.param(ids)}::uuid[]`;

/**
 * A SELECT list of some of `table`'s columns, `alias.column`, each named as the schema names it. The row
 * it yields is `Pick<typeof table.$inferSelect, keys>`, so renaming a column in the schema breaks the
 * list and every reader of the row at compile time.
 */
export function columns<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  table: T,
  keys: readonly K[],
  alias?: string,
): SQL {
  const byKey = getTableColumns(table) as Record<string, { name: string }>;
  const prefix = alias ? `${alias}.` : '';
  return sql.raw(
    keys
      .map((key) => {
        const name = byKey[key]!.name;
        return name === key ? `${prefix}${name}` : `${prefix}${name} AS ${key}`;
      })
      .join(', '),
  );
}

/** Every column of `table` as a SELECT list: the row it yields is `typeof table.$inferSelect`. */
export const allColumns = (table: PgTable, alias?: string): SQL =>
  columns(table, Object.keys(getTableColumns(table)) as never[], alias);

/** `column = value, …` for the fields of `patch` that are set; undefined leaves a column as it is. */
export const assignments = (patch: Record<string, unknown>): SQL[] =>
  Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
