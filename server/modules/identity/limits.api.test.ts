// Sign-in, sign-up and password-reset limits hold under parallel requests: an attempt is counted before
// the expensive work (argon2, a reset e-mail) runs, so a burst of guesses sent at once is evaluated no more
// often than the limit allows.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/api.ts';
import { Browser, signUpCustomer } from '../../../tests/support/oidc.ts';

const PER_ACCOUNT = 5;
const PER_IP = 10;
const SIGN_UPS_PER_IP = 4;

/** Counts how often the embedded provider checks a password or runs a sign-up. */
const evaluated = { passwords: 0, accounts: 0 };

const t = useTestApp({
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
  SIGN_IN_MAX_FAILURES_PER_IP: String(PER_IP),
  SIGN_UPS_PER_IP: String(SIGN_UPS_PER_IP),
});
beforeAll(async () => {
  const accounts = t.services.identity.embedded!.accounts;
  const checkPassword = accounts.checkPassword.bind(accounts);
  accounts.checkPassword = (...args) => {
    evaluated.passwords++;
    return checkPassword(...args);
  };
  const signUp = accounts.signUp.bind(accounts);
  accounts.signUp = (...args) => {
    evaluated.accounts++;
    return signUp(...args);
  };
});

/** `count` browsers at one address, each with an interaction page open. */
async function browsersAt(ip: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const browser = new Browser(t.app, ip);
      const { interaction } = await browser.startAuthorization();
      return { browser, interaction };
    }),
  );
}

describe('limits under parallel requests', () => {
  it('evaluates at most the per-account limit of 20 wrong passwords sent at once', async () => {
    const account = await signUpCustomer(t.app);
    // Each guess from its own address, so only the per-account limit applies.
    const browsers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const browser = new Browser(t.app, `10.1.0.${i + 1}`);
        const { interaction } = await browser.startAuthorization();
        return { browser, interaction };
      }),
    );
    evaluated.passwords = 0;
    const answers = await Promise.all(
      browsers.map(({ browser, interaction }) =>
        browser.post(`${interaction}/login`, { email: account.email, password: 'wrong-password-1' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(evaluated.passwords).toBe(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_ACCOUNT);
    console.log(`parallel sign-in, one account: sent 20, evaluated ${evaluated.passwords}`);
  });

  it('evaluates at most what is left of the per-address budget of 40 guesses sent at once', async () => {
    const ip = '10.2.0.1';
    // Use part of the address's budget first, one guess at a time.
    const [first] = await browsersAt(ip, 1);
    const spent = 3;
    for (let i = 0; i < spent; i++)
      await first!.browser.post(`${first!.interaction}/login`, {
        email: `nobody-${i}@example.in`,
        password: 'wrong-password-1',
      });
    const browsers = await browsersAt(ip, 40);
    evaluated.passwords = 0;
    const answers = await Promise.all(
      browsers.map(({ browser, interaction }, i) =>
        browser.post(`${interaction}/login`, {
          email: `guess-${i}@example.in`,
          password: 'wrong-password-1',
        }),
      ),
    );
    expect(evaluated.passwords).toBe(PER_IP - spent);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - (PER_IP - spent));
    console.log(`parallel sign-in, one address: sent 40, evaluated ${evaluated.passwords}`);
  });

  it('creates at most the per-address number of accounts from sign-ups sent at once', async () => {
    const browsers = await browsersAt('10.3.0.1', 12);
    evaluated.accounts = 0;
    const answers = await Promise.all(
      browsers.map(({ browser, interaction }, i) =>
        browser.post(`${interaction}/signup`, {
          first_name: 'Parallel',
          last_name: `Person ${i}`,
          email: `parallel-${i}@example.in`,
          phone: '',
          password: 'a-long-password-1',
        }),
      ),
    );
    expect(evaluated.accounts).toBe(SIGN_UPS_PER_IP);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(SIGN_UPS_PER_IP);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - SIGN_UPS_PER_IP);
  });

  it('sends at most three reset e-mails to one address from requests sent at once', async () => {
    const account = await signUpCustomer(t.app);
    const browsers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const browser = new Browser(t.app, `10.4.0.${i + 1}`);
        const { interaction } = await browser.startAuthorization();
        return { browser, interaction };
      }),
    );
    const before = await t.database.execute(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'identity.password_reset'`,
    );
    const answers = await Promise.all(
      browsers.map(({ browser, interaction }) =>
        browser.post(`${interaction}/forgot`, { email: account.email }),
      ),
    );
    const after = await t.database.execute(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'identity.password_reset'`,
    );
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });
});
