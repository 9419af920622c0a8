// HTTP caching for catalogue reads. The ETag is a digest of the response body, so it is right by
// construction whatever changed underneath; a client (or the CDN) that sends it back in
// If-None-Match gets a 304 without the body. Answers of memoised routes are also kept in memory
// with their ETag (response-cache.ts, decision 115): a hit is neither serialised nor digested again.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerResponseCache, type ResponseCache } from './response-cache.ts';

export type CachePolicy = 'catalogue' | 'revalidate' | 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

/** Catalogue data, cached by clients for CATALOGUE_CACHE_SECONDS and in memory until the catalogue changes. */
export const CACHE_CATALOGUE = { cache: 'catalogue' as const, memoise: true };
/** Clients revalidate every time (stock, prices); still kept in memory until the catalogue changes. */
export const CACHE_REVALIDATE = { cache: 'revalidate' as const, memoise: true };
/** Public, but made of more than catalogue data (view counts) or read to learn of changes: never memoised. */
export const CACHE_CATALOGUE_LIVE = { cache: 'catalogue' as const };
export const CACHE_REVALIDATE_LIVE = { cache: 'revalidate' as const };
export const NO_STORE = { cache: 'no-store' as const };

/**
 * The answer's bytes in memory of their own. `Buffer.from` serves a short string (under 4 kB) from a
 * shared 8 kB slab, and a kept answer would keep the whole slab alive with it: thousands of small
 * cached answers (facets, categories) then hold far more memory than the cache counts.
 */
export function ownBytes(payload: string | Buffer): Buffer {
  const length = Buffer.isBuffer(payload) ? payload.length : Buffer.byteLength(payload);
  const bytes = Buffer.allocUnsafeSlow(length);
  if (Buffer.isBuffer(payload)) payload.copy(bytes);
  else bytes.write(payload);
  return bytes;
}

const etagOf = (body: string | Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (header: string | undefined, etag: string): boolean =>
  !!header &&
  (header.trim() === '*' ||
    header.split(',').some((tag) => tag.trim() === etag || tag.trim() === etag.slice(2)));

export function registerCaching(app: FastifyInstance, maxAgeSeconds: number, memory?: ResponseCache): void {
  if (memory) registerResponseCache(app, memory);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const policy = request.routeOptions.config.cache;
    if (!policy) return payload;
    if (policy === 'no-store' || reply.statusCode >= 300) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    reply.header(
      'cache-control',
      policy === 'catalogue'
        ? `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`
        : 'no-cache',
    );
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const lookup = request.catalogueLookup;
    let etag = lookup?.hit?.etag;
    if (!etag) {
      etag = etagOf(payload);
      if (lookup && memory && reply.statusCode === 200)
        memory.set(lookup.key, lookup.version, {
          body: ownBytes(payload),
          etag,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        });
    }
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
