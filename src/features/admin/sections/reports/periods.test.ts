import { describe, expect, it } from 'vitest';
import { periodOptions, ratePercent } from './periods.ts';

describe('the periods the Reports screen offers', () => {
  it('offers the last eighteen months, this one first, across a new year', () => {
    const months = periodOptions('2027-02-10', 'month');
    expect(months).toHaveLength(18);
    expect(months.slice(0, 3)).toEqual([
      { key: '2027-02', label: 'February 2027' },
      { key: '2027-01', label: 'January 2027' },
      { key: '2026-12', label: 'December 2026' },
    ]);
    expect(months.at(-1)).toEqual({ key: '2025-09', label: 'September 2025' });
  });

  it('offers the last six calendar quarters', () => {
    expect(periodOptions('2027-02-10', 'quarter').map((option) => option.key)).toEqual([
      '2027-Q1',
      '2026-Q4',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
    ]);
    expect(periodOptions('2026-11-30', 'quarter')[0]).toEqual({
      key: '2026-Q4',
      label: 'October–December 2026',
    });
  });

  it('writes a rate as a percentage', () => {
    expect([ratePercent(1800), ratePercent(250), ratePercent(0)]).toEqual(['18%', '2.5%', '0%']);
  });
});
