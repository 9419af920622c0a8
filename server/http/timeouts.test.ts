import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { bodyDeadlineMs, serverTimeouts } from './timeouts.ts';

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/aangan-timeouts-test' });

describe('the time a request may take to arrive', () => {
  it('defaults: headers 30 s, a whole request 10 minutes, 2 silent minutes, checked every 7.5 s', () => {
    expect(serverTimeouts(config)).toEqual({
      connectionTimeout: 120_000,
      requestTimeout: 600_000,
      http: { headersTimeout: 30_000, requestTimeout: 600_000, connectionsCheckingInterval: 7_500 },
    });
  });

  it('gives a body 10 s, plus a second for every 8 kB it announces or, sent in chunks, the route takes', () => {
    expect(bodyDeadlineMs({ 'content-length': '8192' }, 102_400, config)).toBe(11_000);
    expect(bodyDeadlineMs({ 'content-length': String(100 * 1024) }, 102_400, config)).toBe(22_500);
    expect(bodyDeadlineMs({ 'transfer-encoding': 'chunked' }, 102_400, config)).toBe(22_500);
    expect(bodyDeadlineMs({}, 102_400, config)).toBeUndefined();
    expect(bodyDeadlineMs({ 'content-length': '0' }, 102_400, config)).toBeUndefined();
  });

  it('refuses headers that may take longer than the whole request', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        HTTP_HEADERS_TIMEOUT_SECONDS: '60',
        HTTP_REQUEST_TIMEOUT_SECONDS: '30',
      }),
    ).toThrow('HTTP_HEADERS_TIMEOUT_SECONDS: at most HTTP_REQUEST_TIMEOUT_SECONDS');
  });
});
