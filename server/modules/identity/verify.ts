// Checks the bearer tokens the API receives: RS256 only, from the configured issuer, for the API's
// audience, within their lifetime (60 s leeway on exp and nbf), saying when they were issued and not in
// the future (iat, with the same leeway), and naming a subject. The embedded provider's tokens are
// checked against the key ring directly (no HTTP round trip, so tests need no network), and against
// their account: it must still exist, and must not have ended its sessions since the token was issued
// (decision 147). An external provider's are checked against its published key set, cached and
// refetched when a token names a key it has not seen.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError } from '../../errors.ts';
import type { AccountStore } from './accounts.ts';
import { SIGNING_ALG, type KeyRing } from './keys.ts';
import { discoveryUrl, type IdentitySettings } from './settings.ts';

export interface Principal {
  issuer: string;
  subject: string;
  /** Everything the token allows: its scopes, plus a `permissions` claim when the provider sends one. */
  scopes: Set<string>;
  /** The API permissions to report to the client: a `permissions` claim, else the non-OpenID scopes. */
  permissions: string[];
  claims: JWTPayload;
  token: string;
}

/** What is known about a person the API has not seen before, to start their customer record with. */
export interface ProfileHints {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
}

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
  profileHints(principal: Principal): Promise<ProfileHints>;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const INVALID_TOKEN_MESSAGE = 'Your sign-in is not valid. Please sign in again.';

const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'phone', 'address', 'offline_access']);
/** How soon after the last forced reread an unknown key id may cause another. */
const UNKNOWN_KID_REFRESH_MS = 10_000;
const USERINFO_TIMEOUT_MS = 3_000;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function scopesOf(payload: JWTPayload): { scopes: Set<string>; permissions: string[] } {
  const fromScope = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
  const scp = payload.scp;
  const fromScp = Array.isArray(scp)
    ? scp.map(String)
    : typeof scp === 'string'
      ? scp.split(' ').filter(Boolean)
      : [];
  const permissionsClaim = Array.isArray(payload.permissions) ? payload.permissions.map(String) : undefined;
  const scopes = new Set([...fromScope, ...fromScp, ...(permissionsClaim ?? [])]);
  const permissions = permissionsClaim ?? [...scopes].filter((scope) => !OIDC_SCOPES.has(scope));
  return { scopes, permissions };
}

function hintsFromClaims(claims: JWTPayload): ProfileHints {
  const name = text(claims.name);
  const [firstWord, ...rest] = name?.split(/\s+/) ?? [];
  return {
    email: text(claims.email)?.toLowerCase(),
    first_name: text(claims.given_name) ?? firstWord,
    last_name: text(claims.family_name) ?? (rest.length ? rest.join(' ') : undefined),
    phone: text(claims.phone_number),
  };
}

interface KeySource {
  keys: JWTVerifyGetKey;
  /** Refuses a token its provider has since taken back; resolves for one it still stands by. */
  stillValid(subject: string, issuedAt: number): Promise<void>;
  hints(principal: Principal): Promise<ProfileHints>;
}

/**
 * The embedded provider's tokens: checked against the key ring, reread when a token names a key this
 * replica has not seen (another replica's rotation); profiles come from the local accounts.
 */
function embeddedKeySource(
  keyring: KeyRing,
  accounts: Pick<AccountStore, 'findById' | 'sessionsEndedAt'>,
): KeySource {
  let cached: { fingerprint: string; jwks: JWTVerifyGetKey } | undefined;
  let lastForced = 0;
  const local = (): JWTVerifyGetKey => {
    const fingerprint = keyring.fingerprint;
    if (cached?.fingerprint !== fingerprint)
      cached = { fingerprint, jwks: createLocalJWKSet(keyring.publicJwks) };
    return cached.jwks;
  };
  return {
    async keys(header, token) {
      await keyring.ready();
      try {
        return await local()(header, token);
      } catch (error) {
        // A key published by another replica's rotation since this one last looked.
        if (
          !(error instanceof joseErrors.JWKSNoMatchingKey) ||
          Date.now() - lastForced < UNKNOWN_KID_REFRESH_MS
        )
          throw error;
        lastForced = Date.now();
        await keyring.refresh(true);
        return local()(header, token);
      }
    },
    async stillValid(subject, issuedAt) {
      const ended = await accounts.sessionsEndedAt(subject);
      // An account deleted (an erased customer) or signed out everywhere since: `iat` counts whole
      // seconds, so a token of the second in which the sessions ended is refused too.
      if (ended === undefined) throw AppError.unauthorized(INVALID_TOKEN_MESSAGE);
      if (ended !== null && issuedAt < ended) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
    },
    async hints(principal) {
      const account = await accounts.findById(principal.subject);
      if (!account) return hintsFromClaims(principal.claims);
      return {
        email: account.email.toLowerCase(),
        first_name: account.first_name,
        last_name: account.last_name || undefined,
        phone: account.phone ?? undefined,
      };
    },
  };
}

