// The shipping box and ships_assembled columns of a catalogue CSV (decision 204), read with the product
// editor's rules. The three packed_* columns go together: a file has all three or none, and a row fills
// all three (whole centimetres, 1 to 400) or leaves all three empty, which clears the box. An empty
// ships_assembled keeps the stored value (a new product: false). Like the GST columns, these travel with
// the analysis rather than the staged rows, and are written once every product exists.
import { sql } from 'drizzle-orm';
import { packedSideSchema } from '../../../contract/admin/catalogue.ts';
import type { CatalogueCsvColumn } from '../../../contract/admin/rules.ts';
import { parseWholeNumber } from '../../../contract/money.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { parseBoolean } from '../../lib/csv.ts';

const SIDES = ['packed_length_cm', 'packed_width_cm', 'packed_height_cm'] as const;
type Side = (typeof SIDES)[number];

/** What a product row of the file says about packing; a key left out keeps the stored value. */
export interface RowPacking {
  packed_length_cm?: number | null;
  packed_width_cm?: number | null;
  packed_height_cm?: number | null;
  ships_assembled?: boolean;
}

interface Cells {
  cell: (column: CatalogueCsvColumn) => string;
  present: (column: CatalogueCsvColumn) => boolean;
  problem: (column: CatalogueCsvColumn | null, message: string) => void;
}

const shorten = (cell: string) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

const TOGETHER = 'packed_length_cm, packed_width_cm and packed_height_cm go together';

function readSides(out: RowPacking, { cell, present, problem }: Cells): void {
  const absent = SIDES.find((side) => !present(side));
  if (absent) {
    if (SIDES.some((side) => present(side)))
      problem(absent, `${TOGETHER}: the file has no ${absent} column.`);
    return;
  }
  const raw = SIDES.map((side) => cell(side).trim());
  const empty = SIDES.filter((_, index) => raw[index] === '');
  if (empty.length === SIDES.length) {
    for (const side of SIDES) out[side] = null;
    return;
  }
  if (empty.length > 0) {
    problem(empty[0]!, `${empty[0]} is empty: ${TOGETHER} (fill all three, or leave all three empty).`);
    return;
  }
  SIDES.forEach((side: Side, index) => {
    const checked = packedSideSchema(side).safeParse(parseWholeNumber(raw[index]!) ?? undefined);
    if (checked.success) out[side] = checked.data;
    else
      problem(
        side,
        `${side} must be a whole number of centimetres from 1 to 400, not "${shorten(raw[index]!)}".`,
      );
  });
}

/** Reads a product row's packing into `out`, or reports the column at fault. */
export function checkPackingColumns(out: RowPacking, isNew: boolean, cells: Cells): void {
  readSides(out, cells);
  const { cell, present, problem } = cells;
  if (!present('ships_assembled') || cell('ships_assembled').trim() === '') {
    if (isNew) out.ships_assembled = false;
    return;
  }
  const value = parseBoolean(cell('ships_assembled'));
  if (value == null)
    problem(
      'ships_assembled',
      `ships_assembled must be true or false, not "${shorten(cell('ships_assembled'))}".`,
    );
  else out.ships_assembled = value;
}

/** Writes the packing the file's product rows give (`target_id` is the product's id). */
export async function applyPacking(
  tx: Executor,
  rows: readonly (RowPacking & { kind: string; target_id: string })[],
): Promise<void> {
  const given = rows
    .filter((row) => row.kind === 'product')
    .filter((row) => row.packed_length_cm !== undefined || row.ships_assembled !== undefined)
    .map((row) => ({
      id: row.target_id,
      box: row.packed_length_cm !== undefined,
      l: row.packed_length_cm ?? null,
      w: row.packed_width_cm ?? null,
      h: row.packed_height_cm ?? null,
      assembled: row.ships_assembled ?? null,
    }));
  if (given.length === 0) return;
  await rowsOf(
    tx,
    sql`
      UPDATE products p SET
        packed_length_cm = CASE WHEN x.box THEN x.l ELSE p.packed_length_cm END,
        packed_width_cm = CASE WHEN x.box THEN x.w ELSE p.packed_width_cm END,
        packed_height_cm = CASE WHEN x.box THEN x.h ELSE p.packed_height_cm END,
        ships_assembled = coalesce(x.assembled, p.ships_assembled)
      FROM jsonb_to_recordset(${JSON.stringify(given)}::jsonb)
        AS x(id uuid, box boolean, l smallint, w smallint, h smallint, assembled boolean)
      WHERE p.id = x.id`,
  );
}
