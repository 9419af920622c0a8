import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductVariant } from '@contract/catalogue.ts';
import { $cart, clearCart } from '../cart/index.ts';
import {
  addQuantityToCart,
  chatDetails,
  clampQuantity,
  currentOffer,
  purchaseStatus,
  selectVariant,
  shownPrice,
  type PurchaseProduct,
} from './purchase.ts';

const variant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({
  id: 'v1',
  name: '60 cm',
  sku: null,
  price: 7199,
  discount_price: 6099,
  stock_status: 'in_stock',
  ...overrides,
});

const mirror = (overrides: Partial<PurchaseProduct> = {}): PurchaseProduct => ({
  id: 'p1',
  name: 'Arched Teak Wall Mirror',
  slug: 'arched-teak-wall-mirror',
  price: 7199,
  compare_price: 9599,
  discount_price: 6099,
  image_url: null,
  stock_status: 'in_stock',
  category: { id: 'c1', name: 'Mirrors', slug: 'mirrors' },
  variants: [variant(), variant({ id: 'v2', name: '75 cm', price: 9390, discount_price: 7955 })],
  ...overrides,
});

describe('selectVariant', () => {
  it('chooses the first variant by default', () => {
    expect(selectVariant(mirror().variants)?.id).toBe('v1');
  });

  it('keeps a chosen variant while the product still has it', () => {
    expect(selectVariant(mirror().variants, 'v2')?.id).toBe('v2');
    expect(selectVariant(mirror().variants, 'gone')?.id).toBe('v1');
  });

  it('chooses nothing for a product without variants', () => {
    expect(selectVariant([])).toBeNull();
  });
});

describe('shownPrice', () => {
  it('applies the discount rules to a product without variants', () => {
    expect(shownPrice(mirror(), null)).toEqual({ price: 6099, struck: 7199, percentOff: 15 });
    expect(shownPrice(mirror({ discount_price: null }), null)).toEqual({
      price: 7199,
      struck: 9599,
      percentOff: null,
    });
    expect(shownPrice(mirror({ discount_price: null, compare_price: null }), null)).toEqual({
      price: 7199,
      struck: null,
      percentOff: null,
    });
  });

  it('charges a variant its own discount price, as the cart and the API do (decision 041)', () => {
    expect(shownPrice(mirror(), variant())).toEqual({ price: 6099, struck: 7199, percentOff: 15 });
    expect(shownPrice(mirror(), variant({ price: 9390, discount_price: 7955 }))).toEqual({
      price: 7955,
      struck: 9390,
      percentOff: 15,
    });
  });

  it("does not carry the product's discount over to a variant that has none of its own", () => {
    expect(shownPrice(mirror(), variant({ price: 9390, discount_price: null }))).toEqual({
      price: 9390,
      struck: 9599,
      percentOff: null,
    });
  });

  it("shows an undiscounted variant's own price, with a higher compare price struck", () => {
    const plain = mirror({ discount_price: null });
    expect(shownPrice(plain, variant({ price: 9390, discount_price: null }))).toEqual({
      price: 9390,
      struck: 9599,
      percentOff: null,
    });
    expect(shownPrice(plain, variant({ price: 9999, discount_price: null }))).toEqual({
      price: 9999,
      struck: null,
      percentOff: null,
    });
  });
});

describe('purchaseStatus', () => {
  it('lets a variant be bought only when the product can be', () => {
    expect(purchaseStatus(mirror(), variant({ stock_status: 'on_order' }))).toBe('on_order');
    expect(purchaseStatus(mirror({ stock_status: 'out_of_stock' }), variant())).toBe('out_of_stock');
    expect(purchaseStatus(mirror({ stock_status: 'on_order' }), null)).toBe('on_order');
    expect(purchaseStatus(mirror(), null)).toBe('in_stock');
  });
});

