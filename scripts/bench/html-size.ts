// Raw HTML weight of a built site, by kind of page: how many bytes of markup a visitor downloads
// before anything else (uncompressed, as the HTML parser sees it, and gzipped, as the site server sends
// it), and what those bytes are made of, so that a change to the markup can be measured.
//
//   npm run size:html                  builds the site from a fresh product first (a minute or so)
//   npm run size:html -- <build dir>   measures a build that exists, e.g. data/site/current
//
// Prints, for product pages, category pages, the listing, the home page and the content pages: the
// number of pages, the average, median and largest raw size and the average gzipped size; then for
// the average product page the share of inline styles, inline scripts, JSON-LD, SVG and class
// attributes. The goal for a product page is 60 kB raw on average (decision 108).
import { readdir, readFile, realpath } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { textTable } from '../lib/table.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

function kindOf(path: string): string | null {
  if (/^\/products\/[^/]+$/.test(path)) return 'product pages';
  if (/^\/categories\/[^/]+$/.test(path)) return 'category pages';
  if (path === '/products') return 'listing';
  if (path === '/') return 'home';
  if (path.startsWith('/admin')) return null;
  return 'other pages';
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Bytes of the page that each pattern matches, summed over matches. */
function share(html: string, pattern: RegExp): number {
  return sum([...html.matchAll(pattern)].map((match) => Buffer.byteLength(match[0])));
}

const parts: [string, RegExp][] = [
  ['inline <style>', /<style\b[^>]*>[\s\S]*?<\/style>/gi],
  ['JSON-LD', /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi],
  ['other inline <script>', /<script\b(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/gi],
  ['<svg> markup', /<svg\b[\s\S]*?<\/svg>/gi],
  ['class attributes', /\sclass="[^"]*"/gi],
  ['<astro-island> attributes', /<astro-island\b[^>]*>/gi],
];

async function report(root: string): Promise<void> {
  const base = await realpath(root);
  const byKind = new Map<string, { raw: number; gzip: number; html: string }[]>();
  for (const file of await htmlFiles(base)) {
    const path = `/${relative(base, file).split(sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
    const kind = kindOf(path);
    if (!kind) continue;
    const html = await readFile(file, 'utf8');
    const list = byKind.get(kind) ?? [];
    list.push({ raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length, html });
    byKind.set(kind, list);
  }

  const header = ['Pages', 'Count', 'Average', 'Median', 'Largest', 'Average gzipped'];
  const rows = ['product pages', 'category pages', 'listing', 'home', 'other pages'].flatMap((kind) => {
    const pages = byKind.get(kind);
    if (!pages?.length) return [];
    const raw = pages.map((page) => page.raw).sort((a, b) => a - b);
    return [
      [
        kind,
        String(pages.length),
        kB(sum(raw) / raw.length),
        kB(raw[Math.floor(raw.length / 2)]!),
        kB(raw.at(-1)!),
        kB(sum(pages.map((page) => page.gzip)) / pages.length),
      ],
    ];
  });
  console.log(`Raw HTML of ${base}\n`);
  console.log(textTable(header, rows));

  const products = byKind.get('product pages') ?? [];
  if (products.length) {
    console.log(
      '\nWhat an average product page is made of (parts may overlap: an <svg> has class attributes):',
    );
    for (const [label, pattern] of parts) {
      const average = sum(products.map((page) => share(page.html, pattern))) / products.length;
      console.log(`  ${label.padEnd(28)}${kB(average).padStart(9)}`);
    }
  }
}

const given = process.argv[2];
await (given
  ? report(resolve(given))
  : (await import('../lib/product.ts')).withFreshSite('html-size', report));
