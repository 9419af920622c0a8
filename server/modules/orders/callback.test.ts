import { describe, expect, it } from 'vitest';
import { callbackCartText } from './callback.ts';
import { priceCart, type ProductRow } from './pricing.ts';

const row = (id: string, overrides: Partial<ProductRow>): ProductRow => ({
  id,
  name: `Piece ${id}`,
  slug: id,
  sku: null,
  price: 1000,
  discount_price: null,
  stock_status: 'in_stock',
  status: 'published',
  hsn_code: '9403',
  gst_rate_bp: 1800,
  stock_quantity: null,
  ...overrides,
});

describe('a callback’s cart in words', () => {
  it('lists every line at the shop’s price, the total, what cannot be had and the pincode', () => {
    const products = new Map([
      ['kitchen', row('kitchen', { name: 'Modular Kitchen', price: 248_900 })],
      ['stool', row('stool', { name: 'Bar Stool', price: 5_999, discount_price: 4_999 })],
      ['lamp', row('lamp', { name: 'Brass Lamp', stock_status: 'out_of_stock' })],
    ]);
    const cart = priceCart(
      [
        // The browser's prices are only compared: the text has the shop's.
        { productId: 'kitchen', quantity: 1, price: 1 },
        { productId: 'stool', quantity: 2, price: 5_999 },
        { productId: 'lamp', quantity: 1, price: 1000 },
      ],
      products,
      new Map(),
      true,
      null,
    );
    expect(callbackCartText(cart, '500034')).toBe(
      [
        '1 × Modular Kitchen at ₹2,48,900: ₹2,48,900',
        '2 × Bar Stool at ₹4,999: ₹9,998',
        "Total: ₹2,58,898 (GST included, at the shop's prices when asked)",
        'Not available: Brass Lamp is out of stock. Please remove it from your cart.',
        'Delivery pincode: 500034',
      ].join('\n'),
    );
  });
});
