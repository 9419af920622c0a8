// Where the shop delivers (decision 120): the shopper's pincode lookup, and the back office's
// serviceable ranges with their CSV. A range is pincode_from–pincode_to; where ranges overlap, the
// narrowest one holding the pincode answers, so that a metro's range and a one-pincode exception live
// side by side. Every write is audited in its own transaction.
import { sql, type SQL } from 'drizzle-orm';
import {
  DELIVERY_CSV_COLUMNS,
  DELIVERY_IMPORT_ROW_LIMIT,
  DeliveryRangeInputSchema,
  type DeliveryRange,
  type DeliveryRangeInput,
  type DeliveryRangeListQuery,
} from '../../../contract/admin/delivery.ts';
import type { InstallationKind, PincodeAnswer } from '../../../contract/delivery.ts';
import { addDays, indiaToday } from '../../../contract/leads.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { csvHead, csvLine, parseBoolean, parseCsv } from '../../lib/csv.ts';
import { fieldConflict, refusalOf } from '../../lib/db-errors.ts';
import { containing, page, type Paged } from '../../lib/pagination.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';

export const RANGE_NOT_FOUND = 'Delivery range not found';
export const RANGE_TAKEN = 'A delivery range with these pincodes already exists';

interface RangeRow {
  id: string;
  pincode_from: number;
  pincode_to: number;
  zone: string;
  delivery_days_min: number;
  delivery_days_max: number;
  installation: string;
  installation_price: number | null;
  cod_allowed: boolean;
  created_at: string | Date;
  updated_at: string | Date;
}

const RANGE_COLUMNS = sql`id, pincode_from, pincode_to, zone, delivery_days_min, delivery_days_max,
  installation, installation_price, cod_allowed, created_at, updated_at`;

