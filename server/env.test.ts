import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

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
