import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX } from '../../../contract/carts.ts';
import { LINE_QUANTITY_MAX } from '../../../contract/quantity-rules.ts';
import { mergeCarts, normalizeLines } from './merge.ts';

const line = (productId: string, quantity: number, variantId: string | null = null) => ({
  productId,
  variantId,
  quantity,
});

describe('merging the device cart into the account cart', () => {
  it('keeps the larger quantity of a piece in both, never the sum', () => {
    expect(mergeCarts([line('a', 2)], [line('a', 3)])).toEqual([line('a', 3)]);
    expect(mergeCarts([line('a', 4)], [line('a', 1)])).toEqual([line('a', 4)]);
  });

  it('changes nothing when the same cart is merged again (signing in twice)', () => {
    const once = mergeCarts([line('a', 2), line('b', 1)], [line('a', 2), line('c', 5)]);
    expect(mergeCarts(once, [line('a', 2), line('c', 5)])).toEqual(once);
    expect(once).toEqual([line('a', 2), line('b', 1), line('c', 5)]);
  });

  it('tells options of one product apart', () => {
    expect(mergeCarts([line('a', 1, 'v1')], [line('a', 2, 'v2'), line('a', 3)])).toEqual([
      line('a', 1, 'v1'),
      line('a', 2, 'v2'),
      line('a', 3),
    ]);
  });

  it(`stops at ${CART_LINES_MAX} lines, leaving out the device's last ones`, () => {
    const account = Array.from({ length: CART_LINES_MAX - 1 }, (_, i) => line(`p${i}`, 1));
    const merged = mergeCarts(account, [line('new1', 1), line('new2', 1)]);
    expect(merged).toHaveLength(CART_LINES_MAX);
    expect(merged.at(-1)).toEqual(line('new1', 1));
  });

  it('joins repeated lines of a device cart within the quantity cap', () => {
    expect(normalizeLines([line('a', 7), line('a', 6), line('b', 1)])).toEqual([
      line('a', LINE_QUANTITY_MAX),
      line('b', 1),
    ]);
  });
});
