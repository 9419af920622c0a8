import { describe, expect, it } from 'vitest';
import { median } from './bench.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves the values it is given in their order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