/**
 * An external provider's tokens: checked against its published key set (found through discovery unless
 * configured), cached and refetched when a token names a key it has not seen; a profile comes from the
 * token, or from the userinfo endpoint when the token carries none.
 */
function externalKeySource(settings: IdentitySettings): KeySource {
  let remote: Promise<JWTVerifyGetKey> | undefined;
  let userinfoEndpoint: Promise<string | undefined> | undefined;
  const discovery = async (): Promise<Record<string, unknown>> => {
    const url = discoveryUrl(settings.issuer);
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async keys(header, token) {
      remote ??= (async () => {
        const uri = settings.jwksUri ?? text((await discovery()).jwks_uri);
        if (!uri) throw new Error('The identity provider publishes no jwks_uri');
        return createRemoteJWKSet(new URL(uri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
      })().catch((error: unknown) => {
        remote = undefined;
        throw new AppError('unavailable', 'Sign-in cannot be checked right now. Please try again shortly.', {
          cause: error,
        });
      });
      return (await remote)(header, token);
    },
    // The provider ends its own sessions; its tokens live as long as it made them.
    async stillValid() {},
    async hints(principal) {
      const fromToken = hintsFromClaims(principal.claims);
      if (fromToken.email) return fromToken;
      // Access tokens of most providers carry no profile: ask the userinfo endpoint once, on first sight.
      userinfoEndpoint ??= discovery()
        .then((document) => text(document.userinfo_endpoint))
        .catch(() => undefined);
      const endpoint = await userinfoEndpoint;
      if (!endpoint) return fromToken;
      try {
        const response = await fetch(endpoint, {
          headers: { authorization: `Bearer ${principal.token}` },
          signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
        });
        if (!response.ok) return fromToken;
        const info = (await response.json()) as JWTPayload;
        if (info.sub !== principal.subject) return fromToken;
        return {
          ...hintsFromClaims(info),
          ...Object.fromEntries(Object.entries(fromToken).filter(([, v]) => v)),
        };
      } catch {
        return fromToken;
      }
    },
  };
}

/** The embedded provider's key ring and accounts; needed (only) when the API runs the provider itself. */
export interface EmbeddedKeys {
  keyring: KeyRing;
  accounts: Pick<AccountStore, 'findById' | 'sessionsEndedAt'>;
}

export function createTokenVerifier(settings: IdentitySettings, embedded?: EmbeddedKeys): TokenVerifier {
  const options = {
    issuer: settings.issuer,
    audience: settings.audience,
    algorithms: [SIGNING_ALG],
    clockTolerance: settings.clockToleranceSeconds,
    requiredClaims: ['sub', 'exp', 'iat'],
  };
  if (settings.mode === 'embedded' && !embedded) {
    throw new Error('The embedded provider needs its key ring and accounts to check tokens');
  }
  const source =
    settings.mode === 'embedded' && embedded
      ? embeddedKeySource(embedded.keyring, embedded.accounts)
      : externalKeySource(settings);

  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, source.keys, options));
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
        throw AppError.unauthorized(INVALID_TOKEN_MESSAGE);
      }
      // jose checks iat only against a maximum age: a token "issued" in the future would live longer
      // than any token the provider issues, so one stamped beyond the clock skew is refused too.
      const issuedAt = payload.iat!;
      if (issuedAt > Math.floor(Date.now() / 1000) + settings.clockToleranceSeconds)
        throw AppError.unauthorized(INVALID_TOKEN_MESSAGE);
      const subject = text(payload.sub);
      if (!subject) throw AppError.unauthorized(INVALID_TOKEN_MESSAGE);
      await source.stillValid(subject, issuedAt);
      const { scopes, permissions } = scopesOf(payload);
      return { issuer: settings.issuer, subject, scopes, permissions, claims: payload, token };
    },
    profileHints: (principal) => source.hints(principal),
  };
}
