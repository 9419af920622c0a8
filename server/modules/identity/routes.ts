// Mounts the embedded OpenID provider under /oidc on the API, with its interaction pages: sign in,
// create an account (confirmed by a link in an e-mail before it can sign in), forgot and reset
// password. With an external provider configured (OIDC_ISSUER) none of this runs.
//
// The forms need no JavaScript and are safe against cross-site posts: every step is tied to the
// interaction, whose id is in the URL and in a SameSite=Lax, path-scoped, signed cookie that a
// cross-site form post does not carry. The reset form is guarded by its one-time token instead.
import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { InteractionDetails, Provider, RequestHandler } from 'oidc-provider';
import { passwordRule, SignUpSchema, type IdentityAccount } from './accounts.ts';
import type { EmbeddedIdentity } from './embedded.ts';
import {
  checkEmailPage,
  CONFIRMED_NOTICE,
  confirmationExpiredPage,
  confirmedPage,
  errorPage,
  forgotPage,
  noBackOfficeAccessPage,
  pagePolicy,
  resetPage,
  signInPage,
  signUpPage,
  unconfirmedMessage,
  unconfirmedWaitMessage,
  type FieldErrors,
  type PageContext,
} from './pages.ts';
import { settleForwardedHeaders } from '../../http/client-address.ts';
import { secureRawResponse, type SecurityHeaders } from '../../http/security-headers.ts';
import { scopesOfClient, type ProviderHost } from './provider.ts';
import { USERINFO_PATH, type IdentitySettings } from './settings.ts';

export interface IdentityRoutesOptions {
  identity: EmbeddedIdentity;
  /** The API's protective headers, for the answers the provider writes itself. */
  headers: SecurityHeaders;
}

export const SIGN_IN_FAILED_MESSAGE = 'The email address or password is incorrect.';
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * E-mails of one kind (sign-up, reset, confirmation) one address may be sent per limit window: enough
 * for a typo or a slow inbox, too few to flood one.
 */
const EMAILS_PER_ADDRESS = 3;

