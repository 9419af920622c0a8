// A quote version's content without the database: catalogue lines keep the price they were added at,
// the digest changes with anything the customer reads and nothing else, and what changed since the
// version before is matched by the lines' keys.
import { describe, expect, it } from 'vitest';
import { QuoteDraftSchema } from '../../../contract/design-quotes.ts';
import { AppError } from '../../errors.ts';
import {
  buildLines,
  catalogueKey,
  changesSince,
  contentDigest,
  priceLines,
  type CatalogueItem,
  type LineRecord,
} from './quote-content.ts';

const SOFA = '11111111-1111-4111-8111-111111111111';
const KEY = '22222222-2222-4222-8222-222222222222';
const sofa = (price: number, status = 'published'): Map<string, CatalogueItem> =>
  new Map([
    [
      catalogueKey(SOFA, null),
      {
        product_id: SOFA,
        variant_id: null,
        name: 'Teak sofa',
        sku: 'SOFA-1',
        price,
        discount_price: null,
        hsn_code: '94016100',
        gst_rate_bp: 1800,
        status,
      },
    ],
  ]);

const draft = (lines: unknown[], discount = 0) =>
  QuoteDraftSchema.parse({
    rooms: ['Living Room'],
    lines,
    valid_until: '2027-01-31',
    discount_paise: discount,
  });

const priced = (lines: unknown[], catalogue = sofa(45_000), previous = new Map<string, LineRecord>()) =>
  priceLines(buildLines(draft(lines), catalogue, previous), 0, true).lines;

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? [error.status, error.message] : error;
  }
  return 'no error';
};

describe('catalogue lines', () => {
  it('take the catalogue price, GST included, when added, and keep it while the line stays', () => {
    const [added] = priced([
      { key: KEY, room: 'Living Room', kind: 'product', product_id: SOFA, quantity: 1 },
    ]);
    expect(added).toMatchObject({
      description: 'Teak sofa',
      unit_paise: 4_500_000,
      includes_gst: true,
      hsn_sac: '94016100',
      total_paise: 4_500_000,
    });
    // The catalogue's price rose; the quote's line did not.
    const [kept] = priced(
      [{ key: KEY, room: 'Living Room', kind: 'product', product_id: SOFA, quantity: 2 }],
      sofa(52_000),
      new Map([[KEY, added!]]),
    );
    expect(kept).toMatchObject({ unit_paise: 4_500_000, total_paise: 9_000_000, quantity_milli: 2000 });
    // A new line of the same product takes today's price.
    const [fresh] = priced(
      [{ room: 'Living Room', kind: 'product', product_id: SOFA, quantity: 1 }],
      sofa(52_000),
    );
    expect(fresh!.unit_paise).toBe(5_200_000);
  });

  it('refuses a product that is not for sale, and a key sent twice', () => {
    expect(
      refusal(() =>
        priced([{ room: 'Living Room', kind: 'product', product_id: SOFA, quantity: 1 }], sofa(1, 'draft')),
      ),
    ).toEqual([400, 'lines.0.product_id is not for sale']);
    const line = {
      key: KEY,
      room: 'Living Room',
      kind: 'service',
      description: 'Fee',
      unit: 'lumpsum',
      quantity: 1,
      unit_paise: 100,
      gst_rate_bp: 1800,
      hsn_sac: '998391',
    };
    expect(refusal(() => priced([line, line]))).toEqual([400, 'lines.1.key appears twice']);
  });
});

describe('figures', () => {
  it('names the field priceQuote refuses, as the API names it', () => {
    const lines = buildLines(
      draft([
        {
          room: 'Living Room',
          kind: 'service',
          description: 'Fee',
          unit: 'lumpsum',
          quantity: 1,
          unit_paise: 100,
          gst_rate_bp: 1800,
          hsn_sac: '998391',
          discount_paise: 101,
        },
      ]),
      new Map(),
      new Map(),
    );
    expect(refusal(() => priceLines(lines, 0, true))).toEqual([
      400,
      'A line’s discount cannot exceed its value before GST',
    ]);
  });
});

describe('the content digest', () => {
  const [line] = priced([{ key: KEY, room: 'Living Room', kind: 'product', product_id: SOFA, quantity: 1 }]);
  const content = {
    project_id: SOFA,
    version: 1,
    rooms: ['Living Room'],
    lines: [line!],
    discount_paise: 0,
    valid_until: '2027-01-31',
    terms: 'Prices include GST.',
    place_of_supply: '36',
    total_paise: line!.total_paise,
  };

  it('is the same for the same content, and differs with what the customer reads', () => {
    expect(contentDigest(content)).toBe(contentDigest({ ...content, rooms: ['Living Room'] }));
    for (const changed of [
      { ...content, terms: 'Prices include GST. ' },
      { ...content, valid_until: '2027-02-01' },
      { ...content, version: 2 },
      { ...content, lines: [{ ...line!, finish: 'Walnut' }] },
      { ...content, place_of_supply: '29' },
    ])
      expect(contentDigest(changed)).not.toBe(contentDigest(content));
  });
});

describe('what changed since the version before', () => {
  it('lists lines added, removed and changed by key, with both totals', () => {
    const [a, b] = priced([
      {
        room: 'Living Room',
        kind: 'service',
        description: 'Design fee',
        unit: 'lumpsum',
        quantity: 1,
        unit_paise: 100_000,
        gst_rate_bp: 1800,
        hsn_sac: '998391',
      },
      {
        room: 'Living Room',
        kind: 'work',
        description: 'Painting',
        unit: 'sqft',
        quantity: 400,
        unit_paise: 3_000,
        gst_rate_bp: 1800,
        hsn_sac: '995473',
      },
    ]);
    const [c] = priced([
      {
        room: 'Living Room',
        kind: 'work',
        description: 'False ceiling',
        unit: 'sqft',
        quantity: 120,
        unit_paise: 11_000,
        gst_rate_bp: 1800,
        hsn_sac: '995478',
      },
    ]);
    const painting = { ...b!, quantity_milli: 450_000, total_paise: b!.total_paise + 17_700 };
    expect(
      changesSince(1, { lines: [a!, b!], total_paise: 1 }, { lines: [painting, c!], total_paise: 2 }),
    ).toEqual({
      previous_version: 1,
      added: [
        { key: c!.line_key, room: 'Living Room', description: 'False ceiling', total_paise: c!.total_paise },
      ],
      removed: [
        { key: a!.line_key, room: 'Living Room', description: 'Design fee', total_paise: a!.total_paise },
      ],
      changed: [
        {
          key: b!.line_key,
          room: 'Living Room',
          description: 'Painting',
          fields: ['quantity', 'total_paise'],
          total_before_paise: b!.total_paise,
          total_after_paise: b!.total_paise + 17_700,
        },
      ],
      total_before_paise: 1,
      total_after_paise: 2,
    });
  });
});
