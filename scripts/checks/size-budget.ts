// JavaScript budget per page of a built site (and proof that no storefront page loads the back
// office): a content page (home, about, legal, footer pages, 404) may load 10.5 kB of gzipped
// JavaScript, a product page 80 kB, the product listings 20 kB, the lead forms 15 kB, the other React
// pages (cart, account) 125 kB; content pages, listings and lead forms also hold their scripts to two
// files deep (a script, and what it imports). scripts/lib/routes.ts has the numbers and says which
// route is which.
//
// Why per page and not per file: a per-file limit passes a page that loads twenty small chunks, and
// fails a shared chunk that only the heaviest page loads. What a visitor pays is the sum over the
// files one page makes the browser fetch before it is interactive. So for each built HTML page this
// script collects every `<script src>`, inline script, `<link rel="modulepreload">` and every
// `<astro-island>` component-url, renderer-url and before-hydration-url, follows the static `import`
// and `export ... from` statements through the built chunks, gzips each file once (level 9, as the site
// server sends it) and sums the distinct files. Dynamic `import()`s are loaded later, on demand, and
// are not held to the budget, nor are the islands marked `client:intent`, which load when the visitor
// is about to use them (decision 101); both are followed all the same, and what a page may load that
// way is shown beside its budget ("Later, on demand"), so that code moved behind one stays in sight.
// The exception is what a page's own scripts load once the page has loaded (src/lib/page-scripts.ts,
// decision 136): those modules are named `*.after-load.ts`, every visit loads them, and they count in
// the page's weight like its up-front files ("of which after load").
// Product pages are measured one by one and reported by the heaviest.
//
//   npm run size:check                 builds the site from a fresh product first (a minute or so)
//   npm run size:check -- <build dir>  measures a build that exists, e.g. data/site/current
//
// The browser journeys run the same check on the build they test (tests/e2e/size-budget.spec.ts), so
// `npm run check` does not build twice.
import { readdir, readFile, realpath } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ADMIN_BUNDLE_MARKER } from '../../src/features/admin/index.ts';
import {
  adminRoutes,
  allRoutes,
  JS_BUDGET,
  routeMatches,
  SCRIPT_DEPTH,
  type BudgetName,
  type PublicRoute,
} from '../lib/routes.ts';
import { textTable } from '../lib/table.ts';

const measuredRoutes = [...allRoutes, ...adminRoutes];

const ORIGIN = 'http://site.invalid';
const NON_JS_SCRIPT_TYPES =
  /^(application\/(ld\+)?json|importmap|speculationrules|text\/(template|html|x-template))$/i;

export interface PageWeight {
  /** URL path of the page, e.g. /about. */
  path: string;
  route: PublicRoute | null;
  /** Gzipped bytes of every file and inline script the page loads up front or once it has loaded. */
  gzipBytes: number;
  /** The files counted, with their gzipped sizes; inline scripts appear as `(inline #n)`. */
  files: { name: string; gzipBytes: number }[];
  /** Of gzipBytes, what the page's scripts load once the page has loaded (`*.after-load.*` and imports). */
  afterLoadGzipBytes: number;
  /**
   * Gzipped bytes of the files the page may load later, on demand (dynamic `import()` and what those
   * import), that it does not load up front: not held to the budget, but shown beside it, so that
   * moving code behind a dynamic import does not make it disappear from the table.
   */
  laterGzipBytes: number;
  /** Those files, with their gzipped sizes. */
  laterFiles: { name: string; gzipBytes: number }[];
  /** References that do not resolve to a file of the build (other origins, missing files). */
  unresolved: string[];
  /**
   * How many files deep the page's `<script src>` chains go: 1 when its scripts import nothing, 2 when
   * what they import imports nothing more. A phone fetches each level in turn (decision 135).
   */
  scriptDepth: number;
  /**
   * Files this page may ever load (static imports and, later, dynamic `import()`s) that carry the back
   * office's marker: the admin's own code.
   */
  adminFiles: string[];
}

export interface BudgetRow {
  label: string;
  budget: BudgetName | null;
  limit: number | null;
  gzipBytes: number;
  /** Of gzipBytes, what the measured page loads once it has loaded (PageWeight.afterLoadGzipBytes). */
  afterLoadGzipBytes: number;
  /** What the measured page may load later, on demand (PageWeight.laterGzipBytes). */
  laterGzipBytes: number;
  fileCount: number;
  /** The deepest script chain of the group's pages, and the most the budget allows (null: no limit). */
  depth: number;
  depthLimit: number | null;
  pages: number;
  over: boolean;
  unresolved: string[];
  /** What the measured (heaviest) page loads, heaviest file first. */
  files: PageWeight['files'];
}