type Form = Record<string, string | string[] | undefined>;
const field = (body: unknown, name: string): string => {
  const value = (body as Form | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const tooMany = (seconds: number, what: string) =>
  `Too many ${what}. Please try again in ${minutes(seconds)} minute${minutes(seconds) === 1 ? '' : 's'}.`;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

/**
 * The provider of the moment with its request handler, made once per provider (the host rebuilds the
 * provider when the keys change); its server errors are logged.
 */
function providerHandlers(host: ProviderHost, log: FastifyBaseLogger) {
  const handlers = new WeakMap<Provider, RequestHandler>();
  return async (): Promise<{ current: Provider; handler: RequestHandler }> => {
    const current = await host.get();
    let handler = handlers.get(current);
    if (!handler) {
      current.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider error'));
      handler = current.callback();
      handlers.set(current, handler);
    }
    return { current, handler };
  };
}

/** The interaction named in the URL, or an "expired" page when the browser does not hold it. */
async function interactionOf(
  current: Provider,
  page: PageContext,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<{ current: Provider; details: InteractionDetails } | undefined> {
  try {
    const details = await current.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid) throw new Error('interaction mismatch');
    return { current, details };
  } catch {
    await html(
      reply,
      400,
      errorPage(
        page,
        'This sign-in page has expired.',
        'Sign-in pages work for one hour in the browser that opened them.',
      ),
    );
    return undefined;
  }
}

/**
 * First-party clients get the scopes they asked for without a consent screen, each only among its own
 * (provider.ts): the storefront never gets `admin`, the back office nothing but `openid profile email
 * admin`.
 */
async function grantFor(
  current: Provider,
  details: InteractionDetails,
  accountId: string,
  settings: IdentitySettings,
): Promise<string> {
  const clientId = String(details.params.client_id);
  const reuse = details.grantId && details.session?.accountId === accountId;
  const grant =
    (reuse ? await current.Grant.find(details.grantId!) : undefined) ??
    new current.Grant({ accountId, clientId });
  const allowed = scopesOfClient(settings, clientId);
  const requested = String(details.params.scope ?? '').split(' ');
  const oidc = requested.filter((scope) => allowed.oidc.has(scope));
  const api = requested.filter((scope) => allowed.api.has(scope));
  if (oidc.length) grant.addOIDCScope(oidc.join(' '));
  if (api.length) grant.addResourceScope(settings.audience, api.join(' '));
  const missingClaims = details.prompt.details.missingOIDCClaims;
  if (Array.isArray(missingClaims) && missingClaims.length) grant.addOIDCClaims(missingClaims as string[]);
  return grant.save();
}

/** Ends the interaction with `result` and sends the browser back to the provider. */
async function finish(
  request: FastifyRequest,
  reply: FastifyReply,
  current: Provider,
  result: Record<string, unknown>,
) {
  const returnTo = await current.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.redirect(returnTo, 303);
}

/** Whether the interaction signs someone in to the back office. */
const isStaffSignIn = (details: InteractionDetails, settings: IdentitySettings) =>
  details.params.client_id === settings.adminClientId;

/**
 * Finishes a sign-in with its grant. The back office's is given only to a current member of staff
 * (decision 051); anyone else sees a page that says so and gets no token.
 */
async function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  current: Provider,
  details: InteractionDetails,
  account: IdentityAccount,
  identity: EmbeddedIdentity,
  login: boolean,
) {
  const staff = isStaffSignIn(details, identity.settings);
  if (staff && !(account.email_verified && (await identity.staffAccess(account)))) {
    return html(reply, 403, noBackOfficeAccessPage(identity.page, account.email));
  }
  const grantId = await grantFor(current, details, account.id, identity.settings);
  return finish(request, reply, current, {
    ...(login ? { login: { accountId: account.id, remember: true } } : {}),
    consent: { grantId },
  });
}

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (
  app,
  { identity, headers },
) => {
  const { settings, page, accounts, limits } = identity;
  // The pages' policy: only their own stylesheet, forms to the provider and the site.
  const policy = pagePolicy(["'self'", ...settings.siteOrigins]);
  const window = settings.signIn.windowSeconds;
  const base = settings.mountPath;
  const provider = providerHandlers(identity.host, app.log);
  // The provider reads the visitor's address, scheme and host from X-Forwarded-* itself; it must read
  // what the API's trust setting concluded, not what a visitor wrote there (decision 150).
  app.addHook('onRequest', async (request) => settleForwardedHeaders(request));

  // Keys are read (and created on the first start) once migrations have run, not while the app is built.
  app.addHook('onReady', async () => {
    await provider();
  });

  const sweeper = setInterval(() => {
    void identity.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'identity sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // ── The provider's own endpoints: discovery, authorize, token, JWKS, end session, revocation … ──
  await app.register(async (scope) => {
    // The provider reads request bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { handler } = await provider();
      // The provider writes on the raw response, past Fastify's hooks: its pages (the sign-out
      // confirmation, errors) get the sign-in pages' policy, everything else the API's headers.
      secureRawResponse(reply.raw, headers, policy);
      reply.hijack();
      // The provider builds its URLs from the part of the path before what it routes on.
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(base.length) || '/';
      await handler(raw, reply.raw);
    };
    scope.all(base, { schema: { hide: true } }, handle);
    scope.all(`${base}/*`, { schema: { hide: true } }, handle);

    // Userinfo for the provider's own access tokens, which the provider refuses there (userinfo.ts).
    scope.route({
      method: ['GET', 'POST'],
      url: `${base}${USERINFO_PATH}`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!token || !identity.userinfo.handles(token)) return handle(request, reply);
        const answer = await identity.userinfo.answer(token);
        const origin = request.headers.origin;
        if (origin && settings.siteOrigins.includes(origin)) {
          reply.header('access-control-allow-origin', origin);
          reply.header('access-control-expose-headers', 'WWW-Authenticate');
          reply.header('vary', 'Origin');
        }
        if (answer.challenge) reply.header('www-authenticate', answer.challenge);
        return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
      },
    });
  });

  // ── Interaction pages ───────────────────────────────────────────────────────────────────────
  await app.register(async (scope: FastifyInstance) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', policy);
      return payload;
    });

    const interaction = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) =>
      interactionOf((await provider()).current, page, request, reply);

    type WithUid = { Params: { uid: string } };
    const hidden = { schema: { hide: true } };

    scope.get<WithUid>(`${base}/interaction/:uid`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      const { current, details } = found;
      if (details.prompt.name === 'login') {
        const hint = details.params.login_hint;
        return html(
          reply,
          200,
          signInPage(page, {
            base,
            uid: details.uid,
            email: typeof hint === 'string' ? hint : '',
            staff: isStaffSignIn(details, settings),
          }),
        );
      }
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        // Signed in already (this browser's session): the grant, after the same staff check.
        const account = await accounts.findById(details.session.accountId);
        if (!account)
          return html(reply, 400, errorPage(page, 'This sign-in request cannot be completed here.'));
        return signedIn(request, reply, current, details, account, identity, false);
      }
      return html(reply, 400, errorPage(page, 'This sign-in request cannot be completed here.'));
    });

    scope.post<WithUid>(`${base}/interaction/:uid/login`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      const { current, details } = found;
      const email = field(request.body, 'email').trim();
      const password = field(request.body, 'password');
      const show = (status: number, error: string) =>
        html(
          reply,
          status,
          signInPage(page, { base, uid: details.uid, email, error, staff: isStaffSignIn(details, settings) }),
        );
      if (!email || !password) return show(400, 'Please enter your email address and password.');

      // The attempt is counted before the password is checked, so parallel guesses cannot outrun the
      // limit; a correct password gives it back and clears the account's failures.
      const accountKey = `signin-account:${email.toLowerCase()}`;
      const ipKey = `signin-ip:${request.ip}`;
      const attempt = await limits.take([
        { key: ipKey, max: settings.signIn.maxFailuresPerIp, windowSeconds: window },
        { key: accountKey, max: settings.signIn.maxFailuresPerAccount, windowSeconds: window },
      ]);
      if (!attempt.allowed) {
        const wait = attempt.retryAfterSeconds;
        return show(
          429,
          `Too many failed sign-in attempts. Please try again in ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'}, or reset your password.`,
        );
      }
      const account = await accounts.checkPassword(email, password);
      if (!account) return show(401, SIGN_IN_FAILED_MESSAGE);
      await Promise.all([limits.reset(accountKey), limits.giveBack([ipKey])]);
      // Only the right password learns that the address is not confirmed yet; it gets a new link, a
      // few per window.
      if (!account.email_verified) {
        const resend = await limits.take([
          { key: `confirm-account:${account.id}`, max: EMAILS_PER_ADDRESS, windowSeconds: window },
        ]);
        if (!resend.allowed)
          return show(403, unconfirmedWaitMessage(account.email, minutes(resend.retryAfterSeconds)));
        await identity.sendConfirmation(account, details.uid);
        return show(403, unconfirmedMessage(account.email));
      }
      await accounts.waitPastSessionsEnd(account.id);
      return signedIn(request, reply, current, details, account, identity, true);
    });

    scope.get<WithUid>(`${base}/interaction/:uid/signup`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      return html(reply, 200, signUpPage(page, { base, uid: found.details.uid }));
    });

    scope.post<WithUid>(`${base}/interaction/:uid/signup`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      const { details } = found;
      const values = {
        first_name: field(request.body, 'first_name'),
        last_name: field(request.body, 'last_name'),
        email: field(request.body, 'email'),
        phone: field(request.body, 'phone'),
      };
      const show = (status: number, errors: FieldErrors, error?: string) =>
        html(reply, status, signUpPage(page, { base, uid: details.uid, values, errors, error }));

      const parsed = SignUpSchema.safeParse({ ...values, password: field(request.body, 'password') });
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? 'form');
          errors[name] ??= issue.message;
        }
        return show(400, errors, 'Please correct the highlighted fields.');
      }
      // Counted alike for every address, known or not, so that a refusal tells nothing either.
      const attempt = await limits.take([
        { key: `signup-ip:${request.ip}`, max: settings.signIn.signUpsPerIp, windowSeconds: window },
        {
          key: `signup-address:${parsed.data.email.toLowerCase()}`,
          max: EMAILS_PER_ADDRESS,
          windowSeconds: window,
        },
      ]);
      if (!attempt.allowed)
        return show(
          429,
          {},
          tooMany(attempt.retryAfterSeconds, 'sign-ups from your connection or for this address'),
        );
      // A new address gets a link to confirm it, a known one a note: the same work, the same page.
      await identity.signUp(parsed.data, details.uid);
      return html(reply, 200, checkEmailPage(page, { base, uid: details.uid, email: parsed.data.email }));
    });

    scope.get<WithUid>(`${base}/interaction/:uid/forgot`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      return html(reply, 200, forgotPage(page, { base, uid: found.details.uid }));
    });

    scope.post<WithUid>(`${base}/interaction/:uid/forgot`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      const { details } = found;
      const email = field(request.body, 'email').trim();
      const show = (status: number, extra: { error?: string; sent?: boolean }) =>
        html(reply, status, forgotPage(page, { base, uid: details.uid, email, ...extra }));
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        return show(400, { error: 'Please enter a valid email address.' });

      const attempt = await limits.take([
        { key: `reset-ip:${request.ip}`, max: settings.signIn.signUpsPerIp, windowSeconds: window },
        { key: `reset-account:${email.toLowerCase()}`, max: EMAILS_PER_ADDRESS, windowSeconds: window },
      ]);
      if (!attempt.allowed) return show(429, { error: tooMany(attempt.retryAfterSeconds, 'reset requests') });

      // The same work, the same answer whether or not the address has an account: a link for one that
      // has, a note for one that has not.
      await identity.requestPasswordReset(email);
      return show(200, { sent: true });
    });

    // The link in a confirmation e-mail. It confirms the address; in the browser that signed up (which
    // still holds the sign-in) it continues with the sign-in page, anywhere else it offers to sign in.
    scope.get<WithUid & { Querystring: { token?: string } }>(
      `${base}/interaction/:uid/confirm`,
      hidden,
      async (request, reply) => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        const account =
          token.length > 0 && token.length < 200 ? await accounts.confirmEmail(token) : undefined;
        if (!account) return html(reply, 400, confirmationExpiredPage(page));
        const details = await (
          await provider()
        ).current
          .interactionDetails(request.raw, reply.raw)
          .catch(() => undefined);
        if (details?.uid === request.params.uid && details.prompt.name === 'login') {
          return html(
            reply,
            200,
            signInPage(page, { base, uid: details.uid, email: account.email, notice: CONFIRMED_NOTICE }),
          );
        }
        return html(reply, 200, confirmedPage(page));
      },
    );

    scope.post<WithUid>(`${base}/interaction/:uid/abort`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      return finish(request, reply, found.current, {
        error: 'access_denied',
        error_description: 'Sign-in was cancelled.',
      });
    });

    scope.get<{ Querystring: { token?: string } }>(`${base}/reset`, hidden, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const valid = token.length > 0 && token.length < 200 && (await accounts.resetTokenValid(token));
      return html(reply, valid ? 200 : 400, resetPage(page, { base, token, invalid: !valid }));
    });

    scope.post(`${base}/reset`, hidden, async (request, reply) => {
      const token = field(request.body, 'token');
      const password = field(request.body, 'password');
      if (!token || token.length >= 200)
        return html(reply, 400, resetPage(page, { base, token, invalid: true }));
      const parsed = passwordRule.safeParse(password);
      if (!parsed.success) {
        return html(
          reply,
          400,
          resetPage(page, {
            base,
            token,
            fieldError: parsed.error.issues[0]?.message,
            error: 'Please choose another password.',
          }),
        );
      }
      const account = await accounts.redeemResetToken(token, parsed.data);
      if (!account) return html(reply, 400, resetPage(page, { base, token, invalid: true }));
      return html(reply, 200, resetPage(page, { base, token, done: true }));
    });
  });
};
