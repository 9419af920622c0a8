import { describe, expect, it } from 'vitest';
import type { SlugRedirect } from '@contract/catalogue.ts';
import { loadRedirects, movedPages, redirectMap } from './moved-pages.ts';

const redirects: SlugRedirect[] = [
  { kind: 'category', from: 'old-living', to: 'living-room' },
  { kind: 'category', from: 'reborn', to: 'dining' },
  { kind: 'product', from: 'old-sofa', to: 'teak-sofa' },
  { kind: 'product', from: 'same', to: 'same' },
];

describe('pages at old addresses', () => {
  it('writes one page per old slug of a kind, sending the visitor to the new address', () => {
    expect(movedPages(redirects, 'category')).toEqual([
      { from: 'old-living', to: '/categories/living-room' },
      { from: 'reborn', to: '/categories/dining' },
    ]);
    expect(movedPages(redirects, 'product')).toEqual([{ from: 'old-sofa', to: '/products/teak-sofa' }]);
  });

  it('leaves an old slug that a live page uses again to that page', () => {
    expect(movedPages(redirects, 'category', new Set(['reborn']))).toEqual([
      { from: 'old-living', to: '/categories/living-room' },
    ]);
  });

  it('maps old paths to new ones for the site server', () => {
    expect(redirectMap(redirects)).toEqual({
      '/categories/old-living': '/categories/living-room',
      '/categories/reborn': '/categories/dining',
      '/products/old-sofa': '/products/teak-sofa',
    });
  });

  it('reads the list from GET /redirects', async () => {
    const client = {
      request: async (method: string, path: string) => {
        expect([method, path]).toEqual(['get', '/redirects']);
        return { data: { redirects } };
      },
    };
    expect(await loadRedirects(client as never)).toEqual(redirects);
  });
});