const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (name) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Dynamic imports of a module with a literal specifier: `import("./chunk.js")`, also in backticks. */
export function dynamicImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/(?:^|[^.\w$])import\s*\(\s*(["'`])([^"'`$\n]+)\1\s*\)/g)) {
    if (match[2]) specifiers.add(match[2]);
  }
  return [...specifiers];
}

/** A module a page's script loads once the page has loaded (src/lib/page-scripts.ts): `*.after-load.*`. */
export const isAfterLoadModule = (urlPath: string): boolean =>
  /\.after-load\.[^/]*$/.test(urlPath.split('?')[0] ?? '');

/** Static imports of a module: `import x from "…"`, `import "…"`, `export … from "…"` (minified or not). */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/(?:^|[^.\w$])(?:import|from)\s*(["'])([^"'\n]+)\1/g)) {
    if (match[2]) specifiers.add(match[2]);
  }
  return [...specifiers];
}

/**
 * What one HTML page asks the browser to load as JavaScript up front (`urls`, `inline`), and what its
 * `client:intent` islands load once the visitor is about to use them (`onIntent`, decision 101).
 */
export function pageScripts(html: string): {
  urls: string[];
  inline: string[];
  onIntent: string[];
  /** The page's own `<script src>` files (also in `urls`): where its import chains start. */
  sources: string[];
} {
  const urls: string[] = [];
  const sources: string[] = [];
  const inline: string[] = [];
  const onIntent: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1] ?? '');
    if (NON_JS_SCRIPT_TYPES.test(attrs.get('type') ?? '')) continue;
    const src = attrs.get('src');
    if (src) {
      urls.push(src);
      sources.push(src);
    } else if (match[2]?.trim()) inline.push(match[2]);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '');
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrs.get('href');
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && attrs.get('as') === 'script')))
      urls.push(href);
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '');
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attrs.get(name);
      if (url) (attrs.get('client') === 'intent' ? onIntent : urls).push(url);
    }
  }
  return { urls, inline, onIntent, sources };
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Measures every HTML page of a build. Files are read and gzipped once however many pages share them. */
export async function measureBuild(buildDir: string): Promise<PageWeight[]> {
  const root = await realpath(buildDir);
  const modules = new Map<
    string,
    Promise<{ gzipBytes: number; imports: string[]; lazyImports: string[]; admin: boolean } | null>
  >();

  /** A build file by URL path, with its gzipped size and resolved static imports; null if missing. */
  const moduleAt = (urlPath: string) => {
    let entry = modules.get(urlPath);
    if (!entry) {
      entry = (async () => {
        const file = resolve(root, `.${decodeURIComponent(urlPath)}`);
        if (file !== root && !file.startsWith(root + sep)) return null;
        let code: Buffer;
        try {
          code = await readFile(file);
        } catch {
          return null;
        }
        const text = code.toString('utf8');
        return {
          gzipBytes: gzipSize(code),
          imports: staticImports(text),
          lazyImports: dynamicImports(text),
          admin: text.includes(ADMIN_BUNDLE_MARKER),
        };
      })();
      modules.set(urlPath, entry);
    }
    return entry;
  };

  const pages: PageWeight[] = [];
  for (const file of await htmlFiles(root)) {
    const path = pagePath(relative(root, file));
    const html = await readFile(file, 'utf8');
    const { urls, inline, onIntent, sources } = pageScripts(html);
    const files: PageWeight['files'] = inline.map((code, index) => ({
      name: `(inline #${index + 1})`,
      gzipBytes: gzipSize(code),
    }));
    const unresolved: string[] = [];
    const seen = new Set<string>();
    /** Adds the files `queue` leads to through static imports; returns their gzipped bytes. */
    const follow = async (queue: { specifier: string; base: string }[]): Promise<number> => {
      let bytes = 0;
      while (queue.length > 0) {
        const { specifier, base } = queue.shift()!;
        const url = new URL(specifier, new URL(base, ORIGIN));
        if (url.origin !== ORIGIN) {
          unresolved.push(specifier);
          continue;
        }
        if (seen.has(url.pathname)) continue;
        seen.add(url.pathname);
        const module = await moduleAt(url.pathname);
        if (!module) {
          unresolved.push(url.pathname);
          continue;
        }
        files.push({ name: url.pathname, gzipBytes: module.gzipBytes });
        bytes += module.gzipBytes;
        for (const next of module.imports) queue.push({ specifier: next, base: url.pathname });
      }
      return bytes;
    };
    await follow([
      ...urls.map((specifier) => ({ specifier, base: path })),
      ...inline.flatMap((code) => staticImports(code).map((specifier) => ({ specifier, base: path }))),
    ]);
    // What the page's own scripts load once the page has loaded, with what that imports.
    const afterLoad: { specifier: string; base: string }[] = [];
    for (const source of sources) {
      const url = new URL(source, new URL(path, ORIGIN));
      const module = url.origin === ORIGIN ? await moduleAt(url.pathname) : null;
      for (const specifier of module?.lazyImports ?? []) {
        if (isAfterLoadModule(specifier)) afterLoad.push({ specifier, base: url.pathname });
      }
    }
    const afterLoadGzipBytes = await follow(afterLoad);
    // Everything the page may load later too (dynamic imports), for the back office's marker.
    const adminFiles: string[] = [];
    const laterFiles: PageWeight['laterFiles'] = [];
    const reachable = new Set<string>();
    const pending = [...seen, ...onIntent].map((specifier) => ({ specifier, base: path }));
    while (pending.length > 0) {
      const { specifier, base } = pending.shift()!;
      const url = new URL(specifier, new URL(base, ORIGIN));
      if (url.origin !== ORIGIN || reachable.has(url.pathname)) continue;
      reachable.add(url.pathname);
      const module = await moduleAt(url.pathname);
      if (!module) continue;
      if (module.admin) adminFiles.push(url.pathname);
      if (!seen.has(url.pathname)) laterFiles.push({ name: url.pathname, gzipBytes: module.gzipBytes });
      for (const next of [...module.imports, ...module.lazyImports])
        pending.push({ specifier: next, base: url.pathname });
    }
    if (inline.some((code) => code.includes(ADMIN_BUNDLE_MARKER))) adminFiles.push('(inline)');
    // Level by level from the page's own scripts, each file at the first level that reaches it.
    let scriptDepth = 0;
    const reached = new Set<string>();
    let level = sources.map((specifier) => ({ specifier, base: path }));
    while (level.length > 0) {
      const next: typeof level = [];
      let fresh = false;
      for (const { specifier, base } of level) {
        const url = new URL(specifier, new URL(base, ORIGIN));
        if (url.origin !== ORIGIN || reached.has(url.pathname)) continue;
        reached.add(url.pathname);
        fresh = true;
        const module = await moduleAt(url.pathname);
        for (const imported of module?.imports ?? []) next.push({ specifier: imported, base: url.pathname });
      }
      if (fresh) scriptDepth += 1;
      level = next;
    }
    const route = measuredRoutes.find((candidate) => routeMatches(candidate, path)) ?? null;
    pages.push({
      path,
      route,
      gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      files,
      afterLoadGzipBytes,
      laterGzipBytes: laterFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
      laterFiles,
      unresolved,
      scriptDepth,
      adminFiles,
    });
  }
  return pages;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === '_astro') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found.sort();
}

