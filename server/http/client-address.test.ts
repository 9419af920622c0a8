import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../env.ts';
import { settleForwardedHeaders, trustProxyOption } from './client-address.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** What a route sees of the visitor, with TRUST_PROXY as given, for a request from `peer`. */
async function seen(setting: TrustProxy, peer: string, headers: Record<string, string>) {
  app = Fastify({ trustProxy: trustProxyOption(setting) });
  app.get('/', async (request) => {
    const before = { ip: request.ip, protocol: request.protocol, host: request.host };
    settleForwardedHeaders(request);
    // Settled headers read back the same, and say nothing more than what was concluded.
    expect({ ip: request.ip, protocol: request.protocol, host: request.host }).toEqual(before);
    return { ...before, forwarded: request.headers['x-forwarded-for'] };
  });
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { host: 'api.shop.in', ...headers },
  });
  return response.json() as { ip: string; protocol: string; host: string; forwarded: string };
}

const forged = {
  'x-forwarded-for': '198.51.100.1, 192.0.2.1, 203.0.113.7',
  'x-forwarded-proto': 'http, https',
  'x-forwarded-host': 'evil.example, api.shop.in',
};

describe('the proxies TRUST_PROXY believes', () => {
  it('none: the address that connected, whatever the headers say', async () => {
    expect(await seen(false, '203.0.113.7', forged)).toEqual({
      ip: '203.0.113.7',
      protocol: 'http',
      host: 'api.shop.in',
      forwarded: '203.0.113.7',
    });
  });

  it('a number: that many addresses from the end of X-Forwarded-For are proxies', async () => {
    expect(await seen(1, '10.0.0.5', forged)).toMatchObject({ ip: '203.0.113.7', protocol: 'https' });
    expect(await seen(2, '10.0.0.5', forged)).toMatchObject({ ip: '192.0.2.1', protocol: 'https' });
    expect(await seen(1, '10.0.0.5', forged)).toMatchObject({ host: 'api.shop.in' });
  });

  it('addresses and ranges: only those proxies, each in turn', async () => {
    const proxies = ['10.0.0.0/8', '203.0.113.0/28'];
    expect(await seen(proxies, '10.0.0.5', forged)).toMatchObject({ ip: '192.0.2.1', protocol: 'https' });
    // A visitor that connects directly is not believed at all.
    expect(await seen(proxies, '198.51.100.9', forged)).toEqual({
      ip: '198.51.100.9',
      protocol: 'http',
      host: 'api.shop.in',
      forwarded: '198.51.100.9',
    });
    expect(await seen(['loopback'], '127.0.0.1', forged)).toMatchObject({ ip: '203.0.113.7' });
  });

  it('every hop (development only): the first address, whoever wrote it', async () => {
    expect(await seen(true, '10.0.0.5', forged)).toMatchObject({ ip: '198.51.100.1' });
  });
});
