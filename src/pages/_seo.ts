// The rules behind /sitemap.xml and /robots.txt, kept apart from the two endpoints so they can be
// tested without a build. (The leading underscore keeps Astro from serving this file as a page.)

/**
 * Pages that belong to one visitor (cart, sign-in, account) and have nothing for a search engine.
 * robots.txt disallows them and the sitemap leaves them out.
 */
export const PRIVATE_PATHS = [
  '/cart',
  '/callback',
  '/profile',
  '/projects',
  '/wishlist',
  '/orders',
  '/login',
  // The back office (decision 050): staff only, never in the sitemap, closed to crawlers.
  '/admin',
] as const;

/** Whether a path is one of the private pages or lies under one. */
export const isPrivatePath = (path: string): boolean =>
  PRIVATE_PATHS.some((privatePath) => path === privatePath || path.startsWith(`${privatePath}/`));

/** Error pages answer for every unknown path; they are never a page of their own. */
const ERROR_PAGES = new Set(['404', '500']);

/**
 * The path a page file in src/pages is served at, written the way the site links it (no trailing
 * slash), or null when the file is not one fixed, public page: dynamic routes ([slug]), files Astro
 * ignores (a leading underscore), error pages and private pages.
 *
 *   './about.astro' → '/about', './index.astro' → '/', './services/index.astro' → '/services'
 */
export function pagePathFromFile(file: string): string | null {
  const segments = file
    .replace(/^\.?\//, '')
    .replace(/\.(astro|md|mdx|html)$/, '')
    .split('/');
  if (segments.some((segment) => segment.startsWith('_') || segment.includes('['))) return null;
  if (segments.length === 1 && ERROR_PAGES.has(segments[0] ?? '')) return null;
  if (segments.at(-1) === 'index') segments.pop();
  const path = `/${segments.join('/')}`;
  return isPrivatePath(path) ? null : path;
}

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** When the page last changed, as an ISO 8601 date or date-time. */
  lastmod?: string | null;
}

const escapeXml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A sitemaps.org urlset. Entries with the same URL appear once, the first one winning. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    seen.add(entry.loc);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    urls.push(`  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the private pages, and the sitemap is named. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}

/** One page of a paginated list: its items and whether another page follows. */
interface ListPage<T> {
  items: T[];
  hasNext: boolean;
}

/**
 * Reads a paginated list to the end, one page after another from page 1. Stops at `maxPages` so an
 * API that always says hasNext cannot hold a build forever.
 */
export async function readAllPages<T>(
  loadPage: (page: number) => Promise<ListPage<T>>,
  maxPages = 10_000,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { items, hasNext } = await loadPage(page);
    all.push(...items);
    if (!hasNext || items.length === 0) return all;
  }
  throw new Error(`Stopped reading after ${maxPages} pages: the list never ended.`);
}
