// /sitemap.xml: every public page of the site, every product and every category, read from the API
// when the site is built (so a rebuild after a catalogue change brings it up to date).
import type { APIRoute } from 'astro';
import { buildIndex } from '../features/product/index.ts';
import { getCategories } from '../lib/api.ts';
import { requireBuildData } from '../lib/build-data.ts';
import { env } from '../lib/env.ts';
import { pagePathFromFile, sitemapXml, type SitemapEntry } from './_seo.ts';

// Only the file names are used: the sitemap lists pages as they are added, with no list to keep up.
const pageFiles = Object.keys(import.meta.glob('./**/*.astro'));

const absolute = (path: string): string => new URL(path, env.PUBLIC_SITE_URL).href;

export const GET: APIRoute = async () => {
  const [products, categories] = await requireBuildData('the sitemap', () =>
    Promise.all([
      // Every published product: the build index the product pages were built from, read once per build.
      buildIndex(),
      // The category list is not paginated: the API answers with all of them at once.
      getCategories(),
    ]),
  );

  const pages = pageFiles
    .map(pagePathFromFile)
    .filter((path): path is string => path !== null)
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));

  const entries: SitemapEntry[] = [
    ...pages.map((path) => ({ loc: absolute(path) })),
    ...categories.map((category) => ({ loc: absolute(`/categories/${encodeURIComponent(category.slug)}`) })),
    ...products.map((product) => ({
      loc: absolute(`/products/${encodeURIComponent(product.slug)}`),
      lastmod: product.updated_at,
    })),
  ];

  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
