// A small static file server for the built storefront, for when no CDN or web server sits in front.
// It serves whatever build the `current` symlink points to, resolving the link on every request, so
// the rebuilder's atomic swap takes effect at once and a request never mixes two builds' files.
//
//   node scripts/site/site-server.ts        (SITE_PORT, SITE_HOST, DATA_DIR, SITE_MEDIA_UPSTREAM)
import { createReadStream, type Stats } from 'node:fs';
import { realpath, readFile, stat } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { HEADER_POLICY } from '../../src/integrations/content-security-policy.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, compression costs more than it saves; above it, streaming beats buffering. */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESS_MAX_BYTES = 4 * 1024 * 1024;
/** Compressed bodies are kept per file version; the budget bounds memory, oldest out first. */
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages change with every rebuild: browsers revalidate (cheaply, by ETag) on every visit. */
const CACHE_PAGE = 'public, max-age=0, must-revalidate';
const CACHE_OTHER = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';

/** Picks br over gzip when the client accepts both; honours q=0 refusals. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

class CompressedCache {
  #entries = new Map<string, Buffer>();
  #bytes = 0;
  readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.budget) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [oldest, buffer] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.#entries.delete(oldest);
      this.#bytes -= buffer.length;
    }
  }
}

/** The back office's shell page, and whether a path belongs to it (/admin, /admin/…). */
const ADMIN_SHELL = '/admin/index.html';
export const isAdminPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');

const isInside = (root: string, path: string) => path === root || path.startsWith(root + sep);

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

export interface SiteHandlerOptions {
  /** The folder that holds the `current` symlink (DATA_DIR/site). */
  siteDir: string;
  /**
   * Where `/media/*` is forwarded: the API's own address, when the catalogue's images are published on
   * the site's origin (MEDIA_PUBLIC_URL, decision 127), as a CDN in front of both would route them.
   */
  mediaUpstream?: string | undefined;
  /** How long the API may stay silent while an image is asked for or streamed (default 30 s). */
  mediaTimeoutMs?: number;
  log?: (line: string) => void;
}

/** The upstream's response headers a forwarded image keeps; the rest (cookies, hop-by-hop) stay behind. */
const MEDIA_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
  'content-security-policy',
];
/** The request headers that make a revalidation cheap; nothing else of the visitor's goes upstream. */
const MEDIA_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'];

