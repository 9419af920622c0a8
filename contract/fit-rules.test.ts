import { describe, expect, it } from 'vitest';
import {
  accessMeasuresProblem,
  checkFit,
  EMPTY_ACCESS_MEASURES,
  packedBoxProblem,
  passesDoorway,
  passesLift,
  passesStairs,
  rectangleFits,
  shipsAssembledText,
  type AccessMeasures,
} from './fit-rules.ts';

const box = (length_cm: number, width_cm: number, height_cm: number) => ({ length_cm, width_cm, height_cm });
const home = (patch: Partial<AccessMeasures>): AccessMeasures => ({ ...EMPTY_ACCESS_MEASURES, ...patch });

describe('rectangleFits (Carver)', () => {
  it('fits side by side, in either orientation', () => {
    expect(rectangleFits(8, 3, 10, 4)).toBe(true);
    expect(rectangleFits(3, 8, 4, 10)).toBe(true);
    expect(rectangleFits(8, 5, 10, 4)).toBe(false);
  });

  it('fits a thin long piece diagonally, and not a thick one', () => {
    // A 10 × 1 stick across an 8 × 8 square: its turned extent is 11/√2 ≈ 7.8.
    expect(rectangleFits(10, 1, 8, 8)).toBe(true);
    expect(rectangleFits(11, 1, 8, 8)).toBe(false);
    expect(rectangleFits(10, 3, 8, 8)).toBe(false);
  });
});

/** Whether p × q fits a × b at some angle, by trying angles a tenth of a degree apart. */
const fitsAtSomeAngle = (p: number, q: number, a: number, b: number) => {
  for (let step = 0; step <= 900; step++) {
    const angle = (step / 1800) * Math.PI;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    if (p * c + q * s <= a + 1e-9 && p * s + q * c <= b + 1e-9) return true;
  }
  return false;
};

it('agrees with trying every angle, away from the boundary', () => {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  let checked = 0;
  for (let i = 0; i < 3000; i++) {
    const [p, q, a, b] = [10 + next() * 240, 2 + next() * 80, 30 + next() * 200, 30 + next() * 200];
    // Near the boundary a tenth of a degree decides; those cases are left to the exact rule.
    if (fitsAtSomeAngle(p * 1.002, q * 1.002, a, b) !== fitsAtSomeAngle(p * 0.998, q * 0.998, a, b)) continue;
    expect(rectangleFits(p, q, a, b), `${p} × ${q} in ${a} × ${b}`).toBe(fitsAtSomeAngle(p, q, a, b));
    checked++;
  }
  expect(checked).toBeGreaterThan(2500);
});

describe('passesDoorway', () => {
  it('needs the two smallest sides plus 2 cm each side', () => {
    const sofa = box(210, 95, 85);
    expect(passesDoorway(sofa, 89, 200)).toBe(true);
    expect(passesDoorway(sofa, 88, 200)).toBe(false);
    expect(passesDoorway(sofa, 89, 98)).toBe(false);
  });

  it('lets a thin panel lean through a doorway lower than it is long', () => {
    const panel = box(205, 60, 5);
    expect(passesDoorway(panel, 80, 200)).toBe(true);
  });
});

describe('passesLift', () => {
  it('stands a long box on end or leans it diagonally, within the clearance', () => {
    const wardrobe = box(200, 60, 20);
    expect(passesLift(wardrobe, 110, 140, 210)).toBe(true);
    // Leaning in the depth × height plane: 140 deep and 190 high have a diagonal of about 227 cm.
    expect(passesLift(wardrobe, 110, 140, 190)).toBe(true);
    expect(passesLift(box(240, 60, 50), 110, 140, 190)).toBe(false);
  });
});

describe('passesStairs', () => {
  it('needs the smallest side plus 4 cm', () => {
    expect(passesStairs(box(200, 90, 82), 86)).toBe(true);
    expect(passesStairs(box(200, 90, 82), 85)).toBe(false);
  });
});

