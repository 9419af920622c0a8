import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from './config/env-schema.ts';

describe('parsePublicEnv', () => {
  it('fills in local defaults', () => {
    const env = parsePublicEnv({});
    expect(env.PUBLIC_SITE_URL).toBe('http://localhost:4321');
    expect(env.PUBLIC_API_URL).toBe('http://localhost:4000/api/v1');
    expect(env.PUBLIC_BRAND_NAME).toBeUndefined();
  });

  it('treats empty values as unset and trims a trailing slash from the API URL', () => {
    const env = parsePublicEnv({
      PUBLIC_API_URL: 'https://api.example.in/api/v1/',
      PUBLIC_BRAND_PHONE: '  ',
    });
    expect(env.PUBLIC_API_URL).toBe('https://api.example.in/api/v1');
    expect(env.PUBLIC_BRAND_PHONE).toBeUndefined();
  });

  it('names each bad variable', () => {
    let message = '';
    try {
      parsePublicEnv({
        PUBLIC_API_URL: 'localhost:4000',
        PUBLIC_BRAND_PINCODE: '5000',
        PUBLIC_BRAND_EMAIL: 'hello',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PUBLIC_API_URL', 'PUBLIC_BRAND_PINCODE', 'PUBLIC_BRAND_EMAIL'])
      expect(message).toContain(name);
    expect(() => parsePublicEnv({ PUBLIC_SITE_URL: 'ftp://example.in' })).toThrow(/PUBLIC_SITE_URL/);
    expect(() => parsePublicEnv({ PUBLIC_OIDC_ISSUER: 'not a url' })).toThrow(/PUBLIC_OIDC_ISSUER/);
  });
});
