// The API's configuration, validated once at start. A bad value stops the process with a message
// that names the variable, instead of failing later on the first request that needs it.
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_ADMIN_CLIENT_ID } from '../contract/admin/rules.ts';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Which proxies in front of the API are believed about the visitor (X-Forwarded-For, -Proto and -Host;
 * decision 150): none (false); that many proxies, the last addresses of X-Forwarded-For being theirs (a
 * number); the proxies at these addresses and ranges (a list); every hop (true, development only).
 */
export type TrustProxy = boolean | number | readonly string[];

/** The names of address ranges the proxy list takes beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (item: string): boolean => {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/** The two forms of TRUST_PROXY that are safe behind a proxy, as the error messages name them. */
export const TRUST_PROXY_FORMS =
  'the number of proxies in front of the API (TRUST_PROXY=1 behind one load balancer) or their ' +
  'addresses and ranges (TRUST_PROXY=10.0.0.0/8,192.0.2.7)';

const MAX_PROXY_HOPS = 10;

const trustProxySetting = z
  .string()
  .trim()
  .toLowerCase()
  .default('false')
  .transform((value, context): TrustProxy => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      if (Number(value) <= MAX_PROXY_HOPS) return Number(value);
      context.addIssue({ code: 'custom', message: `TRUST_PROXY counts at most ${MAX_PROXY_HOPS} proxies` });
      return z.NEVER;
    }
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const wrong = items.find((item) => !isProxyAddress(item));
    if (items.length > 0 && wrong === undefined) return items;
    context.addIssue({
      code: 'custom',
      message:
        `TRUST_PROXY must be false, ${TRUST_PROXY_FORMS}; "${wrong ?? value}" is neither a number nor an ` +
        'address or range (CIDR, or loopback, linklocal, uniquelocal)',
    });
    return z.NEVER;
  });

