// The in-process cache of public catalogue answers (decision 115). A GET whose route is marked
// `memoise` is answered from memory when the same path and query were answered 200 at the current
// catalogue version: the stored bytes and their ETag, with no validation, database or serialisation.
//
// The catalogue version (catalogue_state.version, bumped by statement triggers on every catalogue
// write) tags each entry; an entry of another version is never served. This process learns of a new
// version three ways:
//   - the database announces each bump on the `catalogue_version` channel (LISTEN/NOTIFY), usually
//     within milliseconds of the commit, from any process;
//   - after any write request this process answered, the next lookup reads the version again, so a
//     client that wrote through this process reads its own write;
//   - and whatever notifications were lost (a dropped connection), the version is read again at least
//     every `checkMs`: that is the bound on how stale an answer can be.
// Everything else (signed-in calls, the back office, views, leads) never reaches this cache: only
// routes marked `memoise` do, and only their 200s are stored. Entries are bounded by count and bytes
// and dropped least recently used first.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

/** The channel the catalogue_bump_version() trigger announces each new version on. */
export const VERSION_CHANNEL = 'catalogue_version';

export interface ResponseCacheSettings {
  /** Most entries kept; 0 turns the cache off. */
  maxEntries: number;
  /** Most bytes of answers (and their keys) kept. */
  maxBytes: number;
  /** The version is read again when the last reading is older than this (ms). */
  checkMs: number;
}

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
}

interface Entry extends CachedAnswer {
  version: string;
  size: number;
}

/** What a lookup leaves on the request for the answer to be stored (or served) under. */
export interface Lookup {
  key: string;
  version: string;
  hit: CachedAnswer | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET answers of this route may be served from the in-process cache (decision 115). */
    memoise?: boolean;
  }
  interface FastifyRequest {
    catalogueLookup?: Lookup;
  }
}

/**
 * The key of a request: its path and its query parameters in a canonical order, so `?b=2&a=1` and
 * `?a=1&b=2` share an entry.
 */
export function cacheKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const query = url.slice(mark + 1);
  if (!query) return path;
  const parts = query.split('&').filter((part) => part !== '');
  if (parts.length > 1) parts.sort();
  return `${path}?${parts.join('&')}`;
}

const VERSION_QUERY = sql`SELECT version::text AS version FROM catalogue_state WHERE id = 1`;

/** The catalogue version as this process knows it, kept current by notifications and re-reads. */
function versionWatch(database: Database, checkMs: number, onChange: () => void) {
  let known: string | undefined;
  let checkedAt = 0;
  let pending: Promise<string | undefined> | undefined;
  /** Reads are numbered; a reading older than the last one applied (or a notice) is ignored. */
  let readSeq = 0;
  let appliedSeq = 0;
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  let closed = false;

  const adopt = (version: string) => {
    checkedAt = Date.now();
    if (version === known) return;
    known = version;
    onChange();
  };

  const read = (): Promise<string | undefined> => {
    if (pending) return pending;
    const seq = ++readSeq;
    const reading = database.query<{ version: string }>(VERSION_QUERY).then(
      ([row]) => {
        if (row && seq > appliedSeq) {
          appliedSeq = seq;
          adopt(row.version);
        }
        return known;
      },
      // The database is away: no answer is served from memory until it is back.
      () => undefined,
    );
    pending = reading;
    void reading.finally(() => {
      if (pending === reading) pending = undefined;
    });
    return reading;
  };

  const notice = (payload: string) => {
    if (!/^\d+$/.test(payload)) return;
    // A notice is newer than every reading started before it.
    appliedSeq = readSeq;
    if (known === undefined || BigInt(payload) > BigInt(known)) adopt(payload);
  };

  const startListening = () => {
    return (listening ??= database
      .listen(VERSION_CHANNEL, notice, () => {
        // (Re)connected: what was announced meanwhile is lost, so read the version now.
        checkedAt = 0;
      })
      .catch(() => undefined));
  };

  return {
    /** The current version, read again first when the last reading is too old; undefined when unknown. */
    current(): string | undefined | Promise<string | undefined> {
      if (closed) return undefined;
      if (!listening) return startListening().then(read);
      if (known !== undefined && Date.now() - checkedAt < checkMs) return known;
      return read();
    },
    /** The version as last read or announced, without reading it. */
    known: (): string | undefined => known,
    /** A write was made through this process: the next lookup reads the version first. */
    stale(): void {
      checkedAt = 0;
      // A reading that started before the write may have missed it.
      pending = undefined;
    },
    async close(): Promise<void> {
      closed = true;
      const unlisten = await listening;
      await unlisten?.().catch(() => {});
    },
  };
}

export function createResponseCache(database: Database, settings: ResponseCacheSettings) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0, evicted: 0, cleared: 0 };

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.size;
  };
  const clear = () => {
    if (entries.size > 0) stats.cleared++;
    entries.clear();
    bytes = 0;
  };
  const watch = versionWatch(database, settings.checkMs, clear);
  const enabled = settings.maxEntries > 0;

  return {
    enabled,
    settings,
    /** The version answers are stored under now; undefined when the cache is off or the version unknown. */
    version(): string | undefined | Promise<string | undefined> {
      return enabled ? watch.current() : undefined;
    },
    get(key: string, version: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) {
        stats.misses++;
        return undefined;
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },
    /** Stores an answer made at `version`, unless the version moved on meanwhile or it is too big. */
    set(key: string, version: string, answer: CachedAnswer): void {
      if (!enabled) return;
      if (watch.known() !== version) return;
      const size = answer.body.length + key.length * 2 + 200;
      if (size > settings.maxBytes / 8) return;
      const old = entries.get(key);
      if (old) remove(key, old);
      entries.set(key, { ...answer, version, size });
      bytes += size;
      stats.stored++;
      for (const [oldest, entry] of entries) {
        if (entries.size <= settings.maxEntries && bytes <= settings.maxBytes) break;
        remove(oldest, entry);
        stats.evicted++;
      }
    },
    /** A write went through this process. */
    written(): void {
      watch.stale();
    },
    /** The version this process last read or was told of, without asking the database. */
    knownVersion: (): string | undefined => watch.known(),
    size: () => ({ entries: entries.size, bytes }),
    stats: () => ({ ...stats }),
    close: () => watch.close(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers hits before validation (onRequest) and notes writes; caching.ts stores misses as it sends
 * them, with their ETag. Register before the routes.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  if (!cache.enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config.memoise !== true) return;
    const version = await cache.version();
    if (version === undefined) return;
    const key = cacheKey(request.url);
    const hit = cache.get(key, version);
    request.catalogueLookup = { key, version, hit };
    if (!hit) return;
    reply.header('content-type', hit.contentType);
    return reply.send(hit.body);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) cache.written();
    return payload;
  });
  // Listen and learn the version before the first request.
  app.addHook('onReady', async () => {
    await cache.version();
  });
  app.addHook('onClose', async () => {
    await cache.close();
  });
}
