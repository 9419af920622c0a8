// The schema of the site's configuration, validated when the site is built (astro.config.mjs) and by
// src/lib/env.ts outside the browser. Everything here is public: the validated values are inlined
// into browser bundles, so no secret may ever be added to this schema.
import { z } from '../../../contract/zod.ts';

// An empty line in .env (`PUBLIC_BRAND_PHONE=`) means "use the default", not "blank it out".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const text = optional(z.string().trim().min(1));
const url = optional(z.url({ protocol: /^https?$/ }));

/**
 * The identity provider the site signs in with (the account feature's oidc.ts reads these through
 * `env`). Unset, it is the reference API's own provider at the API's origin + /oidc, whose audience is
 * PUBLIC_API_URL. For Auth0 or Keycloak see docs/identity.md.
 */
const OidcEnvSchema = z.object({
  PUBLIC_OIDC_ISSUER: url,
  PUBLIC_OIDC_CLIENT_ID: text,
  /** The back office's client (decision 050); unset, `aangan-admin`, the embedded provider's. */
  PUBLIC_OIDC_ADMIN_CLIENT_ID: text,
  PUBLIC_OIDC_AUDIENCE: text,
  /** Space-separated; add offline_access for providers that issue refresh tokens only then. */
  PUBLIC_OIDC_SCOPE: text,
  /** An organization (org_… id or name) the ID token must belong to, for providers with organizations. */
  PUBLIC_OIDC_ORGANIZATION: text,
});

const SiteEnvSchema = z.object({
  /** The public origin of the built site: canonical URLs and absolute links use it. */
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform(
    (value) => value ?? 'http://localhost:4321',
  ),
  /** Base URL of the interior-design API, up to and including `/api/v1`. */
  PUBLIC_API_URL: optional(z.url({ protocol: /^https?$/ })).transform((value) =>
    (value ?? 'http://localhost:4000/api/v1').replace(/\/+$/, ''),
  ),

  /**
   * The payment provider's origins (decision 125), space-separated: its Checkout script loads, frames and
   * calls from these, so the site's Content-Security-Policy admits them. Unset, Razorpay's.
   */
  PUBLIC_PAYMENT_ORIGINS: optional(z.string().trim()).transform((value) =>
    (value ?? 'https://checkout.razorpay.com https://api.razorpay.com https://lumberjack.razorpay.com')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
  ),

  PUBLIC_BRAND_NAME: text,
  PUBLIC_BRAND_LEGAL_NAME: text,
  PUBLIC_BRAND_TAGLINE: text,
  /** Indian number in +91 format; spaces are kept for display. */
  PUBLIC_BRAND_PHONE: optional(
    z
      .string()
      .trim()
      .regex(/^\+91[\d ]{10,14}$/, 'must be a +91 number, e.g. +91 98765 43210'),
  ),
  PUBLIC_BRAND_WHATSAPP: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[\d ]{10,16}$/, 'must be a phone number with country code'),
  ),
  PUBLIC_BRAND_EMAIL: optional(z.email()),
  PUBLIC_BRAND_STREET: text,
  PUBLIC_BRAND_LOCALITY: text,
  PUBLIC_BRAND_CITY: text,
  PUBLIC_BRAND_STATE: text,
  PUBLIC_BRAND_PINCODE: optional(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
  ),
  PUBLIC_BRAND_FACEBOOK_URL: url,
  PUBLIC_BRAND_INSTAGRAM_URL: url,
  PUBLIC_BRAND_TWITTER_URL: url,
  PUBLIC_BRAND_LINKEDIN_URL: url,
});

/** Everything public the build validates: the site's settings and the sign-in settings. */
const PublicEnvSchema = SiteEnvSchema.extend(OidcEnvSchema.shape);
export type PublicEnv = z.infer<typeof PublicEnvSchema>;

export function parsePublicEnv(source: Record<string, unknown>): PublicEnv {
  const parsed = PublicEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site configuration (check .env):\n${problems.join('\n')}`);
  }
  return parsed.data;
}
