// The embedded OpenID provider (oidc-provider): two public clients, the storefront and the back office
// (decision 051), using the authorization code flow with PKCE (S256 only), exact redirect URIs and
// rotating refresh tokens; access tokens are short-lived RS256 JWTs for the API. Each client gets its
// own scopes and nothing else: the storefront the customer scopes, the back office `admin`, granted
// only to current staff (routes.ts). Its state lives in the database (adapter.ts), its keys in the key
// ring (keys.ts), its pages in pages.ts.
import Provider, {
  errors,
  type Account,
  type ClientInstance,
  type GrantInstance,
  type ProviderContext,
} from 'oidc-provider';
import { API_SCOPES } from '../../../contract/account.ts';
import { STAFF_SCOPE } from '../../../contract/admin/rules.ts';
import type { Database } from '../../db/client.ts';
import type { AccountStore, IdentityAccount } from './accounts.ts';
import { createDatabaseAdapter } from './adapter.ts';
import { SIGNING_ALG, type KeyRing } from './keys.ts';
import { errorPage, logoutPage, signedOutPage, type PageContext } from './pages.ts';
import type { IdentitySettings } from './settings.ts';

export const AUTHORIZATION_CODE_TTL_SECONDS = 60;
export const INTERACTION_TTL_SECONDS = 60 * 60;

/** The OpenID scopes the embedded provider grants; the API's own scopes are granted beside them. */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'phone'] as const;

/** The OpenID scopes a staff sign-in may carry: who they are, nothing a customer's sign-in reads. */
export const STAFF_OIDC_SCOPES = ['openid', 'profile', 'email'] as const;

/** What one client may be granted: OpenID scopes, and scopes of the API. */
export interface ClientScopes {
  oidc: ReadonlySet<string>;
  api: ReadonlySet<string>;
}

const STOREFRONT_SCOPES: ClientScopes = { oidc: new Set(OIDC_SCOPES), api: new Set(API_SCOPES) };
const STAFF_SCOPES: ClientScopes = { oidc: new Set(STAFF_OIDC_SCOPES), api: new Set([STAFF_SCOPE]) };

/**
 * The scopes `clientId` may be granted: the back office `openid profile email admin`, the storefront
 * the customer's scopes (never `admin`). A scope a client asks for beyond its own is left out.
 */
export const scopesOfClient = (settings: Pick<IdentitySettings, 'adminClientId'>, clientId: string) =>
  clientId === settings.adminClientId ? STAFF_SCOPES : STOREFRONT_SCOPES;

/** The claims each OpenID scope releases, in ID tokens and at userinfo. */
export const OIDC_CLAIMS: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'updated_at'],
  email: ['email', 'email_verified'],
  phone: ['phone_number'],
};

/** Every claim the provider knows about an account. */
export function accountClaims(account: IdentityAccount): Record<string, unknown> {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.email_verified,
    given_name: account.first_name,
    family_name: account.last_name || undefined,
    name: `${account.first_name} ${account.last_name}`.trim(),
    phone_number: account.phone ?? undefined,
    updated_at: account.updated_at,
  };
}

interface JwtAccessToken {
  payload: { aud?: string | string[]; scope?: string; [claim: string]: unknown };
}

/**
 * Access tokens for the API also carry the OpenID scopes of their grant and name the userinfo
 * endpoint as a second audience, as hosted providers' tokens do, so that one token reads the API and
 * the profile (`/oidc/me` is answered by userinfo.ts: the provider itself takes only tokens with no
 * audience there). The API reports only its own scopes as permissions.
 */
