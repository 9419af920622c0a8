import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig, TRUST_PROXY_FORMS } from './env.ts';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/aangan-env-test' };

describe('the API origin used in image URLs and as the sign-in issuer', () => {
  it('is http://localhost:PORT by default, as the site calls the API', () => {
    expect(loadConfig({ ...base }).publicApiOrigin).toBe('http://localhost:4000');
    expect(loadConfig({ ...base, PORT: '4100', HOST: '127.0.0.1' }).publicApiOrigin).toBe(
      'http://localhost:4100',
    );
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).publicApiOrigin).toBe('http://localhost:4000');
  });

  it('names a specific interface as it is, and PUBLIC_API_ORIGIN wins over both', () => {
    expect(loadConfig({ ...base, HOST: '10.0.0.5' }).publicApiOrigin).toBe('http://10.0.0.5:4000');
    expect(
      loadConfig({ ...base, HOST: '0.0.0.0', PUBLIC_API_ORIGIN: 'https://api.aangan.example/' })
        .publicApiOrigin,
    ).toBe('https://api.aangan.example');
  });
});

describe('blank settings', () => {
  it('mean the default, as the empty lines of .env.example do', () => {
    const config = loadConfig({
      ...base,
      PUBLIC_API_ORIGIN: '',
      CORS_ORIGINS: ' ',
      DATABASE_URL: '',
      PORT: '',
    });
    expect(config.publicApiOrigin).toBe('http://localhost:4000');
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe('warnings at start', () => {
  it('none in development, whatever the origin, and none for this machine alone', () => {
    expect(
      configWarnings(
        loadConfig({ ...base, NODE_ENV: 'development', PUBLIC_API_ORIGIN: 'http://api.aangan.example' }),
      ),
    ).toEqual([]);
    expect(configWarnings(loadConfig({ ...base, NODE_ENV: 'production' }))).toEqual([]);
    expect(
      configWarnings(
        loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_API_ORIGIN: 'http://127.0.0.1:4000' }),
      ),
    ).toEqual([]);
  });

  it('outside development, a plain-HTTP public origin is named, with what TRUST_PROXY does', () => {
    const warnings = configWarnings(
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_API_ORIGIN: 'http://api.aangan.example' }),
    );
    expect(warnings).toEqual([
      'PUBLIC_API_ORIGIN is http://api.aangan.example, plain HTTP: sign-in cookies and tokens travel ' +
        'unencrypted. Serve the API over HTTPS and set PUBLIC_API_ORIGIN to its https:// address; behind a ' +
        'proxy or load balancer that ends TLS, also set TRUST_PROXY to the number of proxies in front of the ' +
        'API (TRUST_PROXY=1 behind one load balancer) or their addresses and ranges ' +
        '(TRUST_PROXY=10.0.0.0/8,192.0.2.7), so that the sign-in cookies are marked Secure and the visitors’ ' +
        'own addresses are counted by the limits.',
    ]);
  });

  it('an HTTPS origin without TRUST_PROXY: TLS must end at a proxy, which must be trusted', () => {
    const warnings = configWarnings(
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_API_ORIGIN: 'https://api.aangan.example' }),
    );
    expect(warnings).toEqual([
      'PUBLIC_API_ORIGIN is https://api.aangan.example, but TRUST_PROXY is off. The API speaks plain ' +
        `HTTP, so TLS ends at a proxy in front of it: set TRUST_PROXY to ${TRUST_PROXY_FORMS}, or the ` +
        'provider sees every request as plain HTTP, its sign-in cookies are not marked Secure, and every ' +
        'visitor shares the proxy’s address in the limits.',
    ]);
    expect(
      configWarnings(
        loadConfig({
          ...base,
          NODE_ENV: 'production',
          PUBLIC_API_ORIGIN: 'https://api.aangan.example',
          TRUST_PROXY: '1',
        }),
      ),
    ).toEqual([]);
  });
});

