// POST /auth/refresh: exchanges a refresh token at the identity provider's token endpoint for the
// storefront's public client. The site normally refreshes with the provider directly (oidc-client-ts);
// this call exists for clients that only know the API. It adds no privilege: the provider applies the
// same rotation and reuse rules as to a direct call.
import type { FastifyInstance } from 'fastify';
import { TokenDataSchema, type TokenData } from '../../../contract/account.ts';
import { AppError } from '../../errors.ts';
import { discoveryUrl, type IdentitySettings } from './settings.ts';
import { SESSION_EXPIRED_MESSAGE } from './verify.ts';

interface TokenResponse {
  status: number;
  body: unknown;
}

/** The API itself, which answers for the embedded provider in the same process (no network round trip). */
export type InProcess = Pick<FastifyInstance, 'inject'>;

const UNAVAILABLE_MESSAGE = 'Sign-in cannot be renewed right now. Please try again shortly.';

/** The token endpoint an external provider publishes. */
async function fetchTokenEndpoint(issuer: string): Promise<string> {
  const url = discoveryUrl(issuer);
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  const document = (await response.json()) as { token_endpoint?: unknown };
  if (!response.ok || typeof document.token_endpoint !== 'string')
    throw new Error(`No token_endpoint at ${url}`);
  return document.token_endpoint;
}

async function postInProcess(app: InProcess, path: string, form: URLSearchParams): Promise<TokenResponse> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { status: response.statusCode, body: response.json() };
}

async function postRemote(endpoint: string, form: URLSearchParams): Promise<TokenResponse> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/** The provider's answer as the API's: new tokens, or the error a client can act on. */
function answerOf(result: TokenResponse): TokenData {
  if (result.status === 200) {
    const parsed = TokenDataSchema.safeParse(result.body);
    if (parsed.success) return parsed.data;
    throw new AppError('unavailable', 'The identity provider gave an unexpected answer.');
  }
  const error = (result.body as { error?: unknown }).error;
  if (error === 'invalid_grant') {
    throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE, {
      isAuthError: true,
      details: { error: 'invalid_grant' },
    });
  }
  if (result.status >= 500) throw new AppError('unavailable', UNAVAILABLE_MESSAGE);
  throw AppError.badRequest('The refresh token was refused.', { error });
}

export function createRefresher(settings: IdentitySettings) {
  let tokenEndpoint: Promise<string> | undefined;
  const external = (): Promise<string> => {
    tokenEndpoint ??= fetchTokenEndpoint(settings.issuer).catch((error: unknown) => {
      tokenEndpoint = undefined;
      throw error;
    });
    return tokenEndpoint;
  };

  /** New tokens for `refreshToken`; `app` answers for the embedded provider. */
  return async (refreshToken: string, app: InProcess): Promise<TokenData> => {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: settings.clientId,
      refresh_token: refreshToken,
    });
    let result: TokenResponse;
    try {
      result =
        settings.mode === 'embedded'
          ? await postInProcess(app, `${settings.mountPath}/token`, form)
          : await postRemote(await external(), form);
    } catch (error) {
      throw new AppError('unavailable', UNAVAILABLE_MESSAGE, { cause: error });
    }
    return answerOf(result);
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