export function createSiteHandler({
  siteDir,
  mediaUpstream,
  mediaTimeoutMs = 30_000,
  log = console.error,
}: SiteHandlerOptions) {
  const cache = new CompressedCache(COMPRESSED_CACHE_BYTES);
  const currentLink = join(resolve(siteDir), 'current');
  const upstream = mediaUpstream?.replace(/\/+$/, '');

  /**
   * Forwards a request for an image under /media/ to the API and streams its answer back. Settles, never
   * rejects: an API that cannot be reached is a 502, and a visitor who hangs up, or an answer cut off
   * midway, ends the exchange on both sides without touching the rest of the server.
   */
  function forwardMedia(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const headers: Record<string, string> = {};
    for (const name of MEDIA_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return new Promise<void>((settle) => {
      const ask = httpRequest(
        `${upstream}${path}`,
        { method: req.method, headers, timeout: mediaTimeoutMs },
        (answer) => {
          const forwarded: Record<string, string | string[]> = {};
          for (const name of MEDIA_HEADERS) {
            const value = answer.headers[name];
            if (value !== undefined) forwarded[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, forwarded);
          // Either side closing early destroys the other; there is nothing left to tell anyone.
          pipeline(answer, res).then(settle, () => settle());
        },
      );
      ask.on('timeout', () => ask.destroy(new Error(`no answer for ${mediaTimeoutMs} ms`)));
      ask.on('error', (error) => {
        if (!res.headersSent) {
          log(`[site] media ${path}: ${error.message}`);
          plain(res, 502, 'The image could not be fetched. Please try again in a moment.\n');
        } else res.destroy();
        settle();
      });
      // The visitor hung up before the answer came: stop asking for it.
      res.on('close', () => {
        if (!res.writableFinished) ask.destroy();
      });
      ask.end();
    });
  }

  // Old addresses of renamed products and categories, from the build's /redirects.json (decision 074),
  // read once per build: the pages at those addresses would send visitors on too, but a 301 also tells
  // search engines that the page has moved for good.
  let moved: { root: string; map: Promise<Map<string, string>> } | undefined;
  async function readMoved(root: string): Promise<Map<string, string>> {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(root, 'redirects.json'), 'utf8'));
      if (typeof parsed !== 'object' || parsed === null) return new Map();
      return new Map(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('/'),
        ),
      );
    } catch {
      return new Map();
    }
  }
  function movedIn(root: string): Promise<Map<string, string>> {
    if (moved?.root !== root) moved = { root, map: readMoved(root) };
    return moved.map;
  }

  /** Resolves a URL path to a file inside the live build, or null. */
  async function find(root: string, pathname: string): Promise<{ path: string; info: Stats } | null> {
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}/index.html`, `${pathname}.html`];
    for (const candidate of candidates) {
      const path = resolve(root, `.${candidate}`);
      if (!isInside(root, path)) return null;
      const info = await fileAt(path);
      if (!info) continue;
      // A symlink inside the build must not lead out of it either.
      const real = await realpath(path);
      return isInside(root, real) ? { path: real, info } : null;
    }
    return null;
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: { path: string; info: Stats },
    status: number,
    cacheControl: string,
  ): Promise<void> {
    const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
    const etag = `W/"${file.info.size.toString(16)}-${Math.trunc(file.info.mtimeMs).toString(16)}"`;
    const compressible = COMPRESSIBLE.test(type);
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      // Each page carries its own policy (script and style hashes) in a <meta> tag; this adds what a
      // <meta> policy cannot say. A CDN in front must send the same two headers.
      'Content-Security-Policy': HEADER_POLICY,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (compressible) headers['Vary'] = 'Accept-Encoding';
    if (status === 200) {
      headers['ETag'] = etag;
      headers['Last-Modified'] = file.info.mtime.toUTCString();
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }

    const encoding =
      compressible && file.info.size >= COMPRESS_MIN_BYTES && file.info.size <= COMPRESS_MAX_BYTES
        ? negotiateEncoding(req.headers['accept-encoding'])
        : null;

    if (encoding) {
      const key = `${encoding}:${file.path}:${file.info.size}:${file.info.mtimeMs}`;
      let body = cache.get(key);
      if (!body) {
        const raw = await readFile(file.path);
        body =
          encoding === 'br'
            ? await brotli(raw, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              })
            : await gzipAsync(raw, { level: 9 });
        cache.set(key, body);
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    res.writeHead(status, { ...headers, 'Content-Length': file.info.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // A visitor who left while the file was looked up gets nothing, and no file is opened for them.
    if (res.destroyed) return;
    await pipeline(createReadStream(file.path), res);
  }

  function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    });
    res.end(text);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        plain(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
        return;
      }

      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://site.invalid').pathname);
      } catch {
        plain(res, 400, 'Bad Request\n');
        return;
      }

      if (upstream && pathname.startsWith('/media/')) {
        // The path as asked for, still encoded: the API decodes and checks it as it does its own.
        await forwardMedia(req, res, new URL(req.url ?? '/', 'http://site.invalid').pathname);
        return;
      }

      let root: string;
      try {
        root = await realpath(currentLink);
      } catch {
        plain(res, 503, 'The site is being built. Please try again in a moment.\n', { 'Retry-After': '5' });
        return;
      }

      // Dot segments (.., and dotfiles such as the build's catalogue stamp) and NULs never map to files.
      const unsafe =
        pathname.includes('\0') ||
        pathname.includes('\\') ||
        pathname.split('/').some((s) => s.startsWith('.'));
      const target = unsafe ? undefined : (await movedIn(root)).get(pathname.replace(/(.)\/$/, '$1'));
      if (target) {
        res.writeHead(301, { Location: target, 'Cache-Control': CACHE_PAGE, 'Content-Length': '0' });
        res.end();
        return;
      }
      const file = unsafe ? null : await find(root, pathname);
      if (file) {
        const isPage = file.path.endsWith('.html');
        const cacheControl = pathname.startsWith('/_astro/')
          ? CACHE_IMMUTABLE
          : isPage
            ? CACHE_PAGE
            : CACHE_OTHER;
        await send(req, res, file, 200, cacheControl);
        return;
      }

      // The back office is one static shell that draws every /admin/* screen in the browser: an address
      // under it that is no file gets the shell, so deep links and reloads work (a CDN rewrites the same).
      if (!unsafe && isAdminPath(pathname)) {
        const shell = await find(root, ADMIN_SHELL);
        if (shell) {
          await send(req, res, shell, 200, CACHE_PAGE);
          return;
        }
      }

      const notFound = await find(root, '/404.html');
      if (notFound) await send(req, res, notFound, 404, CACHE_PAGE);
      else plain(res, 404, 'Not Found\n');
    } catch (error) {
      // A client that hangs up, before the answer or midway through it, is not a server fault.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_UNABLE_TO_PIPE') return;
      log(`[site] ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error\n');
      else res.destroy();
    }
  };
}

export interface SiteServerOptions extends SiteHandlerOptions {
  port: number;
  host?: string;
}

export interface RunningSiteServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Thrown when the port is taken, with a message fit to show as is. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const handle = createSiteHandler(options);
  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 5_000;
  const host = options.host ?? '127.0.0.1';

  await new Promise<void>((resolvePromise, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${options.port} is already in use, so the site cannot start. Stop whatever is using it or set SITE_PORT to a free port.`,
            )
          : error,
      );
    };
    server.once('error', onError);
    server.listen(options.port, host, () => {
      server.off('error', onError);
      resolvePromise();
    });
  });

  const shownHost = host === '0.0.0.0' || host === '::' || host === '127.0.0.1' ? 'localhost' : host;
  return {
    server,
    url: `http://${shownHost}:${options.port}`,
    close: () =>
      new Promise<void>((resolvePromise) => {
        const force = setTimeout(() => server.closeAllConnections(), 5_000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolvePromise();
        });
        server.closeIdleConnections();
      }),
  };
}

/** DATA_DIR/site, with DATA_DIR as the API reads it (default ./data, relative to the working directory). */
export const siteDirFrom = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.DATA_DIR || './data', 'site');

export function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number (1-65535), got "${value}".`);
  return port;
}

if (import.meta.main) {
  try {
    const running = await startSiteServer({
      siteDir: siteDirFrom(),
      port: portFrom(process.env.SITE_PORT, 4321, 'SITE_PORT'),
      host: process.env.SITE_HOST || undefined,
      mediaUpstream: process.env.SITE_MEDIA_UPSTREAM || undefined,
    });
    console.log(`Serving ${join(siteDirFrom(), 'current')} at ${running.url}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void running.close().then(() => process.exit(0)));
    }
  } catch (error) {
    console.error(error instanceof PortInUseError ? error.message : error);
    process.exit(1);
  }
}