/** A demo account's switch: true or false when set, undefined when left to NODE_ENV (loadConfig). */
const demoSwitch = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** JSON lines, readable coloured lines, or `auto`: readable when standard output is a terminal. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** PostgreSQL connection string. When empty, the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * The embedded database's page cache (shared_buffers), in megabytes. It grows into the process's memory
   * as pages are read and is never given back; PostgreSQL's default is 128 (decision 118).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** Local state: the embedded database, generated media and the built site. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin under which the API serves /media (absolute image URLs in responses). */
  PUBLIC_API_ORIGIN: z.string().url().optional(),
  /** Origins allowed by CORS, comma separated. */
  CORS_ORIGINS: csv.default(['http://localhost:4321', 'http://127.0.0.1:4321']),
  /** Seed the demo catalogue when the catalogue is empty. */
  SEED_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Render the catalogue's illustrations into DATA_DIR/media at start. */
  GENERATE_MEDIA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  // ── Media storage (decision 144) ───────────────────────────────────────────────────────────────
  /** `disk` (DATA_DIR/media, served by the API at /media/) or `s3`, any S3-compatible object store. */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /**
   * Where `/media/<key>` is public. With `s3`: the bucket's URL, or a CDN in front of it (required). With
   * `disk`: the API's own origin when unset, or an origin that forwards `/media/*` to the API, such as the
   * site's (decision 127).
   */
  MEDIA_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'MEDIA_PUBLIC_URL must be an http(s) URL' })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The store's address for anything but AWS (https://<account>.r2.cloudflarestorage.com, MinIO's…). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
  /** `endpoint/bucket/key` addresses, as most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Credentials; unset, the SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /**
   * The proxies in front of the API whose X-Forwarded-* are believed: the visitor's address for the
   * per-address limits, and HTTPS for the sign-in cookies (decision 150). `false`, a number of proxies,
   * or their addresses and ranges; `true` (every hop) only in development.
   */
  TRUST_PROXY: trustProxySetting,
  // ── Slow clients: how long a request may take to arrive (decision 152) ──────────────────────────
  /** Seconds for a request's headers to arrive. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * A request body must arrive within this many seconds, plus one second for every
   * HTTP_BODY_MIN_KB_PER_SECOND kilobytes it announces; past that the answer is 408.
   */
  HTTP_BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  HTTP_BODY_MIN_KB_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000).default(8),
  /** Seconds for a whole request, headers and body, however large: what bounds the largest upload. */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /** Seconds a connection may stay silent both ways while a request or its answer is under way. */
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** max-age, in seconds, for cacheable catalogue responses. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Public catalogue answers kept in memory, at most this many (0 turns the in-process cache off; decision 115). */
  RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(4_000),
  /** …and at most this many megabytes of answers (sized so that a full cache leaves memory flat, decision 128). */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(16),
  /** The catalogue version is re-read at least this often (ms), whatever change notices arrive. */
  RESPONSE_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),

  // ── Leads: consultation requests, contact messages, their e-mails and the chat link ──────────
  /** SMTP server as a URL (smtp://user:pass@host:587, smtps://… for TLS). Wins over SMTP_HOST and friends. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional()),
  /** SMTP server by parts. With neither SMTP_URL nor SMTP_HOST, e-mails are written to MAIL_DIR instead. */
  SMTP_HOST: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  SMTP_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** The From header of every e-mail; its domain also names the Message-IDs. */
  MAIL_FROM: z.string().min(3).default('Aangan Interiors <hello@example.in>'),
  /** Where new consultation requests and contact messages are sent. */
  BUSINESS_EMAIL: z.email().default('hello@example.in'),
  /** The name the e-mails speak for. */
  BUSINESS_NAME: z.string().min(1).default('Aangan Interiors'),
  /** The chat number, with country code (DEMO VALUE: the site's demo number). */
  BUSINESS_WHATSAPP_NUMBER: z
    .string()
    .regex(
      /^\+?[\d -]{10,18}$/,
      'BUSINESS_WHATSAPP_NUMBER must be a phone number with country code, e.g. +91 98765 43210',
    )
    .default('+91 98765 43210'),
  /**
   * The shop's GSTIN, printed on every tax invoice; its first two digits are the shop's state, which
   * decides CGST and SGST or IGST (DEMO VALUE: a made-up Telangana GSTIN with a valid check character).
   */
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'BUSINESS_GSTIN must be a 15-character GSTIN')
    .default('36AAKFA4821M1Z9'),
  /** The shop's registered address on the invoice, lines separated by "|" (DEMO VALUE). */
  BUSINESS_ADDRESS: z
    .string()
    .min(3)
    .default('Plot 42, Road No. 36|Jubilee Hills|Hyderabad, Telangana 500033'),
  /** Cash on delivery is offered for orders up to this total, in whole rupees. */
  COD_MAX_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  /**
   * Razorpay (decision 125): online payment is offered only when the key id and secret are set. Test keys
   * (rzp_test_…) take test payments; live keys (rzp_live_…) take real money. The webhook secret is the one
   * set on the webhook in Razorpay's dashboard.
   */
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_\w+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8).optional(),
  /** Razorpay's API and its Checkout script; changed only to point at a stand-in in tests. */
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s) URL' })
    .default('https://api.razorpay.com')
    .transform((value) => value.replace(/\/+$/, '')),
  RAZORPAY_CHECKOUT_URL: z
    .url({ protocol: /^https?$/, error: 'RAZORPAY_CHECKOUT_URL must be an http(s) URL' })
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  /** How long an order awaiting online payment holds its stock, in minutes. */
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** The most pieces one order may hold until it is paid: what one checkout can keep from other shoppers. */
  ORDER_UNPAID_UNITS_MAX: z.coerce.number().int().min(1).max(300).default(30),
  /** How long online payment is not offered after Razorpay failed to open three payments running. */
  ONLINE_PAYMENT_PAUSE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * How long a refund Razorpay never answered for (a crash, a timeout) waits before the background worker
   * looks it up and, when Razorpay does not have it, asks again (decision 163). Keep it longer than a
   * refund call can take (15 seconds), so that a call still under way is never asked for twice.
   */
  REFUND_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Orders placed per client IP per minute. */
  ORDERS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * The largest discount, as a share of a design quote's value before it, that sales may send; a larger
   * one needs the owner (permission projects:discount).
   */
  QUOTE_DISCOUNT_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  /** Bookings each consultation slot takes. */
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(1000).default(3),
  /** Consultation and contact submissions per client IP per minute, per route. */
  LEADS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** How often the outbox worker looks for e-mails to send (it is also woken by each new lead). */
  /** How long a signed-in customer's cart lies untouched before its one reminder (decision 207). */
  CART_REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** How long a worker holds a message it is sending before another may try; longer than a send can take. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** Where e-mails are written as .eml files when no SMTP server is configured. Default: DATA_DIR/mail. */
  MAIL_DIR: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),

  // ── Identity and accounts: the embedded OpenID provider, or an external one, and API tokens ─────
  // See docs/identity.md. With OIDC_ISSUER empty the API runs its own provider at PUBLIC_API_ORIGIN/oidc.
  /** An external OpenID provider (Auth0, Keycloak …), exactly as its tokens spell `iss`. Turns the embedded one off. */
  OIDC_ISSUER: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'OIDC_ISSUER must be an http(s) URL' }).optional()),
  /** The storefront's client id at the provider (a public client: code + PKCE, no secret). */
  OIDC_CLIENT_ID: z.string().trim().min(1).default('aangan-storefront'),
  /** The API identifier: the audience of access tokens. Default: PUBLIC_API_ORIGIN + /api/v1. */
  OIDC_AUDIENCE: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  /** An external provider's key set, when its discovery document should not be asked. */
  OIDC_JWKS_URI: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.url({ error: 'OIDC_JWKS_URI must be a URL' }).optional()),
  /** Origins of the storefront, comma separated: each gets /callback and / as redirect URIs. Default: CORS_ORIGINS. */
  OIDC_SITE_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((item) => item.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .transform((value) => (value && value.length > 0 ? value : undefined)),
  /** Lifetime of access tokens, in seconds (at most 10 minutes). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(600).default(600),
  /** Absolute lifetime of a sign-in's refresh tokens, in days; rotation does not extend it. */
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Failed sign-ins allowed per account, and per client IP, in each 15-minute window. */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  SIGN_IN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Accounts that may be created, and password-reset e-mails requested, per client IP in each 15-minute window. */
  SIGN_UPS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Create the documented demo customer (embedded provider only) when it does not exist. Unset: only in
   * development (decision 146).
   */
  SEED_DEMO_CUSTOMER: demoSwitch,
  /**
   * An external provider's access-token claim that names the staff role (owner, catalogue, sales or
   * viewer), e.g. "https://shop.example/roles". Empty: the staff table decides (decision 050).
   */
  OIDC_ROLES_CLAIM: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  /** The back office's client id at the provider (a public client: code + PKCE, scopes openid profile email admin). */
  OIDC_ADMIN_CLIENT_ID: z.string().trim().min(1).default(DEFAULT_ADMIN_CLIENT_ID),
  /** How long a staff sign-in lasts, in hours, from the password: refresh never extends it. */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(10),
  /**
   * Create the documented demo owner (embedded provider only) when it does not exist. Unset: only in
   * development (decision 146).
   */
  SEED_DEMO_STAFF: demoSwitch,

  // ── Publishing: the rebuilder reports its builds and picks up "publish now" (decision 053) ──────
  /**
   * The secret the rebuilder sends to the API's internal build endpoints. Unset: those endpoints are
   * off (404) and the rebuilder only polls the catalogue version. `npm start` makes one for its run.
   */
  /**
   * The bearer token of GET /metrics (Prometheus). Unset: no metrics are collected and the call does not
   * exist (404).
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  REBUILDER_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().min(16, 'REBUILDER_TOKEN must be at least 16 characters').optional()),

  // ── Write limits: per customer and per client IP, counted in the database (server/limits/) ─────
  /** Design projects one customer may open per day, and changes to their projects per hour. */
  PROJECTS_PER_CUSTOMER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  PROJECT_UPDATES_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Reviews one customer may write (or rewrite) per day. */
  REVIEWS_PER_CUSTOMER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Wishlist additions and removals per customer per minute. */
  WISHLIST_CHANGES_PER_CUSTOMER_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Profile saves per customer per hour. */
  PROFILE_UPDATES_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** All of the above together, per client IP per minute, whoever is signed in. */
  ACCOUNT_WRITES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Back-in-stock requests per client IP per hour, and confirmation e-mails per address per day. */
  STOCK_ALERTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Coupon codes a client IP may try per hour that turn out unknown (decision 202): guessing is slow. */
  COUPON_MISSES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  STOCK_ALERTS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Product views recorded per client IP per minute (each visitor counts once per product per day). */
  PRODUCT_VIEWS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
});

