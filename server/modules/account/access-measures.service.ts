// A customer's access measures for their delivery address (decision 204): one row per customer, read
// and replaced whole, only ever through the caller's own customer id. The rules the measures keep
// (ranges, the doorway's two and the lift's three together) are checked before the write, each refusal a
// 422 naming its field; the table's CHECKs hold the same rules.
import { sql } from 'drizzle-orm';
import {
  accessMeasuresProblem,
  type AccessMeasuresData,
  type AccessMeasuresUpdate,
} from '../../../contract/fit.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { customerAccessMeasures } from '../../db/schema.ts';
import { fieldUnprocessable } from '../../lib/db-errors.ts';
import { iso } from '../../lib/dates.ts';

type Row = typeof customerAccessMeasures.$inferSelect;

const COLUMNS = sql`door_width_cm, door_height_cm, no_lift, lift_width_cm, lift_depth_cm, lift_height_cm,
  stair_width_cm, updated_at`;

const NOT_MEASURED: AccessMeasuresData = {
  door_width_cm: null,
  door_height_cm: null,
  no_lift: false,
  lift_width_cm: null,
  lift_depth_cm: null,
  lift_height_cm: null,
  stair_width_cm: null,
  updated_at: null,
};

const toData = (row: Omit<Row, 'customer_id'>): AccessMeasuresData => ({
  door_width_cm: row.door_width_cm,
  door_height_cm: row.door_height_cm,
  no_lift: row.no_lift,
  lift_width_cm: row.lift_width_cm,
  lift_depth_cm: row.lift_depth_cm,
  lift_height_cm: row.lift_height_cm,
  stair_width_cm: row.stair_width_cm,
  updated_at: iso(row.updated_at),
});

/** The customer's measures as read inside the caller's transaction (their data export). */
export async function accessMeasuresOf(executor: Executor, customerId: string): Promise<AccessMeasuresData> {
  const [row] = await rowsOf<Omit<Row, 'customer_id'>>(
    executor,
    sql`SELECT ${COLUMNS} FROM customer_access_measures WHERE customer_id = ${customerId}`,
  );
  return row ? toData(row) : NOT_MEASURED;
}

export function createAccessMeasuresService(database: Database) {
  return {
    /** The customer's measures, or every one empty when they have saved none. */
    read: (customerId: string): Promise<AccessMeasuresData> => accessMeasuresOf(database.db, customerId),

    /** Replaces the customer's measures with `input`, or refuses (422) naming the first field at fault. */
    async replace(customerId: string, input: AccessMeasuresUpdate): Promise<AccessMeasuresData> {
      const problem = accessMeasuresProblem(input);
      if (problem) throw fieldUnprocessable(problem.field, problem.message);
      const [row] = await database.query<Omit<Row, 'customer_id'>>(sql`
        INSERT INTO customer_access_measures (customer_id, door_width_cm, door_height_cm, no_lift, lift_width_cm,
          lift_depth_cm, lift_height_cm, stair_width_cm, updated_at)
        VALUES (${customerId}, ${input.door_width_cm}, ${input.door_height_cm}, ${input.no_lift},
          ${input.lift_width_cm}, ${input.lift_depth_cm}, ${input.lift_height_cm}, ${input.stair_width_cm}, now())
        ON CONFLICT (customer_id) DO UPDATE SET door_width_cm = excluded.door_width_cm,
          door_height_cm = excluded.door_height_cm, no_lift = excluded.no_lift,
          lift_width_cm = excluded.lift_width_cm, lift_depth_cm = excluded.lift_depth_cm,
          lift_height_cm = excluded.lift_height_cm, stair_width_cm = excluded.stair_width_cm,
          updated_at = excluded.updated_at
        RETURNING ${COLUMNS}`);
      return toData(row!);
    },
  };
}

export type AccessMeasuresService = ReturnType<typeof createAccessMeasuresService>;
