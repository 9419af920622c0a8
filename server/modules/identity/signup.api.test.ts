// Sign-up tells nobody who has an account: a new address and a known one get the same answer, after the
// same work, and only the address's own mailbox learns which it was (a link to confirm a new account,
// a note to an existing one). A new account signs in once its address is confirmed. Forgot-password
// does the same work, in the same time, for addresses with and without an account. Decision 030.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../db/seed/demo-customer.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import {
  Browser,
  confirmationLink,
  exchangeCode,
  mailsTo,
  pathOf,
  signIn,
  signUpCustomer,
  TEST_ISSUER,
} from '../../../tests/support/oidc.ts';
import { SIGN_IN_FAILED_MESSAGE } from './routes.ts';

let ipSeq = 0;
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const t = useTestApp({ SIGN_UPS_PER_IP: '100000' });

/** A browser with a sign-in page open. */
async function atSignIn(ip = nextIp()) {
  const browser = new Browser(t.app, ip);
  const started = await browser.startAuthorization();
  return { browser, ...started };
}

const form = (email: string, password = 'a long enough password') => ({
  first_name: 'Nisha',
  last_name: 'Kulkarni',
  email,
  phone: '',
  password,
});

/** An account that exists and is confirmed, made directly (no e-mail). */
async function existingAccount(email = `known-${unique()}@example.in`) {
  const created = await t.services.identity.embedded!.accounts.create({
    first_name: 'Farah',
    last_name: 'Siddiqui',
    email,
    password: 'the-real-password-1',
    email_verified: true,
  });
  if (created === 'email_taken') throw new Error('taken');
  return created;
}

const CHECK_EMAIL_TEXT =
  'Open the link in it within 24 hours to finish creating your account.</p>\n<p>Nothing there after a few minutes? Look in your spam folder, or sign in with the same email address and password and we will send the link again.';

