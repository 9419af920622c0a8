// The embedded provider's userinfo endpoint for its own access tokens. Those tokens are JWTs for the
// API that also name userinfo as their audience and carry the grant's OpenID scopes (provider.ts), as
// hosted providers' tokens do; oidc-provider itself answers userinfo only for tokens without any
// audience, which it issues only when no resource is asked for, and the storefront always gets tokens
// for the API. So the API answers userinfo for them: the same checks as for an API call (signature,
// issuer, lifetime), with userinfo as the audience, and the claims of the token's OpenID scopes.
import { AppError } from '../../errors.ts';
import type { AccountStore } from './accounts.ts';
import type { KeyRing } from './keys.ts';
import { accountClaims, OIDC_CLAIMS } from './provider.ts';
import type { IdentitySettings } from './settings.ts';
import { createTokenVerifier } from './verify.ts';

export interface UserinfoAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The WWW-Authenticate challenge of a refusal. */
  challenge?: string;
}

const refusal = (status: number, error: string, description: string): UserinfoAnswer => ({
  status,
  body: { error, error_description: description },
  challenge: `Bearer realm="userinfo", error="${error}", error_description="${description}"`,
});

export function createUserinfo(options: {
  settings: IdentitySettings;
  keyring: KeyRing;
  accounts: Pick<AccountStore, 'findById' | 'sessionsEndedAt'>;
}) {
  const { settings } = options;
  const audience = settings.userinfoUrl;
  const verifier = audience
    ? createTokenVerifier({ ...settings, audience }, { keyring: options.keyring, accounts: options.accounts })
    : undefined;

  return {
    /** Whether `token` is one this endpoint answers itself (a JWT); others go to the provider. */
    handles: (token: string): boolean => !!verifier && token.split('.').length === 3,

    async answer(token: string): Promise<UserinfoAnswer> {
      if (!verifier) return refusal(401, 'invalid_token', 'invalid token provided');
      let scopes: Set<string>;
      let subject: string;
      try {
        ({ scopes, subject } = await verifier.verify(token));
      } catch (error) {
        if (error instanceof AppError && error.status === 401)
          return refusal(401, 'invalid_token', 'invalid token provided');
        throw error;
      }
      if (!scopes.has('openid'))
        return refusal(403, 'insufficient_scope', 'access token missing openid scope');
      const account = await options.accounts.findById(subject);
      if (!account) return refusal(401, 'invalid_token', 'invalid token provided');
      const all = accountClaims(account);
      const released = new Set([...scopes].flatMap((scope) => OIDC_CLAIMS[scope] ?? []));
      const body = Object.fromEntries(
        Object.entries(all).filter(([claim, value]) => released.has(claim) && value !== undefined),
      );
      return { status: 200, body };
    },
  };
}

export type Userinfo = ReturnType<typeof createUserinfo>;
