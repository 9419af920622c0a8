// Who the visitor is, when proxies stand in front of the API (decision 150). Fastify reads
// X-Forwarded-For, -Proto and -Host through one trust function, made here from TRUST_PROXY; every
// per-address limit reads `request.ip`, which follows it. The embedded OpenID provider (koa) reads the
// same headers itself, so it is handed its requests with those headers settled to what that function
// concluded: both halves of the API see one visitor, one scheme and one host.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../env.ts';

/** Fastify's `trustProxy` for the setting. */
export function trustProxyOption(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  // Fastify refuses a bare hop count, since it cannot tell whether the nearest hop is a proxy at all;
  // the number here is the operator's word that nothing reaches the API but through that many proxies
  // (docs/deploy.md), which is proxy-addr's own rule for a count.
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}

/**
 * Replaces the request's X-Forwarded-For, -Proto and -Host by the visitor's address, scheme and host as
 * the trust function read them, for code that reads those headers itself and believes them whole.
 */
export function settleForwardedHeaders(request: FastifyRequest): void {
  const { ip, protocol, host } = request;
  const headers = request.raw.headers;
  headers['x-forwarded-for'] = ip;
  headers['x-forwarded-proto'] = protocol;
  if (host) headers['x-forwarded-host'] = host;
  else delete headers['x-forwarded-host'];
}
