import { describe, expect, it } from 'vitest';
import type { DesignQuote, QuoteLine, QuoteSummary } from '@contract/design-quotes.ts';
import { indiaToday } from '@contract/leads-rules.ts';
import {
  changedFieldsText,
  chosenVersion,
  formatQuantity,
  gstRateText,
  latestVersion,
  lineDiscount,
  linesByRoom,
  materialText,
  placeOfSupplyText,
  quantityText,
  quoteDate,
  quotePath,
  rateText,
  readQuoteAddress,
  todayInIndia,
  standingOf,
  unitWords,
  withAnswer,
} from './quote-format.ts';

const PROJECT = '3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8';

const line = (fields: Partial<QuoteLine>): QuoteLine => ({
  key: 'k',
  position: 0,
  room: 'Kitchen',
  kind: 'work',
  product_id: null,
  variant_id: null,
  sku: null,
  description: 'Modular kitchen',
  unit: 'rft',
  quantity: 12,
  unit_paise: 1_500_000,
  includes_gst: false,
  gst_rate_bp: 1800,
  hsn_sac: '995476',
  material: '',
  finish: '',
  gross_paise: 18_000_000,
  discount_paise: 0,
  quote_discount_paise: 0,
  taxable_paise: 18_000_000,
  cgst_paise: 1_620_000,
  sgst_paise: 1_620_000,
  igst_paise: 0,
  total_paise: 21_240_000,
  ...fields,
});

const summary = (version: number, fields: Partial<QuoteSummary> = {}): QuoteSummary => ({
  version,
  status: 'sent',
  total_paise: 100,
  line_count: 1,
  valid_until: '2027-01-31',
  sent_at: '2026-11-28T04:00:00Z',
  approved_at: null,
  updated_at: '2026-11-28T04:00:00Z',
  ...fields,
});

describe('the address of a quote', () => {
  it('names the project and, when asked, a version', () => {
    expect(quotePath(PROJECT)).toBe(`/projects/quote?id=${PROJECT}`);
    expect(quotePath(PROJECT, 2)).toBe(`/projects/quote?id=${PROJECT}&version=2`);
    expect(readQuoteAddress(`?id=${PROJECT}&version=2`)).toEqual({
      projectId: PROJECT,
      version: 2,
      valid: true,
    });
    expect(readQuoteAddress(`?id=${PROJECT}`)).toEqual({ projectId: PROJECT, version: null, valid: true });
  });

  it('is not valid without a project id, or with a version that cannot exist', () => {
    expect(readQuoteAddress('').valid).toBe(false);
    expect(readQuoteAddress('?id=nonsense').valid).toBe(false);
    expect(readQuoteAddress(`?id=${PROJECT}&version=0`).valid).toBe(false);
    expect(readQuoteAddress(`?id=${PROJECT}&version=two`).valid).toBe(false);
    expect(readQuoteAddress(`?id=${PROJECT}&version=1.5`).valid).toBe(false);
  });
});

describe('which version the page shows', () => {
  const summaries = [summary(2), summary(1, { status: 'superseded' })];

  it('is the newest unless another one sent is asked for', () => {
    expect(latestVersion(summaries)).toBe(2);
    expect(latestVersion([])).toBeNull();
    expect(chosenVersion(summaries, null)).toBe(2);
    expect(chosenVersion(summaries, 1)).toBe(1);
    expect(chosenVersion(summaries, 3)).toBeNull();
  });
});

describe('where a version stands', () => {
  const today = '2026-12-01';

  it('is open to an answer while it is the latest, sent or with changes asked for, and in date', () => {
    expect(standingOf({ version: 2, status: 'sent', valid_until: '2026-12-01' }, 2, today)).toEqual({
      label: 'Awaiting your approval',
      answerable: true,
      expired: false,
      superseded: false,
    });
    expect(
      standingOf({ version: 2, status: 'changes_requested', valid_until: '2027-01-01' }, 2, today),
    ).toMatchObject({ label: 'Changes asked for', answerable: true });
  });

  it('reads Expired once its date has passed, and takes no answer', () => {
    expect(standingOf({ version: 1, status: 'sent', valid_until: '2026-11-30' }, 1, today)).toEqual({
      label: 'Expired',
      answerable: false,
      expired: true,
      superseded: false,
    });
  });

  it('is for reading only once approved or replaced by a later version', () => {
    expect(standingOf({ version: 2, status: 'approved', valid_until: '2027-01-01' }, 2, today)).toMatchObject(
      {
        label: 'Approved',
        answerable: false,
        superseded: false,
      },
    );
    expect(standingOf({ version: 1, status: 'superseded', valid_until: '2026-01-01' }, 2, today)).toEqual({
      label: 'Replaced by a later version',
      answerable: false,
      expired: false,
      superseded: true,
    });
    expect(standingOf({ version: 1, status: 'approved', valid_until: '2027-01-01' }, 2, today)).toMatchObject(
      {
        label: 'Approved',
        superseded: true,
      },
    );
  });

  it('follows an answer in the list of versions, an approval superseding the one before', () => {
    const approved = { version: 3, status: 'approved', approved_at: '2026-12-01T06:00:00Z' } as DesignQuote;
    const list = [summary(3), summary(2, { status: 'approved' }), summary(1, { status: 'superseded' })];
    expect(
      withAnswer(list, approved).map((entry) => [entry.version, entry.status, entry.approved_at]),
    ).toEqual([
      [3, 'approved', '2026-12-01T06:00:00Z'],
      [2, 'superseded', null],
      [1, 'superseded', null],
    ]);
    const asked = { version: 3, status: 'changes_requested', approved_at: null } as DesignQuote;
    expect(withAnswer(list, asked).map((entry) => entry.status)).toEqual([
      'changes_requested',
      'approved',
      'superseded',
    ]);
  });
});