describe('sign-up answers', () => {
  it('are the same page and status for a new address and for one that has an account', async () => {
    const known = await existingAccount();
    const fresh = `new-${unique()}@example.in`;
    const a = await atSignIn();
    const b = await atSignIn();
    const answerNew = await a.browser.post(`${a.interaction}/signup`, form(fresh));
    const answerKnown = await b.browser.post(`${b.interaction}/signup`, form(known.email.toUpperCase()));
    expect(answerNew.statusCode).toBe(200);
    expect(answerKnown.statusCode).toBe(200);
    const normal = (body: string, email: string, interaction: string) =>
      body.replaceAll(email, 'EMAIL').replaceAll(interaction.split('/').pop()!, 'UID');
    // The address as the form reads it: trimmed and in lower case.
    expect(normal(answerKnown.body, known.email.toLowerCase(), b.interaction)).toBe(
      normal(answerNew.body, fresh, a.interaction),
    );
    expect(answerNew.body).toContain('<h1>Check your email</h1>');
    expect(answerNew.body).toContain(`We have sent a message to <strong>${fresh}</strong>.`);
    expect(answerNew.body).toContain(CHECK_EMAIL_TEXT);
    // No second account for the known address, whatever its case.
    const rows = await t.database.execute(
      'SELECT count(*)::int AS n FROM identity_accounts WHERE lower(email) = $1',
      [known.email.toLowerCase()],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('mail a link to confirm a new address, and a note to one that has an account', async () => {
    const known = await existingAccount();
    const fresh = `new-${unique()}@example.in`;
    const a = await atSignIn();
    await a.browser.post(`${a.interaction}/signup`, form(fresh));
    await a.browser.post(`${a.interaction}/signup`, form(known.email));

    const [confirmation] = await mailsTo(t.app, fresh);
    expect(confirmation).toMatchObject({
      topic: 'identity.sign_up_confirmation',
      subject: 'Confirm your email address for Aangan Interiors',
    });
    const link = /http:\/\/api\.test\/oidc\/interaction\/[\w-]+\/confirm\?token=[\w-]{43}/.exec(
      confirmation!.text,
    )?.[0];
    expect(link).toBeTruthy();
    expect(confirmation!.text).toBe(
      [
        'Hello Nisha,',
        '',
        'Welcome to Aangan Interiors! Please confirm that this is your email address by opening this link within 24 hours:',
        '',
        link,
        '',
        'Then sign in with the password you chose, and your wishlist, design projects and profile are ready for you.',
        '',
        'If you did not create an account with us, ignore this e-mail: without this confirmation the account cannot be used.',
        '',
        'Warm regards,',
        'Aangan Interiors',
      ].join('\n'),
    );
    expect(confirmation!.html).toContain(`href="${link!.replaceAll('=', '&#61;')}"`);

    const [note] = await mailsTo(t.app, known.email);
    expect(note).toMatchObject({
      topic: 'identity.sign_up_existing',
      subject: 'Someone tried to sign up at Aangan Interiors with your email address',
    });
    expect(note!.text).toBe(
      [
        'Hello Farah,',
        '',
        'Someone (perhaps you) just tried to create a new Aangan Interiors account with this email address. You already have an account with us, so nothing has changed.',
        '',
        'If it was you, simply sign in with your email address and password. Forgotten your password? Choose "Forgot your password?" on the sign-in page and we will send you a link to set a new one.',
        '',
        'http://localhost:4321/',
        '',
        'If it was not you, you can ignore this e-mail: your account and password stay as they are.',
        '',
        'Warm regards,',
        'Aangan Interiors',
      ].join('\n'),
    );
    // The typed password never travels in an e-mail.
    expect(JSON.stringify([confirmation, note])).not.toContain('a long enough password');
  });

  it('run the same argon2 work for a new and a known address, and take the same time', async () => {
    const embedded = t.services.identity.embedded!;
    const hashes = { count: 0 };
    const signUp = embedded.accounts.signUp.bind(embedded.accounts);
    embedded.accounts.signUp = (...args) => {
      hashes.count++;
      return signUp(...args);
    };
    try {
      const known = await Promise.all(
        Array.from({ length: TIMING_ROUNDS * 16 + 1 }, () => existingAccount()),
      );
      // argon2 dominates these requests and varies by a few milliseconds on a busy machine: 25 %.
      await expectSameTime(
        'sign-up',
        16,
        async (kind) => {
          const email = kind === 'a' ? known.pop()!.email : `new-${unique()}@example.in`;
          const { browser, interaction } = await atSignIn();
          return async () => {
            const answer = await browser.post(`${interaction}/signup`, form(email));
            expect(answer.statusCode).toBe(200);
          };
        },
        0.25,
      );
      // One hash per sign-up, known address or new.
      expect(hashes.count % 2).toBe(0);
      expect(hashes.count).toBeGreaterThanOrEqual(2 * 16);
    } finally {
      embedded.accounts.signUp = signUp;
    }
  });

  it('are limited per address, alike for addresses with and without an account', async () => {
    const known = await existingAccount();
    const fresh = `new-${unique()}@example.in`;
    for (const email of [known.email, fresh]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { browser, interaction } = await atSignIn();
        statuses.push((await browser.post(`${interaction}/signup`, form(email))).statusCode);
      }
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
    // Three e-mails each, no more.
    expect(await mailsTo(t.app, known.email)).toHaveLength(3);
    expect(await mailsTo(t.app, fresh)).toHaveLength(3);
  });
});

describe('confirming the address', () => {
  it('an unconfirmed account cannot sign in; its right password says so and sends a new link', async () => {
    const email = `pending-${unique()}@example.in`;
    const first = await atSignIn();
    await first.browser.post(`${first.interaction}/signup`, form(email, 'my chosen password'));
    const { browser, interaction } = await atSignIn();

    const wrong = await browser.post(`${interaction}/login`, { email, password: 'not my password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(SIGN_IN_FAILED_MESSAGE);
    expect(await mailsTo(t.app, email)).toHaveLength(1);

    const statuses: number[] = [];
    const bodies: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await browser.post(`${interaction}/login`, { email, password: 'my chosen password' });
      statuses.push(answer.statusCode);
      bodies.push(answer.body);
      expect(answer.headers.location).toBeUndefined();
    }
    expect(statuses).toEqual([403, 403, 403, 403]);
    expect(bodies[0]).toContain(
      `Please confirm your email address first. We have sent a new link to ${email}: open it to finish signing up.`,
    );
    expect(bodies[3]).toMatch(
      new RegExp(
        `Please confirm your email address first, with the link we sent to ${email.replace(/\./g, '\\.')}\\. Nothing there\\? Look in your spam folder, or try again in \\d+ minutes?\\.`,
      ),
    );
    // The sign-up's e-mail and three new links; the fourth attempt sent none.
    const mails = await mailsTo(t.app, email);
    expect(mails.map((mail) => mail.topic)).toEqual(Array(4).fill('identity.sign_up_confirmation'));
  });

  it('the link confirms the address, and in the browser that signed up continues to sign in', async () => {
    const email = `confirm-${unique()}@example.in`;
    const { browser, interaction, pkce, state } = await atSignIn();
    await browser.post(`${interaction}/signup`, form(email, 'my chosen password'));
    const page = await browser.get(await confirmationLink(t.app, email));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Thank you, your email address is confirmed. Sign in to continue.');
    expect(page.body).toContain(`value="${email}"`);
    expect(page.body).toContain(`action="${interaction}/login"`);

    const signedIn = await browser.post(`${interaction}/login`, { email, password: 'my chosen password' });
    const callback = await browser.followToClient(signedIn);
    expect(callback.searchParams.get('state')).toBe(state);
    const tokens = (await exchangeCode(t.app, callback.searchParams.get('code')!, pkce.verifier)).json() as {
      id_token: string;
      access_token: string;
    };
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email, email_verified: true });
  });

  it('opened anywhere else it confirms and offers to sign in; an unknown or expired one says so', async () => {
    const email = `elsewhere-${unique()}@example.in`;
    const { browser, interaction } = await atSignIn();
    await browser.post(`${interaction}/signup`, form(email, 'my chosen password'));
    const link = await confirmationLink(t.app, email);
    // Another device (or a mail scanner): no sign-in open there. Opening it twice is harmless.
    for (let i = 0; i < 2; i++) {
      const page = await new Browser(t.app).get(link);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Your email address is confirmed</h1>');
      expect(page.body).toContain(
        'Thank you! Sign in with your email address and password to see your wishlist, design projects and profile.',
      );
      expect(page.body).toContain(
        '<a class="button primary" href="http://localhost:4321/profile">Sign in</a>',
      );
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    // Now the right password signs in, in any browser.
    expect((await signIn(t.app, email, 'my chosen password')).tokens.access_token).toBeTruthy();

    for (const token of ['not-a-real-token', '', 'x'.repeat(300)]) {
      const expired = await new Browser(t.app).get(
        `${pathOf(link).split('?')[0]}?token=${encodeURIComponent(token)}`,
      );
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain('<h1>This link has expired</h1>');
      expect(expired.body).toContain(
        'Confirmation links work for 24 hours. Sign in with your email address and password, and we will send you a new one.',
      );
    }
    // Past its 24 hours.
    const other = `late-${unique()}@example.in`;
    const late = await atSignIn();
    await late.browser.post(`${late.interaction}/signup`, form(other));
    await t.database.execute(
      `UPDATE email_confirmations SET expires_at = now() - interval '1 second'
       WHERE account_id = (SELECT id FROM identity_accounts WHERE email = $1)`,
      [other],
    );
    expect((await late.browser.get(await confirmationLink(t.app, other))).statusCode).toBe(400);
  });

  it('a known but unconfirmed address gets a note that says how to finish', async () => {
    const email = `twice-${unique()}@example.in`;
    for (let i = 0; i < 2; i++) {
      const { browser, interaction } = await atSignIn();
      expect((await browser.post(`${interaction}/signup`, form(email))).statusCode).toBe(200);
    }
    const [, note] = await mailsTo(t.app, email);
    expect(note!.topic).toBe('identity.sign_up_existing');
    expect(note!.text).toContain(
      'You have not confirmed this address yet. If it was you, sign in with the password you chose when you signed up, and we will send you a new confirmation link; or choose "Forgot your password?" on the sign-in page to set a new password, which confirms the address too.',
    );
  });

  it('a password reset confirms the address too: the link came by e-mail', async () => {
    const email = `reset-${unique()}@example.in`;
    const { browser, interaction } = await atSignIn();
    await browser.post(`${interaction}/signup`, form(email));
    await browser.post(`${interaction}/forgot`, { email });
    const reset = (await mailsTo(t.app, email)).find((mail) => mail.topic === 'identity.password_reset')!;
    const token = new URL(
      /http:\/\/api\.test\/oidc\/reset\?token=[\w-]+/.exec(reset.text)![0],
    ).searchParams.get('token')!;
    expect((await browser.post('/oidc/reset', { token, password: 'a brand new password' })).statusCode).toBe(
      200,
    );
    expect((await signIn(t.app, email, 'a brand new password')).tokens.access_token).toBeTruthy();
  });

  it('the demo customer is confirmed and signs in at once', async () => {
    await seedDemoCustomer(t.database, TEST_ISSUER);
    const { tokens } = await signIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email_verified: true });
  });

  it('the test helper signs a new customer up through the e-mail', async () => {
    const { tokens, email } = await signUpCustomer(t.app);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email, email_verified: true });
  });
});

