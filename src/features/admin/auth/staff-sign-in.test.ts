import { describe, expect, it } from 'vitest';
import { needsRefresh, safeReturnPath, staffOidcSettings, STAFF_SIGN_IN_SCOPE } from './staff-sign-in.ts';

describe('the staff sign-in', () => {
  it('asks the shop’s provider for the admin client and scope unless told otherwise', () => {
    expect(staffOidcSettings({}, 'https://api.aangan.example/api/v1')).toEqual({
      issuer: 'https://api.aangan.example/oidc',
      clientId: 'aangan-admin',
      audience: 'https://api.aangan.example/api/v1',
    });
    expect(staffOidcSettings({ PUBLIC_OIDC_ADMIN_CLIENT_ID: 'backoffice' }).clientId).toBe('backoffice');
    expect(STAFF_SIGN_IN_SCOPE).toBe('openid profile email admin');
  });

  it('refreshes an access token a minute before it expires', () => {
    expect(needsRefresh({ expires_at: 1_000 }, 900)).toBe(false);
    expect(needsRefresh({ expires_at: 1_000 }, 941)).toBe(true);
    expect(needsRefresh({ expires_at: undefined }, 0)).toBe(true);
  });

  it('returns only to an address inside the back office', () => {
    expect(safeReturnPath('/admin/products/1?tab=images')).toBe('/admin/products/1?tab=images');
    expect(safeReturnPath('/admin')).toBe('/admin');
    for (const path of [
      'https://evil.example/admin',
      '//evil.example',
      '/profile',
      '/admin/callback?code=x',
      '/administrator',
      7,
    ])
      expect(safeReturnPath(path)).toBe('/admin/');
  });
});
