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
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
}

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
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** The whole per-page policy. */
export function pagePolicy(hashes: PageHashes, origins: PolicyOrigins): string {
  const api = origins.apiOrigin;
  const unique = (...values: string[]) => [...new Set(values)].join(' ');
  const styleSources = [
    "'self'",
    ...hashes.styles,
    // Hashes match style attributes only with 'unsafe-hashes'; it admits those exact values, nothing else.
    ...(hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes.styleAttributes] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${unique("'self'", ...hashes.scripts)}`,
    `style-src ${unique(...styleSources)}`,
    // Catalogue images come from the API or wherever its image URLs point (a CDN, a bucket), always
    // over HTTPS in production; data: and blob: are placeholders and the avatar preview.
    `img-src ${unique("'self'", 'data:', 'blob:', 'https:', api, ...(origins.imageOrigins ?? []))}`,
    "font-src 'self'",
    `connect-src ${unique("'self'", api, origins.issuerOrigin)}`,
    `frame-src ${origins.frameOrigins?.length ? unique(...origins.frameOrigins) : "'none'"}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The page with its policy as the first thing after <meta charset>: a <meta> policy governs only
 * what comes after it, so it must precede every inline script and style.
 */
export function withPolicy(html: string, origins: PolicyOrigins): string {
  if (/http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    throw new Error('The page already has a Content-Security-Policy meta tag.');
  }
  const policy = pagePolicy(inlineHashes(html), origins);
  const tag = `<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, '&quot;')}">`;
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

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function contentSecurityPolicy(origins: PolicyOrigins): AstroIntegration {
  return {
    name: 'aangan:content-security-policy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        // A few at a time: a large catalogue has tens of thousands of pages.
        const batch = 32;
        const inBatches = async (work: (file: string) => Promise<void>) => {
          for (let start = 0; start < files.length; start += batch)
            await Promise.all(files.slice(start, start + batch).map(work));
        };
        // First the image origins of the whole site, since an island on one page may show any
        // product's picture; then each page gets its policy.
        const images = new Set(origins.imageOrigins ?? []);
        const frames = new Set(origins.frameOrigins ?? []);
        await inBatches(async (file) => {
          const html = await readFile(file, 'utf8');
          for (const origin of imageOrigins(html)) images.add(origin);
          for (const origin of frameOrigins(html)) frames.add(origin);
        });
        const siteOrigins = {
          ...origins,
          imageOrigins: [...images].sort(),
          frameOrigins: [...frames].sort(),
        };
        await inBatches(async (file) => {
          await writeFile(file, withPolicy(await readFile(file, 'utf8'), siteOrigins));
        });
        logger.info(
          `Content-Security-Policy written into ${files.length} pages (images from ` +
            `${siteOrigins.imageOrigins.join(', ') || 'this site only'}; frames from ` +
            `${siteOrigins.frameOrigins.join(', ') || 'nowhere'})`,
        );
      },
    },
  };
}
