import { describe, expect, it } from 'vitest';
import {
  isPrivatePath,
  pagePathFromFile,
  PRIVATE_PATHS,
  readAllPages,
  robotsTxt,
  sitemapXml,
} from './_seo.ts';

describe('pagePathFromFile', () => {
  it('maps page files to the paths the site links, without a trailing slash', () => {
    expect(pagePathFromFile('./index.astro')).toBe('/');
    expect(pagePathFromFile('./about.astro')).toBe('/about');
    expect(pagePathFromFile('./services/interior-design.astro')).toBe('/services/interior-design');
    expect(pagePathFromFile('./products/index.astro')).toBe('/products');
  });

  it('leaves out dynamic routes, ignored files, error pages and private pages', () => {
    expect(pagePathFromFile('./products/[slug].astro')).toBeNull();
    expect(pagePathFromFile('./[...rest].astro')).toBeNull();
    expect(pagePathFromFile('./_draft.astro')).toBeNull();
    expect(pagePathFromFile('./_partials/hero.astro')).toBeNull();
    expect(pagePathFromFile('./404.astro')).toBeNull();
    expect(pagePathFromFile('./500.astro')).toBeNull();
    for (const path of PRIVATE_PATHS) expect(pagePathFromFile(`.${path}.astro`)).toBeNull();
    expect(pagePathFromFile('./orders/index.astro')).toBeNull();
  });
});

describe('isPrivatePath', () => {
  it('matches a private page and what lies under it, but not a page that merely starts alike', () => {
    expect(isPrivatePath('/cart')).toBe(true);
    expect(isPrivatePath('/projects/abc')).toBe(true);
    expect(isPrivatePath('/cartography')).toBe(false);
    expect(isPrivatePath('/about')).toBe(false);
  });
});

describe('sitemapXml', () => {
  it('writes a sitemaps.org urlset with escaped URLs and optional lastmod', () => {
    const xml = sitemapXml([
      { loc: 'https://example.in/' },
      { loc: 'https://example.in/products/teak-sofa?a=1&b=2', lastmod: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<url><loc>https://example.in/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://example.in/products/teak-sofa?a=1&amp;b=2</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>',
    );
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/);
  });

  it('lists a URL once', () => {
    const xml = sitemapXml([{ loc: 'https://example.in/a' }, { loc: 'https://example.in/a' }]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the private pages and names the sitemap', () => {
    const text = robotsTxt('https://example.in/sitemap.xml');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/cart', '/callback', '/profile', '/projects', '/wishlist', '/orders', '/login']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Sitemap: https://example.in/sitemap.xml\n');
  });
});

describe('readAllPages', () => {
  it('reads page after page until the list says there is no next one', async () => {
    const asked: number[] = [];
    const all = await readAllPages(async (page) => {
      asked.push(page);
      return { items: [page * 10, page * 10 + 1], hasNext: page < 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(all).toEqual([10, 11, 20, 21, 30, 31]);
  });

  it('stops on an empty page even if the API claims more', async () => {
    const all = await readAllPages(async (page) => ({ items: page === 1 ? ['a'] : [], hasNext: true }));
    expect(all).toEqual(['a']);
  });

  it('gives up after the page limit rather than loop forever', async () => {
    await expect(readAllPages(async () => ({ items: [1], hasNext: true }), 5)).rejects.toThrow(/5 pages/);
  });
});