const toRange = (row: RangeRow): DeliveryRange => ({
  id: row.id,
  pincode_from: String(row.pincode_from),
  pincode_to: String(row.pincode_to),
  zone: row.zone,
  delivery_days_min: Number(row.delivery_days_min),
  delivery_days_max: Number(row.delivery_days_max),
  installation: row.installation as InstallationKind,
  installation_price: row.installation_price === null ? null : Number(row.installation_price),
  cod_allowed: row.cod_allowed,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** What the shopper is told about `pincode` under `range`, counting days from today in India. */
export function pincodeAnswer(pincode: string, range: DeliveryRange | null, now: Date): PincodeAnswer {
  if (!range) return { pincode, serviceable: false };
  const today = indiaToday(now);
  return {
    pincode,
    serviceable: true,
    zone: range.zone,
    deliveryDays: { min: range.delivery_days_min, max: range.delivery_days_max },
    estimatedDelivery: {
      from: addDays(today, range.delivery_days_min),
      to: addDays(today, range.delivery_days_max),
    },
    installation: { kind: range.installation, price: range.installation_price },
    cashOnDelivery: range.cod_allowed,
  };
}

/** The pincodes (as numbers) that begin with `digits`: 5000 → 500000–500099. */
function prefixSpan(digits: string): [number, number] {
  const scale = 10 ** (6 - digits.length);
  const low = Number(digits) * scale;
  return [low, low + scale - 1];
}

/** A 409 for a range that exists already; other errors as they are. */
function conflictFrom(error: unknown): unknown {
  const refusal = refusalOf(error);
  if (refusal?.code === '23505' && refusal.constraint === 'delivery_pincodes_range_uq')
    return fieldConflict('pincode_from', RANGE_TAKEN);
  return error;
}

/** A range's values in the table's terms (the CSV and the forms share them). */
const columnsOf = (input: DeliveryRangeInput) => ({
  from: Number(input.pincode_from),
  to: Number(input.pincode_to),
  zone: input.zone,
  min: input.delivery_days_min,
  max: input.delivery_days_max,
  installation: input.installation,
  price: input.installation === 'paid' ? (input.installation_price ?? null) : null,
  cod: input.cod_allowed,
});

/** What the audit log keeps of a range: its business fields, no timestamps. */
const audited = (range: DeliveryRange) => {
  const { created_at: _created, updated_at: _updated, ...fields } = range;
  return fields;
};

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export interface DeliveryOptions {
  /** The clock the estimated dates count from. */
  now?: () => Date;
}

export function createDeliveryService(database: Database, options: DeliveryOptions = {}) {
  const now = options.now ?? (() => new Date());

  const one = async (executor: Executor, where: SQL): Promise<DeliveryRange | null> => {
    const [row] = await rowsOf<RangeRow>(
      executor,
      sql`SELECT ${RANGE_COLUMNS} FROM delivery_pincodes WHERE ${where}`,
    );
    return row ? toRange(row) : null;
  };

  const insert = async (executor: Executor, input: DeliveryRangeInput): Promise<DeliveryRange> => {
    const v = columnsOf(input);
    const [row] = await rowsOf<RangeRow>(
      executor,
      sql`INSERT INTO delivery_pincodes (pincode_from, pincode_to, zone, delivery_days_min, delivery_days_max,
            installation, installation_price, cod_allowed)
          VALUES (${v.from}, ${v.to}, ${v.zone}, ${v.min}, ${v.max}, ${v.installation}, ${v.price}, ${v.cod})
          RETURNING ${RANGE_COLUMNS}`,
    );
    return toRange(row!);
  };

  const overwrite = async (
    executor: Executor,
    id: string,
    input: DeliveryRangeInput,
  ): Promise<DeliveryRange> => {
    const v = columnsOf(input);
    const [row] = await rowsOf<RangeRow>(
      executor,
      sql`UPDATE delivery_pincodes
          SET pincode_from = ${v.from}, pincode_to = ${v.to}, zone = ${v.zone}, delivery_days_min = ${v.min},
              delivery_days_max = ${v.max}, installation = ${v.installation}, installation_price = ${v.price},
              cod_allowed = ${v.cod}, updated_at = now()
          WHERE id = ${id}
          RETURNING ${RANGE_COLUMNS}`,
    );
    return toRange(row!);
  };

  return {
    /** The narrowest range holding `pincode` (the lower start first between equals), or null. */
    async rangeFor(pincode: string): Promise<DeliveryRange | null> {
      const value = Number(pincode);
      return one(
        database.db,
        sql`pincode_from <= ${value} AND pincode_to >= ${value}
            ORDER BY pincode_to - pincode_from, pincode_from DESC LIMIT 1`,
      );
    },

    /** The shopper's answer for a well-formed pincode. */
    async lookup(pincode: string): Promise<PincodeAnswer> {
      return pincodeAnswer(pincode, await this.rangeFor(pincode), now());
    },

    async list(query: DeliveryRangeListQuery): Promise<Paged<DeliveryRange>> {
      const conditions: SQL[] = [];
      if (query.pincode) {
        const [low, high] = prefixSpan(query.pincode);
        conditions.push(sql`pincode_from <= ${high} AND pincode_to >= ${low}`);
      }
      if (query.zone) conditions.push(sql`lower(zone) LIKE ${containing(query.zone)}`);
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const from = sql`FROM delivery_pincodes ${where}`;
      const result = await page<RangeRow>(
        database,
        query,
        sql`SELECT ${RANGE_COLUMNS} ${from} ORDER BY pincode_from, pincode_to`,
        from,
      );
      return { rows: result.rows.map(toRange), pagination: result.pagination };
    },

    async get(id: string): Promise<DeliveryRange> {
      const range = isUuid(id) ? await one(database.db, sql`id = ${id}`) : null;
      if (!range) throw AppError.notFound(RANGE_NOT_FOUND);
      return range;
    },

    async create(actor: StaffPrincipal, input: DeliveryRangeInput): Promise<DeliveryRange> {
      try {
        return await database.db.transaction(async (tx) => {
          const range = await insert(tx, input);
          await recordAudit(tx, {
            actor,
            action: 'delivery_range.create',
            entityType: 'delivery_range',
            entityId: range.id,
            after: audited(range),
          });
          return range;
        });
      } catch (error) {
        throw conflictFrom(error);
      }
    },

    async update(actor: StaffPrincipal, id: string, input: DeliveryRangeInput): Promise<DeliveryRange> {
      if (!isUuid(id)) throw AppError.notFound(RANGE_NOT_FOUND);
      try {
        return await database.db.transaction(async (tx) => {
          const before = await one(tx, sql`id = ${id} FOR UPDATE`);
          if (!before) throw AppError.notFound(RANGE_NOT_FOUND);
          const range = await overwrite(tx, id, input);
          await recordAudit(tx, {
            actor,
            action: 'delivery_range.update',
            entityType: 'delivery_range',
            entityId: id,
            before: audited(before),
            after: audited(range),
          });
          return range;
        });
      } catch (error) {
        throw conflictFrom(error);
      }
    },

    async remove(actor: StaffPrincipal, id: string): Promise<void> {
      if (!isUuid(id)) throw AppError.notFound(RANGE_NOT_FOUND);
      await database.db.transaction(async (tx) => {
        const [row] = await rowsOf<RangeRow>(
          tx,
          sql`DELETE FROM delivery_pincodes WHERE id = ${id} RETURNING ${RANGE_COLUMNS}`,
        );
        if (!row) throw AppError.notFound(RANGE_NOT_FOUND);
        await recordAudit(tx, {
          actor,
          action: 'delivery_range.delete',
          entityType: 'delivery_range',
          entityId: id,
          before: audited(toRange(row)),
        });
      });
    },

    /** Every range as CSV: a byte-order mark, the header, one row per range in pincode order. */
    async csv(): Promise<string> {
      const rows = await database.query<RangeRow>(
        sql`SELECT ${RANGE_COLUMNS} FROM delivery_pincodes ORDER BY pincode_from, pincode_to`,
      );
      const lines = rows
        .map(toRange)
        .map((range) =>
          csvLine([
            range.pincode_from,
            range.pincode_to,
            range.zone,
            String(range.delivery_days_min),
            String(range.delivery_days_max),
            range.installation,
            range.installation_price === null ? '' : String(range.installation_price),
            range.cod_allowed ? 'true' : 'false',
          ]),
        );
      return csvHead(DELIVERY_CSV_COLUMNS) + lines.join('');
    },

    /**
     * Imports a CSV: every row is checked first, and when any is wrong nothing is written (422 with
     * every problem by row and column). A row whose range exists updates it; others are added. Ranges
     * the file does not mention stay as they are.
     */
    async importCsv(actor: StaffPrincipal, text: string): Promise<{ created: number; updated: number }> {
      const problems = checkCsv(text);
      if ('problems' in problems) {
        const [first] = problems.problems;
        throw new AppError(
          'unprocessable',
          first
            ? `Row ${first.row}, column ${first.column}: ${first.message}`
            : 'The file has no rows to import',
          { details: problems.problems },
        );
      }
      // A range another import or form added meanwhile is a 409, as for a form.
      return database.db
        .transaction(async (tx) => {
          let created = 0;
          let updated = 0;
          for (const input of problems.inputs) {
            const v = columnsOf(input);
            const existing = await one(tx, sql`pincode_from = ${v.from} AND pincode_to = ${v.to} FOR UPDATE`);
            if (existing) {
              const range = await overwrite(tx, existing.id, input);
              updated++;
              await recordAudit(tx, {
                actor,
                action: 'delivery_range.update',
                entityType: 'delivery_range',
                entityId: range.id,
                before: audited(existing),
                after: audited(range),
              });
            } else {
              const range = await insert(tx, input);
              created++;
              await recordAudit(tx, {
                actor,
                action: 'delivery_range.create',
                entityType: 'delivery_range',
                entityId: range.id,
                after: audited(range),
              });
            }
          }
          return { created, updated };
        })
        .catch((error: unknown) => {
          throw conflictFrom(error);
        });
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/** Checks a whole delivery CSV: the ranges it holds, or every problem by row and column. */
export function checkCsv(text: string): { inputs: DeliveryRangeInput[] } | { problems: ImportProblem[] } {
  const parsed = parseCsv(text);
  if ('message' in parsed) return { problems: [{ row: parsed.row, column: '', message: parsed.message }] };
  const missing = DELIVERY_CSV_COLUMNS.filter((column) => !parsed.header.includes(column));
  if (missing.length)
    return {
      problems: missing.map((column) => ({ row: 1, column, message: `The header has no column ${column}` })),
    };
  if (parsed.rows.length === 0)
    return { problems: [{ row: 2, column: '', message: 'The file has no rows' }] };
  if (parsed.rows.length > DELIVERY_IMPORT_ROW_LIMIT)
    return {
      problems: [
        {
          row: DELIVERY_IMPORT_ROW_LIMIT + 2,
          column: '',
          message: `A file may hold at most ${DELIVERY_IMPORT_ROW_LIMIT} rows`,
        },
      ],
    };
  const index = Object.fromEntries(DELIVERY_CSV_COLUMNS.map((c) => [c, parsed.header.indexOf(c)]));
  const problems: ImportProblem[] = [];
  const inputs: DeliveryRangeInput[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of parsed.rows) {
    const cell = (column: string) => (cells[index[column]!] ?? '').trim();
    const whole = (column: string) => {
      const value = cell(column);
      return value === '' ? null : /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    };
    const cod = parseBoolean(cell('cod_allowed'));
    const candidate = {
      pincode_from: cell('pincode_from'),
      pincode_to: cell('pincode_to'),
      zone: cell('zone'),
      delivery_days_min: whole('delivery_days_min'),
      delivery_days_max: whole('delivery_days_max'),
      installation: cell('installation').toLowerCase(),
      installation_price: whole('installation_price'),
      cod_allowed: cod ?? undefined,
    };
    const result = DeliveryRangeInputSchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? '');
        problems.push({ row, column, message: issue.message });
      }
      continue;
    }
    const key = `${result.data.pincode_from}-${result.data.pincode_to}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({
        row,
        column: 'pincode_from',
        message: `The range ${key} is already on row ${earlier}`,
      });
      continue;
    }
    seen.set(key, row);
    inputs.push(result.data);
  }
  return problems.length ? { problems } : { inputs };
}
