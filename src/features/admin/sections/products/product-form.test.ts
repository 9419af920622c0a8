import { describe, expect, it } from 'vitest';
import { ProductUpdateSchema } from '../../../../../contract/admin/catalogue.ts';
import { bulkPreview, bulkPriceAfter, conflictSummary, emptyForm, payloadOf } from './product-form.ts';

describe('the bulk price preview', () => {
  it('rounds to whole rupees as the API does', () => {
    expect(bulkPriceAfter(24_999, 'percent', 10)).toBe(27_499);
    expect(bulkPriceAfter(999, 'percent', -15)).toBe(849);
    expect(bulkPriceAfter(1_005, 'percent', 10)).toBe(1_106);
    expect(bulkPriceAfter(1_000, 'amount', -250)).toBe(750);
  });

  it('changes the discount price too, and flags a price that would fall below ₹1', () => {
    const rows = bulkPreview(
      [
        { id: 'a', name: 'Sofa', price: 10_000, discount_price: 8_999 },
        { id: 'b', name: 'Coaster', price: 100, discount_price: null },
      ],
      'amount',
      -150,
    );
    expect(rows[0]).toMatchObject({ after: 9_850, discountAfter: 8_849, refused: false });
    expect(rows[1]).toMatchObject({ after: -50, discountAfter: null, refused: true });
  });
});

describe('the save of a product', () => {
  it('sends blank optional fields as empty and numbers as numbers, which the contract accepts', () => {
    const form = {
      ...emptyForm(),
      name: 'Teak bench',
      price: '12999',
      discount_price: '',
      variants: [
        {
          key: 'v1',
          name: 'Natural',
          sku: '',
          price: '12999',
          discount_price: '11999',
          stock_status: 'in_stock' as const,
        },
      ],
    };
    const parsed = ProductUpdateSchema.safeParse({ ...payloadOf(form), version: 3 });
    expect(parsed.success).toBe(true);
    expect(payloadOf(form)).toMatchObject({ price: 12_999, discount_price: null, sku: null });
  });
});

describe('a save refused because someone else saved first', () => {
  it('lists each field as "your value / current value", with who saved it', () => {
    const summary = conflictSummary(
      {
        current: {},
        changes: [
          { field: 'price', yours: 24_999, current: 22_999 },
          { field: 'is_featured', yours: true, current: false },
          { field: 'category_id', yours: 'c1', current: 'c2' },
          { field: 'description', yours: 'Solid teak', current: null },
        ],
        updated_at: '2026-11-23T10:30:00.000Z',
        updated_by: { id: 's1', name: 'Anita Desai', email: 'anita@aangan.example' },
      },
      (id) => ({ c1: 'Sofas', c2: 'Benches' })[id],
    );
    expect(summary.by).toBe('Anita Desai');
    expect(summary.rows).toEqual([
      { field: 'price', label: 'Price', yours: '₹24,999', current: '₹22,999' },
      { field: 'is_featured', label: 'Featured', yours: 'Yes', current: 'No' },
      { field: 'category_id', label: 'Category', yours: 'Sofas', current: 'Benches' },
      { field: 'description', label: 'Description', yours: 'Solid teak', current: '(empty)' },
    ]);
  });
});
