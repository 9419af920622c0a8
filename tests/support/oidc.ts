// Drives the embedded OpenID provider through `app.inject` the way a browser and the storefront would:
// authorize with PKCE, post the interaction forms, open the link of the confirmation e-mail, follow the
// redirects, exchange the code. Use `signUpCustomer` for a fresh customer with tokens, or `signIn` for
// an existing account. E-mails are read from the outbox of the app's database (`registerMailbox`,
// which createTestApp calls).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SIGN_IN_SCOPE } from '../../contract/account.ts';
import type { Database } from '../../server/db/client.ts';
import type { OutgoingEmail } from '../../server/outbox/outbox.ts';

/** The test app's configuration: PUBLIC_API_ORIGIN http://api.test and the default site origin. */
export const TEST_HOST = 'api.test';
export const TEST_ISSUER = `http://${TEST_HOST}/oidc`;
export const TEST_CLIENT_ID = 'aangan-storefront';
export const TEST_REDIRECT_URI = 'http://localhost:4321/callback';
export const TEST_AUDIENCE = `http://${TEST_HOST}/api/v1`;
/** The back office's client and its redirect URI (decision 051). */
export const TEST_ADMIN_CLIENT_ID = 'aangan-admin';
export const TEST_ADMIN_REDIRECT_URI = 'http://localhost:4321/admin/callback';
/** What the back office asks for. */
export const TEST_ADMIN_SCOPE = 'openid profile email admin';
/** Authorization options of a back-office sign-in. */
export const ADMIN_SIGN_IN: AuthorizeOptions = {
  clientId: TEST_ADMIN_CLIENT_ID,
  redirectUri: TEST_ADMIN_REDIRECT_URI,
  scope: TEST_ADMIN_SCOPE,
};

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  scope?: string;
  token_type: string;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Cookies across requests, as a browser keeps them (paths ignored: the tests talk to one host). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

// ── The mailbox: what the app's outbox holds ──────────────────────────────────────────────────────

const mailboxes = new WeakMap<FastifyInstance, Database>();

/** Lets the helpers below read the e-mails `app` queues (createTestApp does this for every test app). */
export function registerMailbox(app: FastifyInstance, database: Database): void {
  mailboxes.set(app, database);
}

export interface QueuedMail extends OutgoingEmail {
  topic: string;
}

/** Every e-mail queued to `address` (any case), oldest first. */
export async function mailsTo(app: FastifyInstance, address: string): Promise<QueuedMail[]> {
  const database = mailboxes.get(app);
  if (!database) throw new Error('No mailbox for this app: build it with createTestApp, or registerMailbox.');
  const rows = await database.execute(
    `SELECT topic, payload FROM outbox WHERE lower(payload->>'to') = lower($1) ORDER BY created_at, id`,
    [address],
  );
  return rows.map((row) => ({ topic: String(row.topic), ...(row.payload as OutgoingEmail) }));
}

/** The link of the newest confirmation e-mail to `address`, as a path for `inject`. */
export async function confirmationLink(app: FastifyInstance, address: string): Promise<string> {
  const mails = (await mailsTo(app, address)).filter(
    (mail) => mail.topic === 'identity.sign_up_confirmation',
  );
  const link = /http:\/\/[^\s]+\/confirm\?token=[\w-]+/.exec(mails.at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation e-mail to ${address}`);
  return pathOf(link);
}

/** A path (with query) of an absolute or relative Location, for `inject`. */
export const pathOf = (location: string): string => {
  const url = new URL(location, `http://${TEST_HOST}`);
  return `${url.pathname}${url.search}`;
};

export interface AuthorizeOptions {
  scope?: string;
  redirectUri?: string;
  clientId?: string;
  state?: string;
  /** Overrides of the authorization request's parameters; undefined removes one. */
  params?: Record<string, string | undefined>;
  pkce?: Pkce;
}

export function authorizeUrl(options: AuthorizeOptions = {}): { url: string; pkce: Pkce; state: string } {
  const pair = options.pkce ?? pkce();
  const state = options.state ?? randomBytes(8).toString('hex');
  const params: Record<string, string | undefined> = {
    client_id: options.clientId ?? TEST_CLIENT_ID,
    response_type: 'code',
    redirect_uri: options.redirectUri ?? TEST_REDIRECT_URI,
    scope: options.scope ?? SIGN_IN_SCOPE,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pair.challenge,
    code_challenge_method: 'S256',
    ...options.params,
  };
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { url: `/oidc/auth?${query}`, pkce: pair, state };
}

export class Browser {
  readonly jar = new CookieJar();
  readonly app: FastifyInstance;
  readonly ip: string;

  constructor(app: FastifyInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  async get(path: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      headers: { host: TEST_HOST, cookie: this.jar.header() },
      remoteAddress: this.ip,
    });
    this.jar.take(response);
    return response;
  }

  async post(path: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: TEST_HOST,
        cookie: this.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(form).toString(),
      remoteAddress: this.ip,
    });
    this.jar.take(response);
    return response;
  }

  /** Starts a sign-in and returns the interaction page's path. */
  async startAuthorization(options: AuthorizeOptions = {}) {
    const request = authorizeUrl(options);
    const response = await this.get(request.url);
    if (response.statusCode !== 303 || !response.headers.location) {
      throw new Error(`authorize answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    }
    return { ...request, interaction: pathOf(String(response.headers.location)) };
  }

  /** Follows redirects inside the API until one leaves it (to the storefront); returns that URL. */
  async followToClient(response: LightMyRequestResponse): Promise<URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || !location) {
        throw new Error(`expected a redirect, got ${current.statusCode}: ${current.body.slice(0, 300)}`);
      }
      const url = new URL(String(location), `http://${TEST_HOST}`);
      if (url.host !== TEST_HOST) return url;
      current = await this.get(`${url.pathname}${url.search}`);
    }
    throw new Error('too many redirects');
  }
}