describe('forgot password', () => {
  it('mails a link to an address with an account and a note to one without', async () => {
    const known = await existingAccount();
    const unknown = `nobody-${unique()}@example.in`;
    const { browser, interaction } = await atSignIn();
    const answers = [
      await browser.post(`${interaction}/forgot`, { email: known.email }),
      await browser.post(`${interaction}/forgot`, { email: unknown }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(
        'If an account exists for that email address, we have sent a link to reset your password. It works for one hour.',
      );
    }
    expect((await mailsTo(t.app, known.email)).map((mail) => mail.topic)).toEqual([
      'identity.password_reset',
    ]);
    const [note] = await mailsTo(t.app, unknown);
    expect(note).toMatchObject({
      topic: 'identity.password_reset_unknown',
      subject: 'About your Aangan Interiors password reset',
    });
    expect(note!.text).toBe(
      [
        'Hello,',
        '',
        'Someone (perhaps you) asked to reset the password for this email address at Aangan Interiors, but we have no account with this address.',
        '',
        'If it was you, perhaps you signed up with another email address: try that one. Or create a new account from the sign-in page of the shop.',
        '',
        'http://localhost:4321/',
        '',
        'If it was not you, you can ignore this e-mail.',
        '',
        'Warm regards,',
        'Aangan Interiors',
      ].join('\n'),
    );
  });

  it('takes the same time for addresses with and without an account', async () => {
    // Made beforehand: creating one hashes a password, which would weigh on the request timed next.
    const known = await Promise.all(Array.from({ length: TIMING_ROUNDS * 20 + 1 }, () => existingAccount()));
    await expectSameTime('forgot password', 20, async (kind) => {
      const email = kind === 'a' ? known.pop()!.email : `nobody-${unique()}@example.in`;
      const { browser, interaction } = await atSignIn();
      return async () => {
        const answer = await browser.post(`${interaction}/forgot`, { email });
        expect(answer.statusCode).toBe(200);
      };
    });
  });
});

/** How often a timing is measured again before the paths are called different. */
const TIMING_ROUNDS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Times two paths of one request, `a` (an address with an account) and `b` (one without), in pairs run
 * one after the other in alternating order, so that a machine busy with other work slows both alike.
 * The paths take the same time when the median of the pairs' differences is within `tolerance` (15 %)
 * of the median time (at least 0.5 ms): a statement more on one path shows as a steady difference,
 * noise does not.
 * A round that misses is measured again, up to five rounds; a real difference misses every one.
 * `prepare` sets up one request outside the timing and returns the call to time.
 */
async function expectSameTime(
  what: string,
  pairs: number,
  prepare: (kind: 'a' | 'b') => Promise<() => Promise<void>>,
  tolerance = 0.15,
): Promise<void> {
  const timed = async (call: () => Promise<void>) => {
    const started = performance.now();
    await call();
    return performance.now() - started;
  };
  // Warm both paths up once.
  await (
    await prepare('a')
  )();
  await (
    await prepare('b')
  )();
  const rounds: string[] = [];
  for (let round = 0; round < TIMING_ROUNDS; round++) {
    const differences: number[] = [];
    const all: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const [a, b] = [await prepare('a'), await prepare('b')];
      let ta: number;
      let tb: number;
      if (i % 2) {
        tb = await timed(b);
        ta = await timed(a);
      } else {
        ta = await timed(a);
        tb = await timed(b);
      }
      differences.push(ta - tb);
      all.push(ta, tb);
    }
    const difference = median(differences);
    const allowed = Math.max(0.5, tolerance * median(all));
    rounds.push(
      `median ${median(all).toFixed(1)} ms, paired difference ${difference.toFixed(2)} ms (allowed ${allowed.toFixed(2)})`,
    );
    console.log(`${what}: ${rounds.at(-1)}`);
    if (Math.abs(difference) <= allowed) return;
  }
  expect.fail(`${what} takes longer on one path:\n${rounds.join('\n')}`);
}