/** index.html -> /, about/index.html -> /about, 404.html -> /404 */
function pagePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return path === '' ? '/' : path;
}

/** One row per page, except routes with `{slug}`: one row for all their pages, at the heaviest. */
export function budgetRows(pages: PageWeight[]): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const grouped = new Map<PublicRoute, PageWeight[]>();
  for (const page of pages) {
    if (page.route?.path.includes('{slug}'))
      grouped.set(page.route, [...(grouped.get(page.route) ?? []), page]);
    else
      rows.push(row(page.route?.status === 404 ? '/404 (any unknown path)' : page.path, page.route, [page]));
  }
  for (const [route, group] of grouped) {
    const heaviest = group.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    rows.push(row(`${route.path} (heaviest: ${heaviest.path})`, route, group, heaviest));
  }
  return rows;
}

function row(label: string, route: PublicRoute | null, group: PageWeight[], heaviest = group[0]!): BudgetRow {
  const budget = route?.budget ?? null;
  const limit = budget ? JS_BUDGET[budget] : null;
  const depth = Math.max(...group.map((page) => page.scriptDepth));
  const depthLimit = budget ? (SCRIPT_DEPTH[budget] ?? null) : null;
  return {
    label: route ? label : `${label} (not in the route list)`,
    budget,
    limit,
    gzipBytes: heaviest.gzipBytes,
    afterLoadGzipBytes: heaviest.afterLoadGzipBytes,
    laterGzipBytes: heaviest.laterGzipBytes,
    fileCount: heaviest.files.length,
    depth,
    depthLimit,
    pages: group.length,
    over: (limit !== null && heaviest.gzipBytes > limit) || (depthLimit !== null && depth > depthLimit),
    unresolved: [...new Set(group.flatMap((page) => page.unresolved))],
    files: [...heaviest.files].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatTable(rows: BudgetRow[]): string {
  const header = [
    'Page',
    'Pages',
    'Budget',
    'JS (gzip)',
    'Of which after load',
    'Files',
    'Depth',
    'Later, on demand',
    'Result',
  ];
  const body = rows.map((r) => [
    r.label,
    String(r.pages),
    r.limit === null ? '-' : `${kB(r.limit)} (${r.budget})`,
    kB(r.gzipBytes),
    kB(r.afterLoadGzipBytes),
    String(r.fileCount),
    r.depthLimit === null ? String(r.depth) : `${r.depth} of ${r.depthLimit}`,
    kB(r.laterGzipBytes),
    r.limit === null
      ? 'no budget'
      : r.gzipBytes > r.limit
        ? `OVER by ${kB(r.gzipBytes - r.limit)}`
        : r.over
          ? 'TOO DEEP'
          : 'ok',
  ]);
  const notes = [
    ...rows
      .filter((r) => r.unresolved.length > 0)
      .map((r) => `  ${r.label}: not measured (another origin or missing): ${r.unresolved.join(', ')}`),
    ...rows
      .filter((r) => r.over)
      .map(
        (r) =>
          `\n${r.label} loads:\n${r.files.map((f) => `  ${kB(f.gzipBytes).padStart(9)}  ${f.name}`).join('\n')}`,
      ),
  ];
  return [textTable(header, body), ...notes].join('\n');
}

/**
 * Whether the back office stays out of the storefront: the storefront pages that may load any file of
 * the admin (`leaks`, which must be none), and whether the admin's shell does load its marker at all (so
 * that the check can see the admin's code).
 */
export function adminSeparation(pages: PageWeight[]): { leaks: string[]; adminMarkerSeen: boolean } {
  const isAdmin = (page: PageWeight) => page.route?.budget === 'admin';
  return {
    leaks: pages
      .filter((page) => !isAdmin(page) && page.adminFiles.length > 0)
      .map((page) => `${page.path} loads ${page.adminFiles.join(', ')}`),
    adminMarkerSeen: pages.some((page) => isAdmin(page) && page.adminFiles.length > 0),
  };
}

export async function checkBuild(buildDir: string): Promise<{
  rows: BudgetRow[];
  table: string;
  over: BudgetRow[];
  adminLeaks: string[];
  adminMarkerSeen: boolean;
}> {
  const pages = await measureBuild(buildDir);
  const rows = budgetRows(pages);
  const { leaks, adminMarkerSeen } = adminSeparation(pages);
  const notes = [
    leaks.length > 0 ? `\nStorefront pages that load the back office's code:\n  ${leaks.join('\n  ')}` : '',
    adminMarkerSeen
      ? ''
      : '\nThe back office shell (/admin) does not load its own code: the separation check saw nothing.',
  ].join('');
  return {
    rows,
    table: formatTable(rows) + notes,
    over: rows.filter((r) => r.over),
    adminLeaks: leaks,
    adminMarkerSeen,
  };
}

if (import.meta.main) {
  const given = process.argv[2];
  const report = async (buildDir: string) => {
    const result = await checkBuild(buildDir);
    console.log(`JavaScript per page, ${await realpath(buildDir)}\n\n${result.table}\n`);
    return result;
  };
  try {
    const { over, adminLeaks, adminMarkerSeen } = given
      ? await report(resolve(given))
      : await (await import('../lib/product.ts')).withFreshSite('size-budget', report);
    if (over.length > 0 || adminLeaks.length > 0 || !adminMarkerSeen) {
      if (over.length > 0) console.error(`Over budget: ${over.map((r) => r.label).join(', ')}`);
      if (adminLeaks.length > 0) console.error('Storefront pages load the back office’s code.');
      if (!adminMarkerSeen) console.error('The back office shell does not load its own code.');
      process.exitCode = 1;
    } else {
      console.log('Every page is within its JavaScript budget.');
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
