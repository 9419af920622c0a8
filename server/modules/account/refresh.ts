// POST /auth/refresh: exchanges a refresh token at the identity provider's token endpoint for the
// storefront's public client. The site normally refreshes with the provider directly (oidc-client-ts);
// this call exists for clients that only know the API. It adds no privilege: the provider applies the
// same rotation and reuse rules as to a direct call.
import type { FastifyInstance } from 'fastify';
import { TokenDataSchema, type TokenData } from '../../../contract/account.ts';
import { AppError } from '../../errors.ts';
import type { IdentitySettings } from '../../identity/settings.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../identity/verify.ts';

interface TokenResponse {
  status: number;
  body: unknown;
}

export function createRefresher(app: FastifyInstance, settings: IdentitySettings) {
  let tokenEndpoint: Promise<string> | undefined;
  const external = async (): Promise<string> => {
    tokenEndpoint ??= (async () => {
      const url = `${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const document = (await response.json()) as { token_endpoint?: unknown };
      if (!response.ok || typeof document.token_endpoint !== 'string')
        throw new Error(`No token_endpoint at ${url}`);
      return document.token_endpoint;
    })().catch((error: unknown) => {
      tokenEndpoint = undefined;
      throw error;
    });
    return tokenEndpoint;
  };

  const post = async (form: URLSearchParams): Promise<TokenResponse> => {
    if (settings.mode === 'embedded') {
      // The provider runs in this process: ask it without a network round trip.
      const response = await app.inject({
        method: 'POST',
        url: `${settings.mountPath}/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      return { status: response.statusCode, body: response.json() };
    }
    const response = await fetch(await external(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  };

  return async (refreshToken: string): Promise<TokenData> => {
    let result: TokenResponse;
    try {
      result = await post(
        new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: settings.clientId,
          refresh_token: refreshToken,
        }),
      );
    } catch (error) {
      throw new AppError('unavailable', 'Sign-in cannot be renewed right now. Please try again shortly.', {
        cause: error,
      });
    }
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
    if (result.status >= 500)
      throw new AppError('unavailable', 'Sign-in cannot be renewed right now. Please try again shortly.');
    throw AppError.badRequest('The refresh token was refused.', { error });
  };
}