describe('currentOffer', () => {
  const built = mirror().variants;

  it('offers the chosen variant as the API now has it', () => {
    const fresh = mirror({
      discount_price: null,
      variants: [
        variant({ price: 7500, discount_price: null }),
        variant({ id: 'v2', price: 9800, discount_price: null, stock_status: 'out_of_stock' }),
      ],
    });
    expect(currentOffer(fresh, built, 'v1')).toMatchObject({ shown: { price: 7500 }, status: 'in_stock' });
    expect(currentOffer(fresh, built, 'v2')).toMatchObject({
      shown: { price: 9800 },
      status: 'out_of_stock',
    });
  });

  it('cannot sell a variant that has left the catalogue', () => {
    const fresh = mirror({ variants: [variant()] });
    expect(currentOffer(fresh, built, 'v2')).toMatchObject({
      variant: { id: 'v2' },
      shown: { price: 7955, struck: 9390 },
      status: 'out_of_stock',
    });
  });

  it('offers the product itself when the page drew no Options', () => {
    expect(currentOffer(mirror({ variants: [] }), [], null)).toMatchObject({
      variant: null,
      shown: { price: 6099 },
      status: 'in_stock',
    });
  });
});

describe('clampQuantity', () => {
  it('never goes below 1 or above the 10 of one piece an order may hold', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(10)).toBe(10);
    expect(clampQuantity(250)).toBe(10);
  });

  it('reads what was typed, and anything unreadable as 1', () => {
    expect(clampQuantity('3')).toBe(3);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('addQuantityToCart', () => {
  beforeEach(() => clearCart());

  it('adds the chosen quantity of the chosen variant', () => {
    const product = mirror();
    expect(addQuantityToCart(product, product.variants[1]!, 3)).toBe('added');
    expect($cart.get()).toMatchObject([
      { id: 'p1', quantity: 3, category: 'Mirrors', variant: { id: 'v2', name: '75 cm', price: 9390 } },
    ]);
  });

  it('adds to a line already in the cart', () => {
    const product = mirror();
    addQuantityToCart(product, product.variants[0]!, 2);
    expect(addQuantityToCart(product, product.variants[0]!, 3)).toBe('increased');
    expect(addQuantityToCart(product, product.variants[1]!, 1)).toBe('added');
    expect($cart.get().map((item) => [item.variant?.id, item.quantity])).toEqual([
      ['v1', 5],
      ['v2', 1],
    ]);
  });

  it('fills a line up to 10 and says when it stopped there', () => {
    const product = mirror();
    expect(addQuantityToCart(product, product.variants[0]!, 8)).toBe('added');
    expect(addQuantityToCart(product, product.variants[0]!, 5)).toBe('limit');
    expect($cart.get()[0]!.quantity).toBe(10);
    expect(addQuantityToCart(product, product.variants[0]!, 1)).toBe('limit');
    expect($cart.get()[0]!.quantity).toBe(10);
  });

  it('adds at least one', () => {
    addQuantityToCart(mirror({ variants: [] }), null, 0);
    expect($cart.get()).toMatchObject([{ id: 'p1', quantity: 1, variant: null }]);
  });

  it('adds nothing that cannot be bought', () => {
    const product = mirror();
    expect(addQuantityToCart(product, variant({ stock_status: 'on_order' }), 2)).toBe('unavailable');
    expect(addQuantityToCart(mirror({ stock_status: 'out_of_stock' }), null, 1)).toBe('unavailable');
    expect($cart.get()).toEqual([]);
  });
});

describe('chatDetails', () => {
  const url = 'https://aangan.example/products/arched-teak-wall-mirror';

  it('names the product, the chosen variant, what it costs now and its page', () => {
    const product = mirror();
    expect(chatDetails(product, currentOffer(product, product.variants, 'v2'), url)).toBe(
      `Arched Teak Wall Mirror (75 cm) at ₹7,955: ${url}`,
    );
  });

  it('leaves the variant out when the product has none', () => {
    const product = mirror({ variants: [] });
    expect(chatDetails(product, currentOffer(product, [], null), url)).toBe(
      `Arched Teak Wall Mirror at ₹6,099: ${url}`,
    );
  });

  it('stays within the 1000 characters the API takes', () => {
    const product = mirror({ name: 'Mirror '.repeat(300).trim(), variants: [] });
    expect(chatDetails(product, currentOffer(product, [], null), url).length).toBeLessThanOrEqual(1000);
  });
});
