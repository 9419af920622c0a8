import { describe, expect, it } from 'vitest';
import { EMPTY_ACCESS_MEASURES } from '@contract/fit-rules.ts';
import { anyMeasured, measuresFromStored, readMeasures, typedFrom } from './fit-form.ts';

const typed = (patch: Partial<ReturnType<typeof typedFrom>>) => ({
  ...typedFrom(EMPTY_ACCESS_MEASURES),
  ...patch,
});

describe('readMeasures', () => {
  it('reads blank as not measured and digits as centimetres', () => {
    expect(readMeasures(typed({ stair_width_cm: ' 92 ' }))).toEqual({
      measures: { ...EMPTY_ACCESS_MEASURES, stair_width_cm: 92 },
    });
  });

  it('names a field that is not whole centimetres, and one the rules refuse', () => {
    expect(readMeasures(typed({ door_width_cm: '80.5', door_height_cm: '200' }))).toEqual({
      field: 'door_width_cm',
      message: 'Doorway width must be a whole number of centimetres from 30 to 400.',
    });
    expect(readMeasures(typed({ door_width_cm: '80' }))).toEqual({
      field: 'door_height_cm',
      message: 'Doorway height is needed with the doorway width (and the other way round).',
    });
  });
});

describe('stored measures', () => {
  it('round-trips through the form, and keeps only whole numbers from storage', () => {
    const measures = { ...EMPTY_ACCESS_MEASURES, no_lift: true, stair_width_cm: 88 };
    expect(readMeasures(typedFrom(measures))).toEqual({ measures });
    expect(measuresFromStored({ stair_width_cm: '88', door_width_cm: 80.5, no_lift: 'yes' })).toEqual(
      EMPTY_ACCESS_MEASURES,
    );
    expect(measuresFromStored('nonsense')).toBeNull();
    expect(anyMeasured(EMPTY_ACCESS_MEASURES)).toBe(false);
    expect(anyMeasured(measures)).toBe(true);
  });
});