describe('checkFit', () => {
  it('says nothing was checked without measures', () => {
    expect(checkFit(box(100, 50, 50), EMPTY_ACCESS_MEASURES)).toEqual({
      fits: null,
      checked: [],
      shortfalls: [],
    });
  });

  it('names the staircase and by how much it is short', () => {
    const result = checkFit(box(200, 90, 82), home({ stair_width_cm: 78 }));
    expect(result.fits).toBe(false);
    expect(result.shortfalls).toEqual([
      {
        measure: 'stair_width_cm',
        have_cm: 78,
        need_cm: 86,
        message: 'The staircase is 78 cm wide; the box needs at least 86 cm: 8 cm short.',
      },
    ]);
  });

  it('names the doorway width alone when the height is enough', () => {
    const result = checkFit(box(210, 95, 85), home({ door_width_cm: 80, door_height_cm: 200 }));
    expect(result.shortfalls.map((s) => s.message)).toEqual([
      'The doorway is 80 cm wide; the box needs at least 89 cm: 9 cm short.',
    ]);
  });

  it('takes the stairs when the lift is too small, and reports both when neither passes', () => {
    const sofa = box(210, 95, 85);
    const lift = { lift_width_cm: 100, lift_depth_cm: 120, lift_height_cm: 200 };
    expect(checkFit(sofa, home({ ...lift, stair_width_cm: 120 })).fits).toBe(true);
    const blocked = checkFit(sofa, home({ ...lift, stair_width_cm: 80 }));
    expect(blocked.fits).toBe(false);
    expect(blocked.checked).toEqual(['lift', 'staircase']);
    expect(blocked.shortfalls.map((s) => s.measure)).toContain('stair_width_cm');
    expect(blocked.shortfalls.some((s) => s.measure.startsWith('lift_'))).toBe(true);
  });

  it('does not check a lift that is not there', () => {
    const result = checkFit(box(100, 50, 50), home({ no_lift: true, stair_width_cm: 90 }));
    expect(result).toEqual({ fits: true, checked: ['staircase'], shortfalls: [] });
  });

  it('fits when each shortfall is made good', () => {
    const sofa = box(210, 95, 85);
    const short = checkFit(sofa, home({ door_width_cm: 80, door_height_cm: 90 }));
    expect(short.fits).toBe(false);
    const patched = Object.fromEntries(short.shortfalls.map((s) => [s.measure, s.need_cm]));
    expect(checkFit(sofa, home({ door_width_cm: 80, door_height_cm: 90, ...patched })).fits).toBe(true);
  });
});

describe('accessMeasuresProblem', () => {
  it('accepts empty and complete measures', () => {
    expect(accessMeasuresProblem(EMPTY_ACCESS_MEASURES)).toBeUndefined();
    expect(
      accessMeasuresProblem(
        home({
          door_width_cm: 80,
          door_height_cm: 200,
          lift_width_cm: 100,
          lift_depth_cm: 130,
          lift_height_cm: 210,
          stair_width_cm: 90,
        }),
      ),
    ).toBeUndefined();
  });

  it('names a measure out of range, a lone doorway side, a partial lift and a missing lift with measures', () => {
    expect(accessMeasuresProblem(home({ stair_width_cm: 29 }))).toEqual({
      field: 'stair_width_cm',
      message: 'Staircase width must be a whole number of centimetres from 30 to 400.',
    });
    expect(accessMeasuresProblem(home({ door_width_cm: 80.5, door_height_cm: 200 }))?.field).toBe(
      'door_width_cm',
    );
    expect(accessMeasuresProblem(home({ door_width_cm: 80 }))?.field).toBe('door_height_cm');
    expect(accessMeasuresProblem(home({ lift_width_cm: 100, lift_height_cm: 200 }))).toEqual({
      field: 'lift_depth_cm',
      message: 'Lift inside width, depth and height are needed together.',
    });
    expect(accessMeasuresProblem(home({ no_lift: true, lift_width_cm: 100 }))?.field).toBe('no_lift');
  });
});

describe('packedBoxProblem', () => {
  it('wants all three sides in range, or none', () => {
    expect(packedBoxProblem({ length_cm: null, width_cm: null, height_cm: null })).toBeUndefined();
    expect(packedBoxProblem({ length_cm: 200, width_cm: 90, height_cm: 80 })).toBeUndefined();
    expect(packedBoxProblem({ length_cm: 401, width_cm: 90, height_cm: 80 })?.message).toBe(
      'Packed length must be a whole number of centimetres from 1 to 400.',
    );
    expect(packedBoxProblem({ length_cm: 200, width_cm: null, height_cm: 80 })?.field).toBe('width_cm');
  });
});

it('says how a piece ships', () => {
  expect(shipsAssembledText(true)).toBe('Ships assembled');
  expect(shipsAssembledText(false)).toBe('Ships flat-packed; assembled at your home');
});
