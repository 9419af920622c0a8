// A product's shipping box and how it ships (decision 204), as the product editor saves them: each field
// left out keeps the stored value (a new product: no box, flat-packed), and the box that results has all
// three sides or none, else a 422 names the side that is missing.
import { sql } from 'drizzle-orm';
import type { AdminProduct, ProductInput } from '../../../contract/admin/catalogue.ts';
import { packedBoxProblem } from '../../../contract/fit-rules.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { fieldUnprocessable } from '../../lib/db-errors.ts';

type Packing = Pick<
  AdminProduct,
  'packed_length_cm' | 'packed_width_cm' | 'packed_height_cm' | 'ships_assembled'
>;

const NONE: Packing = {
  packed_length_cm: null,
  packed_width_cm: null,
  packed_height_cm: null,
  ships_assembled: false,
};

/** What the product's packing will be after a save of `input` over `current` (none: a new product). */
export function packingAfter(input: ProductInput, current: Packing = NONE): Packing {
  return {
    packed_length_cm:
      input.packed_length_cm === undefined ? current.packed_length_cm : input.packed_length_cm,
    packed_width_cm: input.packed_width_cm === undefined ? current.packed_width_cm : input.packed_width_cm,
    packed_height_cm:
      input.packed_height_cm === undefined ? current.packed_height_cm : input.packed_height_cm,
    ships_assembled: input.ships_assembled ?? current.ships_assembled,
  };
}

/** Refuses (422, naming the side) a box that would not have all three sides or none. */
export function checkPacking(packing: Packing): void {
  const problem = packedBoxProblem({
    length_cm: packing.packed_length_cm,
    width_cm: packing.packed_width_cm,
    height_cm: packing.packed_height_cm,
  });
  if (problem) throw fieldUnprocessable(`packed_${problem.field}`, problem.message);
}

/** Writes the packing a save resolved to (after packingAfter and checkPacking). */
export async function writePacking(executor: Executor, productId: string, packing: Packing): Promise<void> {
  await rowsOf(
    executor,
    sql`UPDATE products SET packed_length_cm = ${packing.packed_length_cm},
          packed_width_cm = ${packing.packed_width_cm}, packed_height_cm = ${packing.packed_height_cm},
          ships_assembled = ${packing.ships_assembled}
        WHERE id = ${productId} AND (packed_length_cm, packed_width_cm, packed_height_cm, ships_assembled)
          IS DISTINCT FROM (${packing.packed_length_cm}::smallint, ${packing.packed_width_cm}::smallint,
                            ${packing.packed_height_cm}::smallint, ${packing.ships_assembled}::boolean)`,
  );
}
