// Mounts the embedded OpenID provider under /oidc on the API, with its interaction pages: sign in,
// create an account, forgot and reset password. With an external provider configured (OIDC_ISSUER)
// none of this runs.
//
// The forms need no JavaScript and are safe against cross-site posts: every step is tied to the
// interaction, whose id is in the URL and in a SameSite=Lax, path-scoped, signed cookie that a
// cross-site form post does not carry. The reset form is guarded by its one-time token instead.
import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails, Provider, RequestHandler } from 'oidc-provider';
import { API_SCOPES } from '../../contract/account.ts';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import { mailDomain } from '../outbox/index.ts';
import { enqueueEmail } from '../outbox/outbox.ts';
import { wakeOutbox } from '../outbox/worker.ts';
import { createAccountStore, passwordRule, SignUpSchema, type IdentityAccount } from './accounts.ts';
import { sweepExpiredPayloads } from './adapter.ts';
import { keyRingFor } from './keys.ts';
import { passwordResetEmail } from './mail.ts';
import {
  errorPage,
  forgotPage,
  pagePolicy,
  resetPage,
  signInPage,
  signUpPage,
  type FieldErrors,
  type PageContext,
} from './pages.ts';
import { createProviderHost } from './provider.ts';
import { identitySettings } from './settings.ts';
import { createThrottle } from './throttle.ts';

export interface IdentityRoutesOptions {
  database: Database;
  config: Config;
}

export const SIGN_IN_FAILED_MESSAGE = 'The email address or password is incorrect.';
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Reset e-mails one address may be sent per throttle window: enough for a typo, too few to flood an inbox. */
const RESET_EMAILS_PER_ACCOUNT = 3;

const OIDC_SCOPES = new Set(['openid', 'offline_access', 'profile', 'email', 'phone']);
const API_SCOPE_SET = new Set<string>(API_SCOPES);

