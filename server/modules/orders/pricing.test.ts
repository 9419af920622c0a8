import { describe, expect, it } from 'vitest';
import { priceCart, type ProductRow, type VariantRow } from './pricing.ts';

const product = (id: string, overrides: Partial<ProductRow> = {}): ProductRow => ({
  id,
  name: `Piece ${id}`,
  slug: `piece-${id}`,
  sku: null,
  price: 11800,
  discount_price: null,
  stock_status: 'in_stock',
  status: 'published',
  hsn_code: '9403',
  gst_rate_bp: 1800,
  stock_quantity: 5,
  ...overrides,
});
const variant = (id: string, productId: string, overrides: Partial<VariantRow> = {}): VariantRow => ({
  id,
  product_id: productId,
  name: '2-Seater',
  sku: null,
  price: 39499,
  discount_price: null,
  stock_status: 'in_stock',
  ...overrides,
});
const map = <T extends { id: string }>(...rows: T[]) => new Map(rows.map((row) => [row.id, row]));

describe('pricing a cart from the shop’s own rows', () => {
  it('charges the shop’s price with the tax inside it, and merges lines of the same piece', () => {
    const cart = priceCart(
      [
        { productId: 'a', quantity: 1, price: 11800 },
        { productId: 'a', quantity: 2, price: 11800 },
      ],
      map(product('a')),
      new Map(),
      true,
      null,
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      quantity: 3,
      amount: 3_540_000,
      taxable: 3_000_000,
      cgst: 270_000,
      sgst: 270_000,
    });
    expect(cart.totals).toEqual({
      taxable: 3_000_000,
      cgst: 270_000,
      sgst: 270_000,
      igst: 0,
      total: 3_540_000,
    });
    expect(cart.demand).toEqual(new Map([['a', 3]]));
    expect(cart.problems).toEqual([]);
  });

  it('uses the variant’s own sale price, and all IGST across states', () => {
    const cart = priceCart(
      [{ productId: 's', variantId: 'v2', quantity: 1, price: 36999 }],
      map(product('s', { price: 56499 })),
      map(variant('v2', 's', { discount_price: 36999 })),
      false,
      null,
    );
    expect(cart.lines[0]).toMatchObject({ variantName: '2-Seater', unitPrice: 36999, cgst: 0, sgst: 0 });
    expect(cart.lines[0]!.taxable + cart.lines[0]!.igst).toBe(3_699_900);
    expect(cart.priceChanges).toEqual([]);
  });

  it('lists a changed price instead of charging the browser’s, and every problem at once', () => {
    const cart = priceCart(
      [
        { productId: 'a', quantity: 1, price: 9999 },
        { productId: 'gone', quantity: 1, price: 500 },
        { productId: 'sold', quantity: 1, price: 11800 },
        { productId: 'few', quantity: 4, price: 11800 },
        { productId: 'a', variantId: 'not-its-own', quantity: 1, price: 39499 },
      ],
      map(
        product('a'),
        product('sold', { stock_status: 'out_of_stock' }),
        product('few', { stock_quantity: 2 }),
        product('draft', { status: 'draft' }),
      ),
      map(variant('not-its-own', 'other')),
      true,
      null,
    );
    expect(cart.priceChanges).toEqual([
      { productId: 'a', variantId: null, name: 'Piece a', was: 9999, now: 11800 },
    ]);
    expect(cart.problems.map((problem) => [problem.productId, problem.problem, problem.available])).toEqual([
      ['gone', 'gone', 0],
      ['sold', 'out_of_stock', 0],
      ['few', 'short', 2],
      ['a', 'gone', 0],
    ]);
    expect(cart.problems[2]!.message).toBe('Only 2 of Piece few are left. Please lower the quantity.');
  });

  it('adds paid installation as a service line, SAC 9987 at 18 %', () => {
    const cart = priceCart(
      [{ productId: 'a', quantity: 1, price: 11800 }],
      map(product('a', { gst_rate_bp: 500 })),
      new Map(),
      true,
      {
        price: 499,
      },
    );
    expect(cart.lines.map((line) => [line.kind, line.hsnCode, line.gstRateBp, line.amount])).toEqual([
      ['product', '9403', 500, 1_180_000],
      ['installation', '9987', 1800, 49_900],
    ]);
    expect(cart.totals.total).toBe(1_229_900);
    expect(cart.totals.taxable + cart.totals.cgst + cart.totals.sgst).toBe(cart.totals.total);
  });
});
