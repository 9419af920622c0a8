// Identity settings derived from the API's configuration: which provider issues the tokens the API
// accepts, for which audience, and how the embedded provider (when it runs) treats the storefront.
import type { Config } from '../../env.ts';

export type IdentityConfig = Pick<
  Config,
  | 'publicApiOrigin'
  | 'CORS_ORIGINS'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_ADMIN_CLIENT_ID'
  | 'STAFF_SESSION_HOURS'
  | 'OIDC_AUDIENCE'
  | 'OIDC_JWKS_URI'
  | 'OIDC_SITE_ORIGINS'
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'SIGN_IN_MAX_FAILURES_PER_ACCOUNT'
  | 'SIGN_IN_MAX_FAILURES_PER_IP'
  | 'SIGN_UPS_PER_IP'
  | 'TRUST_PROXY'
>;

export interface IdentitySettings {
  /** 'embedded': this API runs the provider at `issuer`; 'external': another provider does. */
  mode: 'embedded' | 'external';
  issuer: string;
  /** Path under the API's origin where the embedded provider is mounted ('/oidc'). */
  mountPath: string;
  clientId: string;
  /**
   * The back office's client (decision 051): it signs staff in with `openid profile email admin`, and
   * only staff get `admin`; the storefront's client never does.
   */
  adminClientId: string;
  /** The back office's redirect URIs (`ORIGIN/admin/callback`) and post-logout ones (`ORIGIN/admin/`). */
  adminRedirectUris: string[];
  adminPostLogoutRedirectUris: string[];
  /** How long a staff sign-in lasts from the password (STAFF_SESSION_HOURS); refresh never extends it. */
  staffSessionTtlSeconds: number;
  /** The API identifier: every access token the API accepts names it in `aud`. */
  audience: string;
  /**
   * The embedded provider's userinfo endpoint, the second audience of its access tokens (as hosted
   * providers name theirs), so that a token for the API also reads the profile; undefined otherwise.
   */
  userinfoUrl: string | undefined;
  jwksUri: string | undefined;
  siteOrigins: string[];
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a provider session (the "remember me" cookie) lasts. */
  sessionTtlSeconds: number;
  /** Clock skew allowed when checking exp, nbf and iat: 60 s. */
  clockToleranceSeconds: number;
  signIn: {
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    signUpsPerIp: number;
    windowSeconds: number;
  };
  /** Whether any proxy in front of the API is believed (TRUST_PROXY); which ones, Fastify's trust decides. */
  trustProxy: boolean;
}

export const EMBEDDED_MOUNT_PATH = '/oidc';
/** The embedded provider's userinfo endpoint, under its issuer (the provider's default). */
export const USERINFO_PATH = '/me';

/** Where a provider publishes its OpenID configuration (endpoints, key set). */
export const discoveryUrl = (issuer: string): string =>
  `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

export function identitySettings(config: IdentityConfig): IdentitySettings {
  const siteOrigins =
    config.OIDC_SITE_ORIGINS ?? config.CORS_ORIGINS.map((origin) => origin.replace(/\/+$/, ''));
  const refreshTokenTtlSeconds = config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
  const embeddedIssuer = `${config.publicApiOrigin}${EMBEDDED_MOUNT_PATH}`;
  return {
    mode: config.OIDC_ISSUER ? 'external' : 'embedded',
    issuer: config.OIDC_ISSUER ?? embeddedIssuer,
    mountPath: EMBEDDED_MOUNT_PATH,
    clientId: config.OIDC_CLIENT_ID,
    adminClientId: config.OIDC_ADMIN_CLIENT_ID,
    adminRedirectUris: siteOrigins.map((origin) => `${origin}/admin/callback`),
    adminPostLogoutRedirectUris: siteOrigins.map((origin) => `${origin}/admin/`),
    staffSessionTtlSeconds: config.STAFF_SESSION_HOURS * 60 * 60,
    audience: config.OIDC_AUDIENCE ?? `${config.publicApiOrigin}/api/v1`,
    userinfoUrl: config.OIDC_ISSUER ? undefined : `${embeddedIssuer}${USERINFO_PATH}`,
    jwksUri: config.OIDC_JWKS_URI,
    siteOrigins,
    redirectUris: siteOrigins.map((origin) => `${origin}/callback`),
    postLogoutRedirectUris: siteOrigins.map((origin) => `${origin}/`),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds,
    sessionTtlSeconds: refreshTokenTtlSeconds,
    clockToleranceSeconds: 60,
    signIn: {
      maxFailuresPerAccount: config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: config.SIGN_IN_MAX_FAILURES_PER_IP,
      signUpsPerIp: config.SIGN_UPS_PER_IP,
      windowSeconds: 15 * 60,
    },
    trustProxy: Boolean(config.TRUST_PROXY),
  };
}