export async function exchangeCode(
  app: FastifyInstance,
  code: string,
  verifier: string | undefined,
  redirectUri = TEST_REDIRECT_URI,
  clientId = TEST_CLIENT_ID,
): Promise<LightMyRequestResponse> {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
  };
  if (verifier !== undefined) form.code_verifier = verifier;
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function refreshTokens(
  app: FastifyInstance,
  refreshToken: string,
  clientId = TEST_CLIENT_ID,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });
}

/** Completes an authorization whose interaction form was just posted: follows to /callback and exchanges the code. */
export async function complete(
  browser: Browser,
  posted: LightMyRequestResponse,
  verifier: string,
  state: string,
  options: AuthorizeOptions = {},
): Promise<Tokens> {
  const callback = await browser.followToClient(posted);
  if (callback.searchParams.get('state') !== state) throw new Error(`state mismatch at ${callback.href}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code at ${callback.href}`);
  const response = await exchangeCode(
    browser.app,
    code,
    verifier,
    options.redirectUri ?? TEST_REDIRECT_URI,
    options.clientId ?? TEST_CLIENT_ID,
  );
  if (response.statusCode !== 200)
    throw new Error(`token exchange answered ${response.statusCode}: ${response.body}`);
  return response.json() as Tokens;
}

export interface SignUpInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  password?: string;
}

export interface SignedIn {
  tokens: Tokens;
  email: string;
  password: string;
  browser: Browser;
  /** `{ authorization: 'Bearer …' }` for API calls. */
  auth: { authorization: string };
}

/** A client address of its own for each sign-up, so that per-IP limits never join unrelated tests. */
const randomIp = () => `10.${randomBytes(3).join('.')}`;

/**
 * Creates a new account through the sign-up page, confirms its address with the link the e-mail
 * carries (in the same browser, which continues to the sign-in page) and signs in: returns its tokens.
 */
export async function signUpCustomer(
  app: FastifyInstance,
  input: SignUpInput = {},
  options: AuthorizeOptions = {},
): Promise<SignedIn> {
  const browser = new Browser(app, randomIp());
  const email = input.email ?? `customer-${randomBytes(6).toString('hex')}@example.in`;
  const password = input.password ?? `pw-${randomBytes(9).toString('base64url')}`;
  const { interaction, pkce: pair, state } = await browser.startAuthorization(options);
  const posted = await browser.post(`${interaction}/signup`, {
    first_name: input.first_name ?? 'Asha',
    last_name: input.last_name ?? 'Verma',
    email,
    phone: input.phone ?? '',
    password,
  });
  if (posted.statusCode !== 200 || !posted.body.includes('Check your email'))
    throw new Error(`sign-up answered ${posted.statusCode}: ${posted.body.slice(0, 300)}`);
  const confirmed = await browser.get(await confirmationLink(app, email));
  if (confirmed.statusCode !== 200 || !confirmed.body.includes('Welcome back'))
    throw new Error(
      `the confirmation link answered ${confirmed.statusCode}: ${confirmed.body.slice(0, 300)}`,
    );
  const signedIn = await browser.post(`${interaction}/login`, { email, password });
  const tokens = await complete(browser, signedIn, pair.verifier, state, options);
  return { tokens, email, password, browser, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

/** Signs an existing account in through the sign-in page. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: AuthorizeOptions = {},
): Promise<SignedIn> {
  const browser = new Browser(app, randomIp());
  const { interaction, pkce: pair, state } = await browser.startAuthorization(options);
  const posted = await browser.post(`${interaction}/login`, { email, password });
  const tokens = await complete(browser, posted, pair.verifier, state, options);
  return { tokens, email, password, browser, auth: { authorization: `Bearer ${tokens.access_token}` } };
}
