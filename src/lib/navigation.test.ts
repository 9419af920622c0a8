import { describe, expect, it } from 'vitest';
import { isActivePath } from './navigation.ts';

describe('isActivePath', () => {
  it('matches Home only on the exact path', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/products', '/')).toBe(false);
  });

  it('matches other items on their path prefix', () => {
    expect(isActivePath('/products', '/products')).toBe(true);
    expect(isActivePath('/products/', '/products')).toBe(true);
    expect(isActivePath('/products/jaali-teak-sofa', '/products')).toBe(true);
    expect(isActivePath('/categories/living-room', '/products')).toBe(false);
  });

  it('matches whole segments only', () => {
    expect(isActivePath('/products-archive', '/products')).toBe(false);
    expect(isActivePath('/about-us', '/about')).toBe(false);
  });
});
