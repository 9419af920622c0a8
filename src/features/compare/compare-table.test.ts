import { describe, expect, it } from 'vitest';
import { comparisonRows, type Compared } from './compare-table.ts';

const product = (overrides: Partial<Compared>): Compared => ({
  price: 45_000,
  discount_price: null,
  compare_price: null,
  dimensions: '200 × 90 × 85 cm',
  material: 'Teak wood',
  warranty: '1 year',
  stock_status: 'in_stock',
  assembly_required: false,
  return_days: 7,
  specifications: [],
  ...overrides,
});

describe('the comparison', () => {
  it('lines up the facts of each product', () => {
    const rows = comparisonRows([
      product({ discount_price: 39_999 }),
      product({
        dimensions: null,
        material: '  ',
        stock_status: 'on_order',
        assembly_required: true,
        return_days: 0,
      }),
    ]);
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.values]));
    expect(byLabel['Price']).toEqual(['₹39,999 (was ₹45,000)', '₹45,000']);
    expect(byLabel['Dimensions']).toEqual(['200 × 90 × 85 cm', '']);
    expect(byLabel['Material']).toEqual(['Teak wood', '']);
    expect(byLabel['Warranty']).toEqual(['1 year', '1 year']);
    expect(byLabel['Delivery']).toEqual(['In stock · Free delivery', 'Made to order · Free delivery']);
    expect(byLabel['Assembly']).toEqual(['Arrives ready to use', 'Assembly required']);
    expect(byLabel['Returns']).toEqual(['7-day returns', 'Not returnable']);
  });

  it('adds the union of specification names, blank where a product lacks one', () => {
    const rows = comparisonRows([
      product({
        specifications: [
          { name: 'Seats', value: '3' },
          { name: 'Finish', value: 'Walnut' },
        ],
      }),
      product({
        specifications: [
          { name: 'finish ', value: 'Natural' },
          { name: 'Fabric', value: 'Linen' },
        ],
      }),
      product({ specifications: [] }),
    ]);
    const specs = rows.filter((row) => row.spec);
    expect(specs).toEqual([
      { label: 'Seats', spec: true, values: ['3', '', ''] },
      { label: 'Finish', spec: true, values: ['Walnut', 'Natural', ''] },
      { label: 'Fabric', spec: true, values: ['', 'Linen', ''] },
    ]);
  });
});
