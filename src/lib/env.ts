// The site's configuration, validated once when the site is built. Everything here is public:
// Vite inlines `PUBLIC_` variables into browser bundles, so no secret may ever be added to this schema.
import { z } from 'zod';

// An empty line in .env (`PUBLIC_BRAND_PHONE=`) means "use the default", not "blank it out".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const text = optional(z.string().trim().min(1));
const url = optional(z.url({ protocol: /^https?$/ }));

export const PublicEnvSchema = z.object({
  /** The public origin of the built site: canonical URLs and absolute links use it. */
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform(
    (value) => value ?? 'http://localhost:4321',
  ),
  /** Base URL of the interior-design API, up to and including `/api/v1`. */
  PUBLIC_API_URL: optional(z.url({ protocol: /^https?$/ })).transform((value) =>
    (value ?? 'http://localhost:4000/api/v1').replace(/\/+$/, ''),
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
export type PublicEnv = z.infer<typeof PublicEnvSchema>;

export function parsePublicEnv(source: Record<string, unknown>): PublicEnv {
  const parsed = PublicEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site configuration (check .env):\n${problems.join('\n')}`);
  }
  return parsed.data;
}

// Under Vite (astro build, the browser, Vitest) the values come from import.meta.env; the plain-Node
// scripts that import the API client have no import.meta.env and read the process environment.
const source: Record<string, unknown> = import.meta.env ?? process.env;

export const env: PublicEnv = parsePublicEnv(source);