function withUserinfoAudience(ctx: ProviderContext | undefined, jwt: JwtAccessToken, userinfoUrl: string) {
  const entities = ctx?.oidc?.entities ?? {};
  const grant = entities.Grant as GrantInstance | undefined;
  const source = (entities.AuthorizationCode ?? entities.RefreshToken) as
    { scopes?: Set<string> } | undefined;
  const asked = typeof ctx?.oidc?.params?.scope === 'string' ? ctx.oidc.params.scope : undefined;
  const requested = asked ? new Set(asked.split(' ')) : source?.scopes;
  if (!grant || !requested) return;
  const openid = grant.getOIDCScopeFiltered(requested).split(' ').filter(Boolean);
  if (!openid.includes('openid')) return;
  const api = (jwt.payload.scope ?? '').split(' ').filter(Boolean);
  jwt.payload.scope = [...openid, ...api].join(' ');
  const audiences = [jwt.payload.aud ?? []].flat();
  jwt.payload.aud = [...audiences.filter((audience) => audience !== userinfoUrl), userinfoUrl];
}

/** Whoever signs in, a friendly sentence instead of the provider's protocol wording. */
function describeError(error: string | undefined, description: string | undefined): string {
  if (description?.includes('redirect_uri')) return 'This sign-in link does not belong to this shop.';
  if (error === 'invalid_client') return 'This sign-in link does not belong to this shop.';
  if (error === 'invalid_request') return 'The sign-in request was incomplete or not valid.';
  if (error === 'session_not_found' || error === 'invalid_grant') return 'This sign-in page has expired.';
  return 'Something went wrong while signing you in.';
}

interface ProviderOptions {
  database: Database;
  settings: IdentitySettings;
  keyring: KeyRing;
  accounts: AccountStore;
  page: PageContext;
}

/** Seconds since 1970. */
const epochNow = () => Math.floor(Date.now() / 1000);

