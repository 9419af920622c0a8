// The site's Content-Security-Policy, written into every built page as a <meta http-equiv> tag.
//
// Sign-in keeps tokens in localStorage (src/features/account/), where any script on the page can read
// them, so the policy admits only the site's own script files and the exact inline scripts the build
// emitted, by hash: no 'unsafe-inline', no 'unsafe-eval', no other origin. A page is hashed after it
// is written, so whatever produced an inline script or style (Astro's island loader, a component's
// inline script, a <noscript> style) is covered, and nothing injected later is.
//
// A <meta> policy cannot carry frame-ancestors (or report-to); the site server sends those as a header,
// and docs/decisions/027-content-security-policy.md says what a CDN in front must send.
import { createHash } from 'node:crypto';
import { readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

interface PolicyOrigins {
  /** Where the API lives: the site fetches from it and shows its product images. */
  apiOrigin: string;
  /** The OpenID provider: the site reads its discovery document and keys, and exchanges codes there. */
  issuerOrigin: string;
  /** Where the built pages' images come from (the API's media origin, an image CDN), found by the build. */
  imageOrigins?: string[];
  /** What the built pages frame (the contact page's map), found by the build; none means `frame-src 'none'`. */
  frameOrigins?: string[];
  /**
   * The payment provider's Checkout: it loads a script, frames its pages and calls home (decision 125).
   * Admitted only on the pages that take payment, which say so with a `data-payment-page` attribute.
   */
  paymentOrigins?: string[];
}

/** The origins of the absolute URLs in the `src`/`srcset` attributes of the given tags in a page. */
function originsIn(html: string, tags: string[]): string[] {
  const origins = new Set<string>();
  const tag = new RegExp(`<(?:${tags.join('|')})\\b[^>]*>`, 'gi');
  for (const element of html.matchAll(tag)) {
    for (const match of element[0].matchAll(/\s(?:src|srcset)\s*=\s*["']([^"']*)["']/gi)) {
      for (const candidate of (match[1] ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        if (/^https?:\/\//i.test(url)) {
          try {
            origins.add(new URL(url.replace(/&amp;/g, '&')).origin);
          } catch {
            // Not a URL after all: nothing to allow.
          }
        }
      }
    }
  }
  return [...origins];
}

/** The origins of every absolute image URL in a page (`<img>` and `<source>`). */
export const imageOrigins = (html: string): string[] => originsIn(html, ['img', 'source']);

/** The origins of every page a page frames (`<iframe>`, also inside templates shown later). */
export const frameOrigins = (html: string): string[] => originsIn(html, ['iframe']);

/**
 * The header-only part of the policy, which a <meta> tag cannot deliver. The site server sends it on
 * every response; a CDN must send the same. Two policies are both enforced, so this one adds to the
 * per-page policy and loosens nothing.
 */
export const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types the browser runs; anything else (JSON-LD, application/json) is data, not code. */
const isExecutable = (attributes: string): boolean => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface PageHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  /** The page takes payment (`data-payment-page`): the provider's origins are admitted. */
  payment?: boolean;
}

const PAYMENT_PAGE = /<[a-z][^<>]*\sdata-payment-page[\s=>]/i;

/** The hashes of a page's inline scripts, inline style elements and style attributes, deduplicated. */
export function inlineHashes(html: string): PageHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    scripts.add(sha256(body));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    styles.add(sha256(match[1] ?? ''));
  }
  // Only inside tags: a style attribute is `style="..."` after whitespace within `<tag ...>`.
  for (const tag of html.matchAll(/<[a-z][^<>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')[^<>]*>/gi)) {
    styleAttributes.add(sha256(decodeAttribute(tag[1] ?? tag[2] ?? '')));
  }
  return {
    scripts: [...scripts],
    styles: [...styles],
    styleAttributes: [...styleAttributes],
    ...(PAYMENT_PAGE.test(html) ? { payment: true } : {}),
  };
}

/** The whole per-page policy. */
export function pagePolicy(hashes: PageHashes, origins: PolicyOrigins): string {
  const api = origins.apiOrigin;
  const payment = hashes.payment ? (origins.paymentOrigins ?? []) : [];
  const frames = [...(origins.frameOrigins ?? []), ...payment];
  const unique = (...values: string[]) => [...new Set(values)].join(' ');
  const styleSources = [
    "'self'",
    ...hashes.styles,
    // Hashes match style attributes only with 'unsafe-hashes'; it admits those exact values, nothing else.
    ...(hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${unique("'self'", ...hashes.scripts, ...payment)}`,
    `style-src ${unique(...styleSources)}`,
    // Catalogue images come from the API or wherever its image URLs point (a CDN, a bucket), always
    // over HTTPS in production; data: and blob: are placeholders and the avatar preview.
    `img-src ${unique("'self'", 'data:', 'blob:', 'https:', api, ...(origins.imageOrigins ?? []))}`,
    "font-src 'self'",
    `connect-src ${unique("'self'", api, origins.issuerOrigin, ...payment)}`,
    `frame-src ${frames.length ? unique(...frames) : "'none'"}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The policy's own tag, exactly as it is written into a page. */
const policyTag = (policy: string) =>
  `<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, '&quot;')}">`;

/** The tag written by `policyTag`, to take out of a restored page whose policy must change. */
const WRITTEN_POLICY_TAG = /<meta http-equiv="content-security-policy" content="[^"]*">/;

/**
 * The page with `policy` as the first thing after <meta charset>: a <meta> policy governs only what
 * comes after it, so it must precede every inline script and style.
 */
function insertPolicy(html: string, policy: string): string {
  if (/http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    throw new Error('The page already has a Content-Security-Policy meta tag.');
  }
  const tag = policyTag(policy);
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) {
    const end = charset.index + charset[0].length;
    return html.slice(0, end) + tag + html.slice(end);
  }
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('The page has no <head> to put its Content-Security-Policy in.');
  const end = head.index + head[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}

/** The page with its policy, computed from the page's own inline code and the site's origins. */
export function withPolicy(html: string, origins: PolicyOrigins): string {
  return insertPolicy(html, pagePolicy(inlineHashes(html), origins));
}

/**
 * Every file the build's routes wrote (pages and endpoints), relative to the site folder as Astro names
 * them (URL-encoded), from Astro's own list rather than a walk of the folder, a directory per page, which
 * is slow at 100,000 products (decision 131).
 */
function routeOutputs(dir: URL, assets: Map<string, URL[]> | undefined): string[] {
  const outputs = new Set<string>();
  for (const files of assets?.values() ?? [])
    for (const file of files)
      if (file.href.startsWith(dir.href)) outputs.add(file.href.slice(dir.href.length));
  return [...outputs].sort();
}

// Incremental builds (decision 100). Astro restores a page whose cacheKey and code are unchanged by
// copying its copy from the cache folder. After a page gets its policy here, that copy is replaced by
// the finished page, so a restored page already carries its policy and is neither read nor written
// again. This integration's own record (POLICY_RECORD, beside Astro's) says which pages it finished
// with which cacheKey, their size and the origins they contributed; a page whose key, code or size
// differs from the record was rendered in this build and is done here. Only when the site-wide image
// or frame origins change are restored pages read again, to replace their policy.
//
// The rebuilder may build into an earlier build's folder (decision 131): it first takes out what
// `staleInReusedBuild` names, so the pages left are the cache's finished pages, which Astro leaves in
// place rather than copying, and this pass treats like restored ones. The record also lists every file
// the routes wrote, so that the next build can take out what it no longer makes.

/** Astro's record of the last incremental build (astro/dist/core/build/incremental.js). */
const ASTRO_RECORD = 'incremental-build.json';
const CACHED_PAGES = 'dist/';
export const POLICY_RECORD = 'content-security-policy.json';
const POLICY_RECORD_VERSION = 2;

interface AstroRecord {
  routes: Record<
    string,
    { dependencyHash: string; paths: Record<string, { cacheKey: string; outputFile: string }> }
  >;
}

interface FinishedPage {
  route: string;
  dependencyHash: string;
  cacheKey: string;
  /** Bytes of the finished page: a page rendered again (without a policy yet) never has the same. */
  size: number;
  images: string[];
  frames: string[];
}

interface PolicyRecord {
  version: number;
  /** The configured origins the policies were made with. */
  base: string;
  images: string[];
  frames: string[];
  /** By output file, relative to the site folder as Astro names it. */
  pages: Record<string, FinishedPage>;
  /** Every file the build's routes wrote, the same way: pages, also those kept out of the cache, and endpoints. */
  outputs: string[];
}

const isRecord = (value: unknown): value is PolicyRecord =>
  typeof value === 'object' &&
  value !== null &&
  (value as PolicyRecord).version === POLICY_RECORD_VERSION &&
  typeof (value as PolicyRecord).pages === 'object' &&
  Array.isArray((value as PolicyRecord).outputs);

const samePage = (a: FinishedPage | undefined, b: FinishedPage | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.route === b.route &&
  a.dependencyHash === b.dependencyHash &&
  a.cacheKey === b.cacheKey &&
  a.size === b.size;

/**
 * An earlier build's folder reused for the next build (decision 131): what to take out of it first, or
 * null when it cannot be reused. `folder` is the record of the build that wrote the folder, `current`
 * the cache's record of the last build. A page stays only when it is the same finished page as the
 * cache's (route, code, key and size, and so the same policy): Astro then leaves it in place instead
 * of copying it in. Every other file a route wrote goes, so the next build writes it again or, if it no
 * longer makes it, it is gone. Reusable only when both records are of this version and were made with
 * the same origins; the build's own policy pass takes out what the last build made and this one does not.
 */
export function staleInReusedBuild(folder: unknown, current: unknown): string[] | null {
  if (!isRecord(folder) || !isRecord(current)) return null;
  if (
    folder.base !== current.base ||
    JSON.stringify([folder.images, folder.frames]) !== JSON.stringify([current.images, current.frames])
  )
    return null;
  return folder.outputs.filter((file) => !samePage(folder.pages[file], current.pages[file]));
}

/**
 * Takes route outputs (as the record names them) out of a site folder, each page's own folder too
 * once nothing else is left in it; a few at a time.
 */
export async function removeOutputs(dir: URL, files: string[]): Promise<void> {
  for (let start = 0; start < files.length; start += 32)
    await Promise.all(
      files.slice(start, start + 32).map(async (file) => {
        const path = fileURLToPath(new URL(file, dir));
        await rm(path, { force: true });
        if (path.endsWith(`${sep}index.html`)) await rmdir(dirname(path)).catch(() => undefined);
      }),
    );
}

async function readJson<T>(file: URL): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function writeJson(file: URL, value: unknown): Promise<void> {
  const path = fileURLToPath(file);
  await writeFile(`${path}.tmp`, JSON.stringify(value));
  await rename(`${path}.tmp`, path);
}

interface Options extends PolicyOrigins {
  /** Pages rendered without some of their data, kept out of the incremental cache (their paths). */
  incompletePages?: () => ReadonlySet<string>;
}

export function contentSecurityPolicy(options: Options): AstroIntegration {
  const { incompletePages = () => new Set<string>(), ...origins } = options;
  let cacheDir: URL | null = null;
  return {
    name: 'aangan:content-security-policy',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.experimental.incrementalBuild ? config.cacheDir : null;
      },
      'astro:build:done': async ({ dir, assets, logger }) => {
        const started = performance.now();
        const outputs = routeOutputs(dir, assets);
        const files = outputs
          .filter((file) => file.endsWith('.html'))
          .map((file) => fileURLToPath(new URL(file, dir)));
        const base = JSON.stringify(origins);
        // A few at a time: a large catalogue has tens of thousands of pages.
        const batch = 32;
        const inBatches = async <T>(items: T[], work: (item: T) => Promise<void>) => {
          for (let start = 0; start < items.length; start += batch)
            await Promise.all(items.slice(start, start + batch).map(work));
        };

        // What Astro recorded for this build (cacheKey and code of each keyed page), and what this
        // integration finished last time.
        const astroRecord = cacheDir ? await readJson<AstroRecord>(new URL(ASTRO_RECORD, cacheDir)) : null;
        const keyed = new Map<
          string,
          { route: string; pathname: string; dependencyHash: string; cacheKey: string; outputFile: string }
        >();
        for (const [route, entry] of Object.entries(astroRecord?.routes ?? {})) {
          for (const [pathname, path] of Object.entries(entry.paths)) {
            keyed.set(fileURLToPath(new URL(path.outputFile, dir)), {
              route,
              pathname,
              dependencyHash: entry.dependencyHash,
              cacheKey: path.cacheKey,
              outputFile: path.outputFile,
            });
          }
        }
        const previousRecord = cacheDir
          ? await readJson<PolicyRecord>(new URL(POLICY_RECORD, cacheDir))
          : null;
        const previous = isRecord(previousRecord) && previousRecord.base === base ? previousRecord : null;

        // A reused folder (decision 131) may still hold what the last build made and this one does
        // not (a product no longer published): it goes. In a new folder there is nothing to remove.
        const made = new Set(outputs);
        const gone = (previous?.outputs ?? []).filter((file) => !made.has(file));
        await removeOutputs(dir, gone);

        // Which pages were restored with their policy, and which were rendered in this build.
        const restored = new Map<string, FinishedPage>();
        const rendered: string[] = [];
        await inBatches(files, async (file) => {
          const key = keyed.get(file);
          const before = key ? previous?.pages[key.outputFile] : undefined;
          if (
            key &&
            before &&
            before.route === key.route &&
            before.dependencyHash === key.dependencyHash &&
            before.cacheKey === key.cacheKey &&
            (await stat(file)).size === before.size
          ) {
            restored.set(file, before);
          } else {
            rendered.push(file);
          }
        });

        // First the image and frame origins of the whole site, since an island on one page may show
        // any product's picture; then each page gets its policy.
        const images = new Set(origins.imageOrigins ?? []);
        const frames = new Set(origins.frameOrigins ?? []);
        const found = new Map<string, { hashes: PageHashes; images: string[]; frames: string[] }>();
        await inBatches(rendered, async (file) => {
          const html = await readFile(file, 'utf8');
          found.set(file, {
            hashes: inlineHashes(html),
            images: imageOrigins(html),
            frames: frameOrigins(html),
          });
        });
        for (const page of [...restored.values(), ...found.values()]) {
          for (const origin of page.images) images.add(origin);
          for (const origin of page.frames) frames.add(origin);
        }
        const siteOrigins = {
          ...origins,
          imageOrigins: [...images].sort(),
          frameOrigins: [...frames].sort(),
        };

        // Restored pages keep their policy unless the site's origins changed.
        const originsChanged =
          !previous ||
          JSON.stringify([previous.images, previous.frames]) !==
            JSON.stringify([siteOrigins.imageOrigins, siteOrigins.frameOrigins]);
        if (originsChanged && restored.size > 0) {
          await inBatches([...restored.keys()], async (file) => {
            const html = (await readFile(file, 'utf8')).replace(WRITTEN_POLICY_TAG, '');
            found.set(file, {
              hashes: inlineHashes(html),
              images: imageOrigins(html),
              frames: frameOrigins(html),
            });
          });
          rendered.push(...restored.keys());
          restored.clear();
        }

        const incomplete = incompletePages();
        const pages: Record<string, FinishedPage> = {};
        const dropped: string[] = [];
        for (const [file, page] of restored) pages[keyed.get(file)!.outputFile] = page;
        await inBatches(rendered, async (file) => {
          const page = found.get(file)!;
          // A restored page whose policy changes has its old one taken out first.
          const unsigned = (await readFile(file, 'utf8')).replace(WRITTEN_POLICY_TAG, '');
          const html = insertPolicy(unsigned, pagePolicy(page.hashes, siteOrigins));
          await writeFile(file, html);
          const key = keyed.get(file);
          if (!key || !cacheDir) return;
          const cached = new URL(key.outputFile, new URL(CACHED_PAGES, cacheDir));
          if (incomplete.has(key.pathname)) {
            // Rendered without some of its data: the next build renders it again.
            dropped.push(key.pathname);
            await rm(cached, { force: true });
            delete astroRecord!.routes[key.route]!.paths[key.pathname];
            return;
          }
          await writeFile(cached, html);
          pages[key.outputFile] = {
            route: key.route,
            dependencyHash: key.dependencyHash,
            cacheKey: key.cacheKey,
            size: Buffer.byteLength(html),
            images: page.images,
            frames: page.frames,
          };
        });
        if (cacheDir && astroRecord) {
          if (dropped.length > 0) await writeJson(new URL(ASTRO_RECORD, cacheDir), astroRecord);
          const record: PolicyRecord = {
            version: POLICY_RECORD_VERSION,
            base,
            images: siteOrigins.imageOrigins,
            frames: siteOrigins.frameOrigins,
            pages,
            outputs,
          };
          await writeJson(new URL(POLICY_RECORD, cacheDir), record);
        }
        logger.info(
          `Content-Security-Policy written into ${rendered.length} pages, ${restored.size} restored with theirs` +
            `${dropped.length > 0 ? `, ${dropped.length} kept out of the cache (incomplete)` : ''} in ` +
            `${Math.round(performance.now() - started)} ms (images from ` +
            `${siteOrigins.imageOrigins.join(', ') || 'this site only'}; frames from ` +
            `${siteOrigins.frameOrigins.join(', ') || 'nowhere'})`,
        );
      },
    },
  };
}
