// The cache's own rules, on a stand-in database whose version the test moves: the bound when change
// notices are lost, the notices themselves, answers made during a change, and the size limits.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createResponseCache, type CachedAnswer } from './response-cache.ts';

/** A database that answers the version query with `state.version` and delivers notices on demand. */
function standIn() {
  const state = { version: '1', reads: 0, notify: (_payload: string) => {}, reconnect: () => {} };
  const database = {
    kind: 'pglite',
    query: async () => {
      state.reads++;
      return [{ version: state.version }];
    },
    listen: async (_channel: string, onPayload: (payload: string) => void, onListening: () => void) => {
      state.notify = onPayload;
      state.reconnect = onListening;
      onListening();
      return async () => {};
    },
  } as unknown as Database;
  return { state, database };
}

const answer = (text: string): CachedAnswer => ({
  body: Buffer.from(text),
  etag: `W/"${text}"`,
  contentType: 'application/json; charset=utf-8',
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the version an answer is kept under', () => {
  it('is read again once the last reading is older than checkMs, even with no notice', async () => {
    const { state, database } = standIn();
    const cache = createResponseCache(database, { maxEntries: 10, maxBytes: 1 << 20, checkMs: 50 });
    expect(await cache.version()).toBe('1');
    cache.set('/a', '1', answer('one'));
    state.version = '2'; // a write whose notice is lost
    expect(await cache.version()).toBe('1'); // within the bound
    expect(cache.get('/a', '1')?.body.toString()).toBe('one');
    await sleep(60);
    expect(await cache.version()).toBe('2');
    expect(cache.get('/a', '2')).toBeUndefined();
    expect(cache.size().entries).toBe(0);
  });

  it('moves at once on a notice, and on a write through this process', async () => {
    const { state, database } = standIn();
    const cache = createResponseCache(database, { maxEntries: 10, maxBytes: 1 << 20, checkMs: 60_000 });
    expect(await cache.version()).toBe('1');
    cache.set('/a', '1', answer('one'));
    state.version = '2';
    state.notify('2');
    expect(await cache.version()).toBe('2');
    expect(cache.size().entries).toBe(0);

    state.version = '3';
    expect(await cache.version()).toBe('2'); // no notice yet, and the bound is a minute
    cache.written();
    expect(await cache.version()).toBe('3');

    state.version = '4';
    state.reconnect(); // notices sent while the connection was away are lost: read it again
    expect(await cache.version()).toBe('4');
    state.notify('not a version');
    state.notify('3'); // an older notice does not take the version back
    expect(await cache.version()).toBe('4');
  });

  it('does not keep an answer made at a version that has moved on', async () => {
    const { state, database } = standIn();
    const cache = createResponseCache(database, { maxEntries: 10, maxBytes: 1 << 20, checkMs: 60_000 });
    const version = await cache.version();
    state.version = '2';
    state.notify('2'); // the catalogue changed while the answer was being made
    cache.set('/a', version!, answer('old'));
    expect(cache.size().entries).toBe(0);
    expect(cache.get('/a', '2')).toBeUndefined();
  });
});

describe('the bounds', () => {
  it('drops the least recently used answers beyond maxEntries and maxBytes', async () => {
    const { database } = standIn();
    const cache = createResponseCache(database, { maxEntries: 3, maxBytes: 1 << 20, checkMs: 60_000 });
    const version = (await cache.version())!;
    for (const key of ['/a', '/b', '/c']) cache.set(key, version, answer(key));
    expect(cache.get('/a', version)).toBeDefined(); // /a is now the most recent
    cache.set('/d', version, answer('/d'));
    expect(cache.get('/b', version)).toBeUndefined();
    expect(cache.get('/a', version)).toBeDefined();
    expect(cache.size().entries).toBe(3);

    const small = createResponseCache(database, { maxEntries: 100, maxBytes: 8_000, checkMs: 60_000 });
    const v = (await small.version())!;
    for (let i = 0; i < 50; i++) small.set(`/k${i}`, v, answer('x'.repeat(500)));
    expect(small.size().bytes).toBeLessThanOrEqual(8_000);
    small.set('/huge', v, answer('x'.repeat(2_000))); // over an eighth of the bytes: not kept
    expect(small.get('/huge', v)).toBeUndefined();
  });

  it('is off with maxEntries 0: no version, nothing kept', async () => {
    const { state, database } = standIn();
    const cache = createResponseCache(database, { maxEntries: 0, maxBytes: 1 << 20, checkMs: 1000 });
    expect(cache.version()).toBeUndefined();
    cache.set('/a', '1', answer('one'));
    expect(cache.size().entries).toBe(0);
    expect(state.reads).toBe(0);
  });
});