export function buildProvider({ database, settings, keyring, accounts, page }: ProviderOptions): Provider {
  // The API as a resource server, with the scopes of the client a token is for: the storefront's never
  // include `admin`, the back office's are `admin` alone.
  const resourceServer = (clientId: string | undefined) => ({
    scope: [...scopesOfClient(settings, clientId ?? settings.clientId).api].join(' '),
    audience: settings.audience,
    accessTokenTTL: settings.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: SIGNING_ALG, kid: keyring.signingKid } },
  });
  const isStaffClient = (clientId: unknown) => clientId === settings.adminClientId;
  const staffTtl = settings.staffSessionTtlSeconds;

  const provider = new Provider(settings.issuer, {
    adapter: createDatabaseAdapter(database),
    clients: [
      {
        client_id: settings.clientId,
        client_name: page.brandName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
        id_token_signed_response_alg: SIGNING_ALG,
      },
      {
        // The back office (decision 051): staff sign in here, with `admin` and nothing a customer has.
        client_id: settings.adminClientId,
        client_name: `${page.brandName} back office`,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.adminRedirectUris,
        post_logout_redirect_uris: settings.adminPostLogoutRedirectUris,
        id_token_signed_response_alg: SIGNING_ALG,
        // The OpenID scopes it may ask for; any other (phone, offline_access) is refused.
        scope: STAFF_OIDC_SCOPES.join(' '),
        // A provider session older than a staff sign-in's lifetime asks for the password again.
        default_max_age: staffTtl,
      },
    ],
    jwks: keyring.privateJwks,
    cookies: {
      keys: keyring.cookieSecrets,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    claims: OIDC_CLAIMS,
    scopes: [...OIDC_SCOPES],
    responseTypes: ['code'],
    // The storefront reads the name from the ID token; it has no use for the userinfo round trip.
    conformIdTokenClaims: false,
    clockTolerance: 15,
    // The back office never reuses a grant from an earlier sign-in: every staff authorization passes
    // through the interaction, which grants `admin` only to current staff (routes.ts).
    async loadExistingGrant(ctx: ProviderContext) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ??
        (isStaffClient(oidc.client?.clientId) ? undefined : oidc.session?.grantIdFor(oidc.client!.clientId));
      return grantId ? oidc.provider.Grant.find(grantId) : undefined;
    },
    async findAccount(_ctx: ProviderContext, sub: string): Promise<Account | undefined> {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => accountClaims(account) };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: ProviderContext, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(page, form);
        },
        async postLogoutSuccessSource(ctx: ProviderContext) {
          ctx.type = 'html';
          ctx.body = signedOutPage(page);
        },
      },
      resourceIndicators: {
        enabled: true,
        // The storefront does not send `resource`: every token it gets is for the API.
        async defaultResource() {
          return settings.audience;
        },
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx: ProviderContext, resource: string, client?: ClientInstance) {
          if (resource !== settings.audience) throw new errors.InvalidTarget();
          return resourceServer(client?.clientId);
        },
      },
    },
    formats: {
      customizers: {
        async jwt(ctx: ProviderContext | undefined, _token: unknown, jwt: JwtAccessToken) {
          if (settings.userinfoUrl) withUserinfoAudience(ctx, jwt, settings.userinfoUrl);
        },
      },
    },
    pkce: { required: () => true },
    // The storefront does not ask for offline_access (it signs in with SIGN_IN_SCOPE) and still gets
    // refresh tokens: every client allowed the refresh_token grant gets one (docs/identity.md).
    async issueRefreshToken(_ctx: ProviderContext, client: ClientInstance) {
      return client.grantTypeAllowed('refresh_token');
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: settings.accessTokenTtlSeconds,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
      IdToken: settings.accessTokenTtlSeconds,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: settings.sessionTtlSeconds,
      Grant(_ctx: ProviderContext, grant?: { clientId?: string }) {
        return isStaffClient(grant?.clientId) ? staffTtl : settings.refreshTokenTtlSeconds;
      },
      // A rotated refresh token inherits what is left of its predecessor's life: the absolute lifetime
      // of a sign-in is fixed when it starts, however often the site refreshes. A staff sign-in lasts
      // STAFF_SESSION_HOURS from the moment the password was typed (a working day).
      RefreshToken(ctx: ProviderContext, token?: { authTime?: number }, client?: ClientInstance) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken as { remainingTTL?: number } | undefined;
        if (rotated?.remainingTTL) return rotated.remainingTTL;
        if (!isStaffClient(client?.clientId)) return settings.refreshTokenTtlSeconds;
        const signedInAt = typeof token?.authTime === 'number' ? token.authTime : epochNow();
        return Math.max(1, Math.min(staffTtl, staffTtl - (epochNow() - signedInAt)));
      },
    },
    interactions: {
      url: (_ctx: ProviderContext, interaction: { uid: string }) =>
        `${new URL(settings.issuer).pathname.replace(/\/$/, '')}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx: ProviderContext, origin: string) => settings.siteOrigins.includes(origin),
    async renderError(ctx: ProviderContext, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage(page, describeError(out.error, out.error_description), out.error_description);
    },
    enabledJWA: {
      idTokenSigningAlgValues: [SIGNING_ALG],
      requestObjectSigningAlgValues: [SIGNING_ALG],
      userinfoSigningAlgValues: [SIGNING_ALG],
    },
  });
  // koa believes X-Forwarded-* whole when this is on; the identity routes settle those headers to what
  // the API's own trust setting read from them before any request reaches the provider (routes.ts).
  provider.proxy = settings.trustProxy;
  return provider;
}

/**
 * The provider of this replica, rebuilt when the key ring changes (a rotation published or activated
 * a key), so that every replica follows a rotation within a minute without a restart.
 */
export function createProviderHost(options: ProviderOptions) {
  let current: { fingerprint: string; provider: Provider } | undefined;
  return {
    async get(): Promise<Provider> {
      await options.keyring.ready();
      const fingerprint = options.keyring.fingerprint;
      if (!current || current.fingerprint !== fingerprint) {
        current = { fingerprint, provider: buildProvider(options) };
      }
      return current.provider;
    },
  };
}
export type ProviderHost = ReturnType<typeof createProviderHost>;