type Form = Record<string, string | string[] | undefined>;
const field = (body: unknown, name: string): string => {
  const value = (body as Form | undefined)?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const tooMany = (seconds: number, what: string) =>
  `Too many ${what}. Please try again in ${minutes(seconds)} minute${minutes(seconds) === 1 ? '' : 's'}.`;

export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (
  app,
  { database, config },
) => {
  const settings = identitySettings(config);
  if (settings.mode !== 'embedded') return;

  const base = settings.mountPath;
  const keyring = keyRingFor(database);
  const accounts = createAccountStore(database);
  const throttle = createThrottle(database, settings.signIn.windowSeconds);
  const page: PageContext = {
    brandName: config.BUSINESS_NAME,
    shopUrl: settings.postLogoutRedirectUris[0] ?? '/',
  };
  const host = createProviderHost({ database, settings, keyring, accounts, page });
  const handlers = new WeakMap<Provider, RequestHandler>();
  const messageIdDomain = mailDomain(config.MAIL_FROM);

  const provider = async (): Promise<Provider> => {
    const current = await host.get();
    if (!handlers.has(current)) {
      current.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
      handlers.set(current, current.callback());
    }
    return current;
  };

  // Keys are read (and created on the first start) once migrations have run, not while the app is built.
  app.addHook('onReady', async () => {
    await provider();
  });

  const sweeper = setInterval(() => {
    void Promise.all([sweepExpiredPayloads(database), throttle.sweep(), accounts.sweepResetTokens()]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'identity sweep failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // ── The provider's own endpoints: discovery, authorize, token, JWKS, end session, revocation … ──
  await app.register(async (scope) => {
    // The provider reads request bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const current = await provider();
      reply.hijack();
      // The provider builds its URLs from the part of the path before what it routes on.
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(base.length) || '/';
      await handlers.get(current)!(raw, reply.raw);
    };
    scope.all(base, { schema: { hide: true } }, handle);
    scope.all(`${base}/*`, { schema: { hide: true } }, handle);
  });

  // ── Interaction pages ───────────────────────────────────────────────────────────────────────
  await app.register(async (scope: FastifyInstance) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const policy = pagePolicy(["'self'", ...settings.siteOrigins]);
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', policy);
      return payload;
    });

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').send(body);

    /** The interaction named in the URL, or an "expired" page when the browser does not hold it. */
    const interaction = async (
      request: FastifyRequest<{ Params: { uid: string } }>,
      reply: FastifyReply,
    ): Promise<{ current: Provider; details: InteractionDetails } | undefined> => {
      const current = await provider();
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
    };

    /** A first-party client: the storefront gets the scopes it asked for without a consent screen. */
    const grantFor = async (
      current: Provider,
      details: InteractionDetails,
      accountId: string,
    ): Promise<string> => {
      const reuse = details.grantId && details.session?.accountId === accountId;
      const grant =
        (reuse ? await current.Grant.find(details.grantId!) : undefined) ??
        new current.Grant({ accountId, clientId: String(details.params.client_id) });
      const requested = String(details.params.scope ?? '').split(' ');
      const oidc = requested.filter((scope) => OIDC_SCOPES.has(scope));
      const api = requested.filter((scope) => API_SCOPE_SET.has(scope));
      if (oidc.length) grant.addOIDCScope(oidc.join(' '));
      if (api.length) grant.addResourceScope(settings.audience, api.join(' '));
      const missingClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingClaims) && missingClaims.length)
        grant.addOIDCClaims(missingClaims as string[]);
      return grant.save();
    };

    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      current: Provider,
      result: Record<string, unknown>,
    ) => {
      const returnTo = await current.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.redirect(returnTo, 303);
    };

    const signedIn = async (
      request: FastifyRequest,
      reply: FastifyReply,
      current: Provider,
      details: InteractionDetails,
      account: IdentityAccount,
    ) => {
      const grantId = await grantFor(current, details, account.id);
      return finish(request, reply, current, {
        login: { accountId: account.id, remember: true },
        consent: { grantId },
      });
    };

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
          signInPage(page, { base, uid: details.uid, email: typeof hint === 'string' ? hint : '' }),
        );
      }
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        const grantId = await grantFor(current, details, details.session.accountId);
        return finish(request, reply, current, { consent: { grantId } });
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
        html(reply, status, signInPage(page, { base, uid: details.uid, email, error }));
      if (!email || !password) return show(400, 'Please enter your email address and password.');

      const accountKey = `account:${email.toLowerCase()}`;
      const ipKey = `ip:${request.ip}`;
      const wait = await throttle.blockedFor([
        { key: accountKey, max: settings.signIn.maxFailuresPerAccount },
        { key: ipKey, max: settings.signIn.maxFailuresPerIp },
      ]);
      if (wait > 0) {
        return show(
          429,
          `Too many failed sign-in attempts. Please try again in ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'}, or reset your password.`,
        );
      }
      const account = await accounts.checkPassword(email, password);
      if (!account) {
        await throttle.record([accountKey, ipKey]);
        return show(401, SIGN_IN_FAILED_MESSAGE);
      }
      await throttle.reset(accountKey);
      return signedIn(request, reply, current, details, account);
    });

    scope.get<WithUid>(`${base}/interaction/:uid/signup`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      return html(reply, 200, signUpPage(page, { base, uid: found.details.uid }));
    });

    scope.post<WithUid>(`${base}/interaction/:uid/signup`, hidden, async (request, reply) => {
      const found = await interaction(request, reply);
      if (!found) return reply;
      const { current, details } = found;
      const values = {
        first_name: field(request.body, 'first_name'),
        last_name: field(request.body, 'last_name'),
        email: field(request.body, 'email'),
        phone: field(request.body, 'phone'),
      };
      const show = (status: number, errors: FieldErrors, error?: string) =>
        html(reply, status, signUpPage(page, { base, uid: details.uid, values, errors, error }));

      const ipKey = `signup:${request.ip}`;
      const wait = await throttle.blockedFor([{ key: ipKey, max: settings.signIn.signUpsPerIp }]);
      if (wait > 0) return show(429, {}, tooMany(wait, 'accounts created from your connection'));

      const parsed = SignUpSchema.safeParse({ ...values, password: field(request.body, 'password') });
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? 'form');
          errors[name] ??= issue.message;
        }
        return show(400, errors, 'Please correct the highlighted fields.');
      }
      const created = await accounts.create(parsed.data);
      await throttle.record([ipKey]);
      if (created === 'email_taken') {
        return show(409, {
          email: 'An account with this email address already exists. Sign in, or reset your password.',
        });
      }
      return signedIn(request, reply, current, details, created);
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

      const ipKey = `reset:${request.ip}`;
      const accountKey = `reset-account:${email.toLowerCase()}`;
      const wait = await throttle.blockedFor([
        { key: ipKey, max: settings.signIn.signUpsPerIp },
        { key: accountKey, max: RESET_EMAILS_PER_ACCOUNT },
      ]);
      if (wait > 0) return show(429, { error: tooMany(wait, 'reset requests') });
      await throttle.record([ipKey, accountKey]);

      const account = await accounts.findByEmail(email);
      if (account) {
        const token = await accounts.createResetToken(account.id);
        const link = `${settings.issuer}/reset?token=${encodeURIComponent(token)}`;
        await enqueueEmail(
          database.db,
          {
            topic: 'identity.password_reset',
            email: passwordResetEmail({
              brandName: page.brandName,
              to: account.email,
              firstName: account.first_name,
              link,
            }),
          },
          messageIdDomain,
        );
        wakeOutbox();
      }
      // The same answer whether or not the address has an account.
      return show(200, { sent: true });
    });

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
