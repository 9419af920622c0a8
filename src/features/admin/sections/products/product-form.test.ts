import { describe, expect, it } from 'vitest';
import { ProductCreateSchema, ProductUpdateSchema, type AdminProduct } from '@contract/admin/catalogue.ts';
import { GST_RATES_PERCENT } from '@contract/admin/rules.ts';
import { issuesToFieldErrors } from '../../lib/field-errors.ts';
import {
  bulkPreview,
  bulkPriceAfter,
  conflictSummary,
  emptyForm,
  formFromProduct,
  GST_RATE_OPTIONS,
  payloadOf,
  withStoredStock,
} from './product-form.ts';

const storedProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: 'p1',
  name: 'Teak bench',
  slug: 'teak-bench',
  sku: 'TB-1',
  status: 'published',
  version: 4,
  description: null,
  price: 12_999,
  compare_price: null,
  discount_price: null,
  category: null,
  brand: null,
  stock_status: 'in_stock',
  room_type: null,
  material: null,
  color: null,
  style: null,
  dimensions: null,
  weight: null,
  care_instructions: null,
  warranty: null,
  assembly_required: false,
  packed_length_cm: null,
  packed_width_cm: null,
  packed_height_cm: null,
  ships_assembled: false,
  return_days: null,
  is_featured: false,
  hsn_code: '9401',
  gst_rate: 18,
  stock_quantity: 6,
  low_stock_threshold: null,
  features: [],
  specifications: [],
  variants: [],
  images: [],
  rating: 0,
  review_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: null,
  ...overrides,
});

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

describe('the HSN code, GST rate and units in stock', () => {
  it('start a new product at 9403 and 18 %, not counted, as the API would', () => {
    const payload = payloadOf({ ...emptyForm(), name: 'Cane chair', price: '4999' });
    expect(payload).toMatchObject({ hsn_code: '9403', gst_rate: 18, stock_quantity: null });
    expect(ProductCreateSchema.safeParse(payload).success).toBe(true);
    expect(payloadOf({ ...emptyForm(), stock_quantity: ' 12 ' }).stock_quantity).toBe(12);
  });

  it('offer every rate in force, in per cent', () => {
    expect(GST_RATE_OPTIONS).toEqual([
      { value: '0', label: '0 %' },
      { value: '5', label: '5 %' },
      { value: '18', label: '18 %' },
      { value: '40', label: '40 %' },
    ]);
    expect(GST_RATE_OPTIONS.map((option) => Number(option.value))).toEqual([...GST_RATES_PERCENT]);
  });

  it('read back from a stored product, and a save sends the units only when they were changed', () => {
    const form = formFromProduct(storedProduct());
    expect(form).toMatchObject({ hsn_code: '9401', gst_rate: '18', stock_quantity: '6' });
    const untouched = payloadOf(form);
    expect(untouched).toMatchObject({ hsn_code: '9401', gst_rate: 18 });
    expect('stock_quantity' in untouched).toBe(false);
    expect(ProductUpdateSchema.safeParse({ ...untouched, version: 4 }).success).toBe(true);

    expect(payloadOf({ ...form, stock_quantity: '9', gst_rate: '5' })).toMatchObject({
      stock_quantity: 9,
      gst_rate: 5,
    });
    // Emptied: no longer counted.
    expect(payloadOf({ ...form, stock_quantity: '' }).stock_quantity).toBeNull();
    // After a save the stored units are the new starting point.
    const saved = { ...form, ...withStoredStock(9) };
    expect(saved.stock_quantity).toBe('9');
    expect('stock_quantity' in payloadOf(saved)).toBe(false);
    expect(formFromProduct(storedProduct({ stock_quantity: null })).stock_quantity).toBe('');
    expect('stock_quantity' in payloadOf(formFromProduct(storedProduct({ stock_quantity: null })))).toBe(
      false,
    );
  });

  it('carry the low-stock threshold: read back, sent as a number, blank as none (decision 199)', () => {
    const form = formFromProduct(storedProduct({ low_stock_threshold: 2 }));
    expect(form.low_stock_threshold).toBe('2');
    expect(payloadOf(form).low_stock_threshold).toBe(2);
    expect(payloadOf({ ...form, low_stock_threshold: ' 5 ' }).low_stock_threshold).toBe(5);
    expect(payloadOf({ ...form, low_stock_threshold: '' }).low_stock_threshold).toBeNull();
    expect(emptyForm().low_stock_threshold).toBe('');
    const refused = ProductUpdateSchema.safeParse({
      ...payloadOf({ ...form, low_stock_threshold: '-1' }),
      version: 4,
    });
    expect(refused.success).toBe(false);
    expect(issuesToFieldErrors(refused.error!.issues)).toEqual({
      low_stock_threshold: 'Low-stock threshold must be a whole number from 0 to 10,00,000',
    });
  });

  it("put the contract's message on the field for a bad HSN code, rate or count", () => {
    const form = formFromProduct(storedProduct());
    const errorsOf = (changes: Partial<typeof form>) => {
      const parsed = ProductUpdateSchema.safeParse({ ...payloadOf({ ...form, ...changes }), version: 4 });
      return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    };
    expect(errorsOf({ hsn_code: '94-01' })).toEqual({ hsn_code: 'HSN code must be 4, 6 or 8 digits' });
    expect(errorsOf({ hsn_code: '' })).toEqual({ hsn_code: 'HSN code must be 4, 6 or 8 digits' });
    expect(errorsOf({ gst_rate: '12' })).toEqual({ gst_rate: 'GST rate must be 0, 5, 18 or 40 (%)' });
    expect(errorsOf({ stock_quantity: '-2' })).toEqual({
      stock_quantity: expect.stringMatching(/^Units in stock must be a whole number/),
    });
    expect(errorsOf({ stock_quantity: '1.5' })).toHaveProperty('stock_quantity');
    expect(errorsOf({ stock_quantity: 'lots' })).toHaveProperty('stock_quantity');
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
          { field: 'gst_rate', yours: 5, current: 18 },
          { field: 'stock_quantity', yours: 4, current: null },
          { field: 'hsn_code', yours: '9401', current: '9403' },
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
      { field: 'gst_rate', label: 'GST rate', yours: '5 %', current: '18 %' },
      { field: 'stock_quantity', label: 'Units in stock', yours: '4', current: 'Not counted' },
      { field: 'hsn_code', label: 'HSN code', yours: '9401', current: '9403' },
    ]);
  });
});