type DemoSwitches = 'SEED_DEMO_CUSTOMER' | 'SEED_DEMO_STAFF';

export type Config = Omit<z.infer<typeof ConfigSchema>, DemoSwitches> & {
  publicApiOrigin: string;
} & Record<DemoSwitches, boolean>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // A blank line in .env (`PUBLIC_API_ORIGIN=`, as .env.example has them) means "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim() !== ''));
  const parsed = ConfigSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (!config.RAZORPAY_KEY_ID !== !config.RAZORPAY_KEY_SECRET) {
    throw new Error(
      'Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both for online payment, or neither',
    );
  }
  // Believing every hop lets a visitor name its own address and pass every per-address limit; only a
  // developer's own machine may (decision 150).
  if (config.TRUST_PROXY === true && config.NODE_ENV !== 'development') {
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: true believes every address a visitor puts in ' +
        `X-Forwarded-For, so any visitor can pass the per-address limits; set ${TRUST_PROXY_FORMS}`,
    );
  }
  if (config.HTTP_HEADERS_TIMEOUT_SECONDS > config.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_SECONDS: at most HTTP_REQUEST_TIMEOUT_SECONDS, ' +
        'which counts the headers too',
    );
  }
  if (config.MEDIA_STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'MEDIA_PUBLIC_URL'] as const).filter((name) => !config[name]);
    if (missing.length > 0)
      throw new Error(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required with MEDIA_STORAGE=s3`).join('\n')}`,
      );
  }
  // A loopback or wildcard address is shown as localhost: the name browsers and the README use.
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.HOST) ? 'localhost' : config.HOST;
  const publicApiOrigin = (config.PUBLIC_API_ORIGIN ?? `http://${shownHost}:${config.PORT}`).replace(
    /\/+$/,
    '',
  );
  // The demo accounts' passwords are printed in the README: outside development they exist only when
  // asked for by name (decision 146).
  const development = config.NODE_ENV === 'development';
  return {
    ...config,
    publicApiOrigin,
    SEED_DEMO_CUSTOMER: config.SEED_DEMO_CUSTOMER ?? development,
    SEED_DEMO_STAFF: config.SEED_DEMO_STAFF ?? development,
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What the person starting the API should know (logged at start, outside development): its transport
 * security, and demo accounts asked for by name. Sign-in cookies and tokens must travel over HTTPS; the API
 * itself speaks plain HTTP, so TLS ends at a proxy, which TRUST_PROXY must believe for the provider to see
 * HTTPS requests (and mark its cookies Secure) and for the limits to see visitors' addresses. A loopback
 * origin is this machine only.
 */
export function configWarnings(config: Config): string[] {
  if (config.NODE_ENV === 'development') return [];
  return [...transportWarnings(config), ...demoAccountWarnings(config)];
}

/**
 * Sign-in cookies and tokens must travel over HTTPS; the API itself speaks plain HTTP, so TLS ends at a
 * proxy, which TRUST_PROXY must trust for the provider to see HTTPS requests (and mark its cookies
 * Secure) and for the limits to see visitors' addresses. A loopback origin is this machine only.
 */
function transportWarnings(config: Config): string[] {
  const origin = new URL(config.publicApiOrigin);
  if (origin.protocol === 'http:' && !LOOPBACK.has(origin.hostname)) {
    return [
      `PUBLIC_API_ORIGIN is ${config.publicApiOrigin}, plain HTTP: sign-in cookies and tokens travel ` +
        'unencrypted. Serve the API over HTTPS and set PUBLIC_API_ORIGIN to its https:// address; behind a ' +
        `proxy or load balancer that ends TLS, also set TRUST_PROXY to ${TRUST_PROXY_FORMS}, so that the ` +
        'sign-in cookies are marked Secure and the visitors’ own addresses are counted by the limits.',
    ];
  }
  if (origin.protocol === 'https:' && !config.TRUST_PROXY) {
    return [
      `PUBLIC_API_ORIGIN is ${config.publicApiOrigin}, but TRUST_PROXY is off. The API speaks plain ` +
        `HTTP, so TLS ends at a proxy in front of it: set TRUST_PROXY to ${TRUST_PROXY_FORMS}, or the ` +
        'provider sees every request as plain HTTP, its sign-in cookies are not marked Secure, and every ' +
        'visitor shares the proxy’s address in the limits.',
    ];
  }
  return [];
}

/**
 * A demo account asked for outside development (decision 146): anyone who has read the README can sign
 * in with it. Said at every start, for as long as the setting stays. An external provider has none.
 */
function demoAccountWarnings(config: Config): string[] {
  if (config.OIDC_ISSUER) return [];
  const warn = (variable: string, who: string) =>
    `${variable} is on outside development (NODE_ENV=${config.NODE_ENV}): ${who} signs in with the ` +
    'password printed in the README, so anyone can. Never for a real shop: remove the setting, and the ' +
    'account is disabled at the next start.';
  return [
    ...(config.SEED_DEMO_STAFF ? [warn('SEED_DEMO_STAFF', 'the demo owner of the back office')] : []),
    ...(config.SEED_DEMO_CUSTOMER ? [warn('SEED_DEMO_CUSTOMER', 'the demo customer')] : []),
  ];
}
