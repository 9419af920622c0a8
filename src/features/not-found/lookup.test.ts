import { describe, expect, it } from 'vitest';
import { lookupTarget } from './lookup.ts';

describe('lookupTarget', () => {
  it('looks up product and category paths', () => {
    expect(lookupTarget('/products/new-cane-chair')).toEqual({ kind: 'product', slug: 'new-cane-chair' });
    expect(lookupTarget('/categories/outdoor/')).toEqual({ kind: 'category', slug: 'outdoor' });
    expect(lookupTarget('/products/kh%C4%81t')).toEqual({ kind: 'product', slug: 'khāt' });
  });

  it('leaves every other path a plain 404', () => {
    for (const path of [
      '/',
      '/products',
      '/products/',
      '/products/a/b',
      '/categories',
      '/about/us',
      '/productsx/a',
    ]) {
      expect(lookupTarget(path), path).toBeNull();
    }
  });

  it('ignores a slug that cannot be decoded', () => {
    expect(lookupTarget('/products/%E0%A4')).toBeNull();
  });
});