describe('lines room by room', () => {
  it("follow the quote's rooms and the lines' order, leave out empty rooms and keep a line whose room is missing", () => {
    const quote = {
      rooms: ['Living Room', 'Kitchen', 'Master Bedroom'],
      lines: [
        line({ key: 'b', position: 2, room: 'Kitchen', description: 'Chimney' }),
        line({ key: 'a', position: 1, room: 'Kitchen' }),
        line({ key: 'c', position: 0, room: 'Living Room', description: 'Sofa' }),
        line({ key: 'd', position: 3, room: 'Terrace', description: 'Planter' }),
      ],
    };
    expect(linesByRoom(quote).map((room) => [room.name, room.lines.map((entry) => entry.key)])).toEqual([
      ['Living Room', ['c']],
      ['Kitchen', ['a', 'b']],
      ['Terrace', ['d']],
    ]);
  });
});

describe('quantities, units and rates', () => {
  it('write a quantity with up to three decimals in the Indian grouping', () => {
    expect(formatQuantity(12)).toBe('12');
    expect(formatQuantity(14.5)).toBe('14.5');
    expect(formatQuantity(0.125)).toBe('0.125');
    expect(formatQuantity(125000.25)).toBe('1,25,000.25');
  });

  it("name the unit from the contract's labels, in the plural past one", () => {
    expect(unitWords('rft', 1)).toBe('running foot');
    expect(unitWords('rft', 12)).toBe('running feet');
    expect(unitWords('sqft', 48)).toBe('square feet');
    expect(unitWords('sqm', 2.5)).toBe('square metres');
    expect(unitWords('nos', 2)).toBe('pieces');
    expect(unitWords('set', 1)).toBe('set');
    expect(quantityText({ quantity: 12, unit: 'rft' })).toBe('12 running feet');
    expect(quantityText({ quantity: 1, unit: 'nos' })).toBe('1 piece');
    expect(quantityText({ quantity: 1, unit: 'lumpsum' })).toBe('Lump sum');
  });

  it('write the rate per unit, saying when a catalogue price includes GST', () => {
    expect(rateText(line({}))).toBe('₹15,000.00 / running foot');
    expect(rateText(line({ unit: 'lumpsum', unit_paise: 5_000_000 }))).toBe('₹50,000.00');
    expect(rateText(line({ unit: 'nos', unit_paise: 4_599_900, includes_gst: true }))).toBe(
      '₹45,999.00 / piece incl. GST',
    );
  });

  it("take a line's own discount and its share of the quote's together", () => {
    expect(lineDiscount(line({ discount_paise: 500_000, quote_discount_paise: 123_456 }))).toBe(623_456);
  });

  it('write GST rates, materials and the place of supply', () => {
    expect(gstRateText(1800)).toBe('18%');
    expect(gstRateText(500)).toBe('5%');
    expect(gstRateText(0)).toBe('0%');
    expect(materialText(line({ material: 'BWP plywood', finish: 'Acrylic, high gloss' }))).toBe(
      'BWP plywood · Acrylic, high gloss',
    );
    expect(materialText(line({ finish: 'Laminate, matte' }))).toBe('Laminate, matte');
    expect(materialText(line({}))).toBe('');
    expect(placeOfSupplyText({ code: '36', name: 'Telangana' })).toBe('Telangana (36)');
    expect(placeOfSupplyText(null)).toBe('Not set');
  });
});

describe('dates', () => {
  it('are days in India, in the long en-IN form', () => {
    expect(quoteDate('2027-01-27')).toBe('27 January 2027');
    expect(quoteDate('2026-11-27T20:00:00Z')).toBe('28 November 2026');
  });

  it("take today in India as the contract's indiaToday does, either side of midnight", () => {
    for (const instant of [
      '2026-11-27T18:29:59Z',
      '2026-11-27T18:30:00Z',
      '2026-12-31T23:59:59Z',
      '2027-03-01T00:00:00Z',
    ]) {
      expect(todayInIndia(new Date(instant))).toBe(indiaToday(new Date(instant)));
    }
    expect(todayInIndia(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });
});

describe('what changed on a line', () => {
  it('names the fields in words', () => {
    expect(changedFieldsText(['quantity', 'total_paise'])).toBe('Quantity and total changed');
    expect(changedFieldsText(['unit_paise', 'finish', 'discount_paise', 'total_paise'])).toBe(
      'Rate, finish, discount and total changed',
    );
    expect(changedFieldsText(['gst_rate_bp'])).toBe('GST rate changed');
  });

  it("says so when only the line's share of the quote's discount moved", () => {
    expect(changedFieldsText(['total_paise'])).toBe('Its share of the overall discount changed');
  });
});
