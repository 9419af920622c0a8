// "Will it fit?" (docs/will-it-fit.md, decision 204): whether a product's shipping box gets through a
// home's narrowest doorway, into its lift and up its staircase, and if not, which measure is short and by
// how much. Plain rules without zod: the product page's fit check and the profile's form run them in the
// browser, and the API checks saved measures with the same ranges.

/** A shipping box, whole centimetres. */
export interface PackedBox {
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

/**
 * The measures of a delivery address, whole centimetres; null when not measured. `no_lift`: the
 * building has no lift (its measures are then empty).
 */
export interface AccessMeasures {
  door_width_cm: number | null;
  door_height_cm: number | null;
  no_lift: boolean;
  lift_width_cm: number | null;
  lift_depth_cm: number | null;
  lift_height_cm: number | null;
  stair_width_cm: number | null;
}

export type AccessMeasureField = Exclude<keyof AccessMeasures, 'no_lift'>;

export const ACCESS_MEASURE_FIELDS = [
  'door_width_cm',
  'door_height_cm',
  'lift_width_cm',
  'lift_depth_cm',
  'lift_height_cm',
  'stair_width_cm',
] as const satisfies readonly AccessMeasureField[];

export const EMPTY_ACCESS_MEASURES: AccessMeasures = {
  door_width_cm: null,
  door_height_cm: null,
  no_lift: false,
  lift_width_cm: null,
  lift_depth_cm: null,
  lift_height_cm: null,
  stair_width_cm: null,
};

/** What a home's measure may be: a doorway, a lift or a staircase narrower than 30 cm takes no furniture. */
export const ACCESS_MEASURE_RANGE = { min: 30, max: 400 } as const;
/** What a shipping box's side may be. */
export const PACKED_SIDE_RANGE = { min: 1, max: 400 } as const;

/**
 * The room left between the box and each side of an opening: 2 cm, for hands on the box and a frame
 * that is not quite square. A box needs its side plus 4 cm.
 */
export const FIT_CLEARANCE_CM = 2;

/** Each measure in words, as the forms label it and as messages name it. */
export const ACCESS_MEASURE_LABELS: Record<AccessMeasureField, string> = {
  door_width_cm: 'Doorway width',
  door_height_cm: 'Doorway height',
  lift_width_cm: 'Lift inside width',
  lift_depth_cm: 'Lift inside depth',
  lift_height_cm: 'Lift inside height',
  stair_width_cm: 'Staircase width',
};

const PACKED_LABELS: Record<keyof PackedBox, string> = {
  length_cm: 'Packed length',
  width_cm: 'Packed width',
  height_cm: 'Packed height',
};

const isWholeIn = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/** The message for a measure outside its range, naming it. */
export const accessMeasureRangeMessage = (field: AccessMeasureField): string =>
  `${ACCESS_MEASURE_LABELS[field]} must be a whole number of centimetres from ${ACCESS_MEASURE_RANGE.min} to ${ACCESS_MEASURE_RANGE.max}.`;

export const DOORWAY_PAIR_MESSAGE =
  'Doorway height is needed with the doorway width (and the other way round).';
export const LIFT_TRIO_MESSAGE = 'Lift inside width, depth and height are needed together.';
export const NO_LIFT_MESSAGE = 'Leave the lift measures empty when there is no lift.';

/**
 * The first thing wrong with a home's measures, with the field it names, or undefined when they can be
 * saved and checked: each in range, the doorway's two together, the lift's three together, and none
 * for a lift that is not there.
 */
export function accessMeasuresProblem(
  measures: AccessMeasures,
): { field: AccessMeasureField | 'no_lift'; message: string } | undefined {
  for (const field of ACCESS_MEASURE_FIELDS) {
    const value = measures[field];
    if (value !== null && !isWholeIn(value, ACCESS_MEASURE_RANGE))
      return { field, message: accessMeasureRangeMessage(field) };
  }
  if ((measures.door_width_cm === null) !== (measures.door_height_cm === null))
    return {
      field: measures.door_width_cm === null ? 'door_width_cm' : 'door_height_cm',
      message: DOORWAY_PAIR_MESSAGE,
    };
  const lift = [measures.lift_width_cm, measures.lift_depth_cm, measures.lift_height_cm] as const;
  const given = lift.filter((value) => value !== null).length;
  if (measures.no_lift && given > 0) return { field: 'no_lift', message: NO_LIFT_MESSAGE };
  if (given > 0 && given < 3) {
    const missing = (['lift_width_cm', 'lift_depth_cm', 'lift_height_cm'] as const).find(
      (field) => measures[field] === null,
    )!;
    return { field: missing, message: LIFT_TRIO_MESSAGE };
  }
  return undefined;
}

export const PACKED_ALL_OR_NONE_MESSAGE =
  'Packed length, width and height go together: give all three, or none.';

/** The first thing wrong with a product's packed dimensions, naming the side, or undefined. */
export function packedBoxProblem(box: {
  [K in keyof PackedBox]: number | null;
}): { field: keyof PackedBox; message: string } | undefined {
  const sides = Object.keys(PACKED_LABELS) as (keyof PackedBox)[];
  for (const side of sides) {
    const value = box[side];
    if (value !== null && !isWholeIn(value, PACKED_SIDE_RANGE))
      return {
        field: side,
        message: `${PACKED_LABELS[side]} must be a whole number of centimetres from ${PACKED_SIDE_RANGE.min} to ${PACKED_SIDE_RANGE.max}.`,
      };
  }
  const missing = sides.find((side) => box[side] === null);
  if (missing && sides.some((side) => box[side] !== null))
    return { field: missing, message: PACKED_ALL_OR_NONE_MESSAGE };
  return undefined;
}

// ─── Geometry ───────────────────────────────────────────────────────────────────────────────────

/**
 * Whether a p × q rectangle fits in an a × b one, turned at any angle in the plane (Carver, 1956): either
 * side by side, or, when the long side is longer than the opening's, leaning diagonally, which the
 * second condition decides exactly (it holds when the opening's diagonal is long enough for the box's
 * length *and* the box is thin enough to turn).
 */
export function rectangleFits(p: number, q: number, a: number, b: number): boolean {
  const [long, short] = p >= q ? [p, q] : [q, p];
  const [big, small] = a >= b ? [a, b] : [b, a];
  if (short > small) return false;
  if (long <= big) return true;
  return ((big + small) / (long + short)) ** 2 + ((big - small) / (long - short)) ** 2 >= 2;
}

const sortedSides = (box: PackedBox): [number, number, number] =>
  [box.length_cm, box.width_cm, box.height_cm].sort((x, y) => x - y) as [number, number, number];

const room = (measure: number) => measure - 2 * FIT_CLEARANCE_CM;

/**
 * A doorway: the box is carried through end first, so the face it shows the opening is its two smallest
 * sides, which may be tilted at any angle in the doorway (a long box leans through diagonally).
 */
export function passesDoorway(box: PackedBox, width: number, height: number): boolean {
  const [a, b] = sortedSides(box);
  return rectangleFits(b, a, room(width), room(height));
}

/**
 * A lift's cabin: the box may lie or stand on any side, and may lean diagonally in one upright or flat
 * plane of the cabin (one side along one of the cabin's edges, the other two turned in the plane of the
 * other two). Leaning along the cabin's space diagonal is not counted: it is rarely possible with a real
 * box and hands, and leaving it out errs on the safe side.
 */
export function passesLift(box: PackedBox, width: number, depth: number, height: number): boolean {
  const sides = sortedSides(box);
  const cabin = [room(width), room(depth), room(height)];
  for (let s = 0; s < 3; s++) {
    for (let c = 0; c < 3; c++) {
      if (sides[s]! > cabin[c]!) continue;
      const [p, q] = sides.filter((_, i) => i !== s) as [number, number];
      const [x, y] = cabin.filter((_, i) => i !== c) as [number, number];
      if (rectangleFits(p, q, x, y)) return true;
    }
  }
  return false;
}

/**
 * A staircase: the box is carried along its length, so its smallest side (it may be turned on edge) must
 * pass between the wall and the rail. Turns and landings are not modelled: a tight turn can stop a box
 * that this check passes, which the fit check says.
 */
export function passesStairs(box: PackedBox, width: number): boolean {
  return sortedSides(box)[0] <= room(width);
}

// ─── The check ──────────────────────────────────────────────────────────────────────────────────

export interface FitShortfall {
  measure: AccessMeasureField;
  /** The home's measure. */
  have_cm: number;
  /** The least this measure would need to be, the home's other measures as they are. */
  need_cm: number;
  message: string;
}

export interface FitResult {
  /** Whether the box gets in by what was measured; null when nothing was measured. */
  fits: boolean | null;
  /** What was checked: the doorway, the lift, the staircase. */
  checked: ('doorway' | 'lift' | 'staircase')[];
  /** Every measure that is too small, with what it would need. Empty when the box fits. */
  shortfalls: FitShortfall[];
}

const SHORTFALL_WORDS: Record<AccessMeasureField, string> = {
  door_width_cm: 'The doorway is {have} cm wide',
  door_height_cm: 'The doorway is {have} cm high',
  lift_width_cm: 'The lift is {have} cm wide inside',
  lift_depth_cm: 'The lift is {have} cm deep inside',
  lift_height_cm: 'The lift is {have} cm high inside',
  stair_width_cm: 'The staircase is {have} cm wide',
};

/** "The staircase is 78 cm wide; the box needs at least 86 cm: 8 cm short." */
export const shortfallMessage = (measure: AccessMeasureField, have: number, need: number): string =>
  `${SHORTFALL_WORDS[measure].replace('{have}', String(have))}; the box needs at least ${need} cm: ${need - have} cm short.`;

/** Beyond any home: the search for what a measure needs stops here. */
const UNBOUNDED_CM = 10_000;

/**
 * The least value of one measure with which `passes` holds, the others as given; if none does, the least
 * with the others unbounded (the other measures are then short too).
 */
function leastPassing(values: number[], index: number, passes: (values: number[]) => boolean): number {
  const search = (others: number[]): number | undefined => {
    const at = (value: number) => passes(others.map((v, i) => (i === index ? value : v)));
    if (!at(UNBOUNDED_CM)) return undefined;
    let low = 1;
    let high = UNBOUNDED_CM;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (at(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return search(values) ?? search(values.map((v, i) => (i === index ? v : UNBOUNDED_CM)))!;
}

type Group = {
  name: FitResult['checked'][number];
  fields: AccessMeasureField[];
  passes: (v: number[]) => boolean;
};

function groupsOf(box: PackedBox, m: AccessMeasures): Group[] {
  const groups: Group[] = [];
  if (m.door_width_cm !== null && m.door_height_cm !== null)
    groups.push({
      name: 'doorway',
      fields: ['door_width_cm', 'door_height_cm'],
      passes: ([w, h]) => passesDoorway(box, w!, h!),
    });
  if (!m.no_lift && m.lift_width_cm !== null && m.lift_depth_cm !== null && m.lift_height_cm !== null)
    groups.push({
      name: 'lift',
      fields: ['lift_width_cm', 'lift_depth_cm', 'lift_height_cm'],
      passes: ([w, d, h]) => passesLift(box, w!, d!, h!),
    });
  if (m.stair_width_cm !== null)
    groups.push({ name: 'staircase', fields: ['stair_width_cm'], passes: ([w]) => passesStairs(box, w!) });
  return groups;
}

function shortfallsOf(group: Group, measures: AccessMeasures): FitShortfall[] {
  const values = group.fields.map((field) => measures[field]!);
  return group.fields.flatMap((measure, index) => {
    const have = values[index]!;
    const need = leastPassing(values, index, group.passes);
    return need > have
      ? [{ measure, have_cm: have, need_cm: need, message: shortfallMessage(measure, have, need) }]
      : [];
  });
}

/**
 * Whether a box gets into a home: through the doorway, and then up by the lift or the staircase. When
 * both a lift and a staircase were measured, one of them is enough (movers take the stairs when the lift
 * is too small), and both are reported short only when neither passes. Measures that are missing are not
 * checked.
 */
export function checkFit(box: PackedBox, measures: AccessMeasures): FitResult {
  const groups = groupsOf(box, measures);
  const checked = groups.map((group) => group.name);
  if (groups.length === 0) return { fits: null, checked, shortfalls: [] };
  const failing = groups.filter((group) => !group.passes(group.fields.map((field) => measures[field]!)));
  const door = failing.filter((group) => group.name === 'doorway');
  const upward = groups.filter((group) => group.name !== 'doorway');
  const upwardFailing = failing.filter((group) => group.name !== 'doorway');
  const upwardBlocked = upward.length > 0 && upwardFailing.length === upward.length;
  const blocking = [...door, ...(upwardBlocked ? upwardFailing : [])];
  return {
    fits: blocking.length === 0,
    checked,
    shortfalls: blocking.flatMap((group) => shortfallsOf(group, measures)),
  };
}

/** How the piece arrives, in the shop's words. */
export const shipsAssembledText = (shipsAssembled: boolean): string =>
  shipsAssembled ? 'Ships assembled' : 'Ships flat-packed; assembled at your home';
