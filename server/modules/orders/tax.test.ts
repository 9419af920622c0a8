import { describe, expect, it } from 'vitest';
import { gstSplit, rupeesToPaise } from '../../../contract/money.ts';
import { priceCart, type ProductRow } from './pricing.ts';
import { addSplits, isIntraState, totalsByRate } from './tax.ts';

describe("an invoice's tax summary", () => {
  it('adds the lines up by rate, highest first, losing no paisa', () => {
    const splits = [
      gstSplit({ amount: rupeesToPaise(12_499), rateBp: 1800 }, true),
      gstSplit({ amount: rupeesToPaise(3_999), rateBp: 1800 }, true),
      gstSplit({ amount: rupeesToPaise(1_499), rateBp: 500 }, true),
    ];
    const byRate = totalsByRate(splits);
    expect(byRate.map((line) => line.rateBp)).toEqual([1800, 500]);
    expect(addSplits(byRate)).toEqual(addSplits(splits));
    expect(addSplits(splits).amount).toBe(rupeesToPaise(12_499 + 3_999 + 1_499));
  });

  it('is within the state when the place of supply is the shop’s state', () => {
    expect(isIntraState('36', '36')).toBe(true);
    expect(isIntraState('36', '27')).toBe(false);
  });
});

/** A seeded generator (mulberry32), so that a failing basket can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whether `tax` is `amount × rateBp ÷ (parts × (10000 + rateBp))` rounded to the nearest paisa. */
const nearestShare = (tax: number, amount: number, rateBp: number, parts: number): boolean =>
  2 * Math.abs(tax * parts * (10_000 + rateBp) - amount * rateBp) <= parts * (10_000 + rateBp);

describe('a thousand random baskets', () => {
  const next = random(20_251_122);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const baskets = Array.from({ length: 1000 }, (_, basket) => {
    const products = new Map<string, ProductRow>();
    const lines = Array.from({ length: 1 + Math.floor(next() * 12) }, (_, index) => {
      const id = `${basket}-${index}`;
      // Prices from ₹1 to about ₹2.5 lakh, most of them in the hundreds and thousands.
      const price = Math.max(1, Math.round(Math.exp(next() * Math.log(250_000))));
      products.set(id, {
        id,
        name: `Piece ${id}`,
        slug: `piece-${id}`,
        sku: null,
        price,
        discount_price: null,
        stock_status: 'in_stock',
        status: 'published',
        hsn_code: '9403',
        gst_rate_bp: pick([0, 500, 1800, 4000]),
        stock_quantity: null,
      });
      return { productId: id, quantity: 1 + Math.floor(next() * 10), price };
    });
    const installation = next() < 0.3 ? { price: pick([499, 599, 799, 999]) } : null;
    return { lines, products, installation };
  });

  it('within the state: every line and the order have CGST equal to SGST, each its share to the paisa', () => {
    for (const [index, basket] of baskets.entries()) {
      const cart = priceCart(basket.lines, basket.products, new Map(), true, basket.installation);
      for (const line of cart.lines) {
        expect(line.cgst, `basket ${index}, ${line.name}`).toBe(line.sgst);
        expect(nearestShare(line.cgst, line.amount, line.gstRateBp, 2), `basket ${index}`).toBe(true);
        expect(line.taxable + line.cgst + line.sgst).toBe(line.amount);
        // The taxable value absorbs the rounding: within a paisa of amount × 100 % ÷ (100 % + rate).
        expect(Math.abs(line.taxable * (10_000 + line.gstRateBp) - line.amount * 10_000)).toBeLessThanOrEqual(
          10_000 + line.gstRateBp,
        );
      }
      expect(cart.totals.cgst, `basket ${index}`).toBe(cart.totals.sgst);
      expect(cart.totals.taxable + cart.totals.cgst + cart.totals.sgst).toBe(cart.totals.total);
      const byRate = totalsByRate(cart.lines.map((line) => ({ ...line, rateBp: line.gstRateBp })));
      for (const rate of byRate) expect(rate.cgst).toBe(rate.sgst);
    }
  });

  it('across states: every line’s IGST is its share to the paisa, and the parts add up', () => {
    for (const [index, basket] of baskets.entries()) {
      const cart = priceCart(basket.lines, basket.products, new Map(), false, basket.installation);
      for (const line of cart.lines) {
        expect(nearestShare(line.igst, line.amount, line.gstRateBp, 1), `basket ${index}`).toBe(true);
        expect(line.cgst + line.sgst).toBe(0);
      }
      expect(cart.totals.taxable + cart.totals.igst).toBe(cart.totals.total);
    }
  });
});