describe("the embedded database's page cache", () => {
  it('is 32 MB unless set, and a setting out of range stops the start with the variable named', () => {
    expect(loadConfig({ ...base }).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(loadConfig({ ...base, PGLITE_SHARED_BUFFERS_MB: '128' }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
    expect(() => loadConfig({ ...base, PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB:/);
    expect(() => loadConfig({ ...base, PGLITE_SHARED_BUFFERS_MB: 'lots' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB:/,
    );
  });
});

describe('the proxies TRUST_PROXY believes (decision 150)', () => {
  const trust = (value: string, env: Record<string, string> = base) =>
    loadConfig({ ...env, TRUST_PROXY: value }).TRUST_PROXY;

  it('none unless set, a number of proxies, or their addresses and ranges', () => {
    expect(loadConfig({ ...base }).TRUST_PROXY).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32, loopback ')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      'loopback',
    ]);
  });

  it('every hop only in development: elsewhere the start stops, naming the two safe forms', () => {
    expect(trust('true', { ...base, NODE_ENV: 'development' })).toBe(true);
    for (const NODE_ENV of ['production', 'test'])
      expect(() => trust('true', { ...base, NODE_ENV })).toThrow(
        'Invalid configuration:\n  TRUST_PROXY: true believes every address a visitor puts in ' +
          `X-Forwarded-For, so any visitor can pass the per-address limits; set ${TRUST_PROXY_FORMS}`,
      );
  });

  it('anything else stops the start with the value named', () => {
    expect(() => trust('yes')).toThrow(/TRUST_PROXY: TRUST_PROXY must be false, .*; "yes" is neither/);
    expect(() => trust('10.0.0.0/8, 300.1.2.3')).toThrow(/"300\.1\.2\.3" is neither/);
    expect(() => trust('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33" is neither/);
    expect(() => trust('11')).toThrow(/TRUST_PROXY: TRUST_PROXY counts at most 10 proxies/);
  });
});

describe('the demo accounts (decision 146)', () => {
  const demoWarning = (variable: string, who: string, nodeEnv = 'production') =>
    `${variable} is on outside development (NODE_ENV=${nodeEnv}): ${who} signs in with the password ` +
    'printed in the README, so anyone can. Never for a real shop: remove the setting, and the account is ' +
    'disabled at the next start.';

  it('are made by default in development only', () => {
    const development = loadConfig({ ...base, NODE_ENV: 'development' });
    expect([development.SEED_DEMO_CUSTOMER, development.SEED_DEMO_STAFF]).toEqual([true, true]);
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).SEED_DEMO_STAFF).toBe(true);
    for (const nodeEnv of ['production', 'test']) {
      const config = loadConfig({ ...base, NODE_ENV: nodeEnv });
      expect([config.SEED_DEMO_CUSTOMER, config.SEED_DEMO_STAFF], nodeEnv).toEqual([false, false]);
    }
    const off = loadConfig({ ...base, NODE_ENV: 'development', SEED_DEMO_STAFF: 'false' });
    expect([off.SEED_DEMO_CUSTOMER, off.SEED_DEMO_STAFF]).toEqual([true, false]);
  });

  it('asked for by name outside development, are warned about at every start', () => {
    const asked = loadConfig({
      ...base,
      NODE_ENV: 'production',
      SEED_DEMO_STAFF: 'true',
      SEED_DEMO_CUSTOMER: '1',
    });
    expect([asked.SEED_DEMO_CUSTOMER, asked.SEED_DEMO_STAFF]).toEqual([true, true]);
    expect(configWarnings(asked)).toEqual([
      demoWarning('SEED_DEMO_STAFF', 'the demo owner of the back office'),
      demoWarning('SEED_DEMO_CUSTOMER', 'the demo customer'),
    ]);
    expect(configWarnings(loadConfig({ ...base, SEED_DEMO_CUSTOMER: 'true' }))).toEqual([
      demoWarning('SEED_DEMO_CUSTOMER', 'the demo customer', 'test'),
    ]);
    // Development has them by default; an external provider never makes them.
    expect(configWarnings(loadConfig({ ...base, NODE_ENV: 'development', SEED_DEMO_STAFF: 'true' }))).toEqual(
      [],
    );
    expect(
      configWarnings(
        loadConfig({
          ...base,
          NODE_ENV: 'production',
          SEED_DEMO_STAFF: 'true',
          OIDC_ISSUER: 'https://sso.aangan.example/realms/shop',
        }),
      ),
    ).toEqual([]);
  });
});
