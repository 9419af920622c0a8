// The rules of signing in that need no browser: the scopes the site asks for, the popup's settings, what
// a failed popup means, and how the return to /callback is told apart.
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from 'oidc-client-ts';
import { oidcSettings } from './oidc.ts';
import {
  isCancelledSignIn,
  isPopupReturn,
  POPUP_SIGN_IN,
  popupFailure,
  SIGN_IN_SCOPE,
} from './sign-in-rules.ts';

describe('the scopes of the sign-in', () => {
  it('ask for who the customer is and what the site’s calls need, not read:whatsapp', () => {
    expect(SIGN_IN_SCOPE.split(' ')).toEqual([
      'openid',
      'profile',
      'email',
      'read:products',
      'read:categories',
      'read:projects',
      'write:projects',
      'read:profile',
      'write:profile',
    ]);
    expect(SIGN_IN_SCOPE).not.toContain('read:whatsapp');
  });

  it('are what the site signs in with unless PUBLIC_OIDC_SCOPE says otherwise', () => {
    expect(oidcSettings({}, 'http://localhost:4000/api/v1').scope).toBe(SIGN_IN_SCOPE);
  });
});

describe('the sign-in popup', () => {
  it('is 400 by 600, gives up after 60 seconds, and stops waiting when it is closed', () => {
    expect(POPUP_SIGN_IN).toEqual({
      popupWindowFeatures: { width: 400, height: 600, closePopupWindowAfterInSeconds: 60 },
      popupAbortOnClose: true,
    });
  });

  it('tells a blocked popup, a closed one, a time-out, a cancel and a failure apart', () => {
    // window.open answered null: nothing to navigate.
    expect(popupFailure(new Error('Attempted to navigate on a disposed window'))).toBe('blocked');
    expect(popupFailure(new Error('Popup blocked by user'))).toBe('blocked');
    expect(popupFailure(new Error('Popup closed by user'))).toBe('closed');
    // Only the 60-second limit closes the popup from this side while it waits.
    expect(popupFailure(new Error('Popup closed'))).toBe('timed-out');
    expect(
      popupFailure(
        new ErrorResponse({ error: 'access_denied', error_description: 'Sign-in was cancelled.' }),
      ),
    ).toBe('cancelled');
    expect(popupFailure(new ErrorResponse({ error: 'server_error' }))).toBe('failed');
    expect(popupFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe('the return to /callback', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

  it('is the popup’s when the state it names was stored by a popup sign-in', () => {
    const stored = storage({
      'oidc.abc': JSON.stringify({ id: 'abc', request_type: 'si:p' }),
      'oidc.def': JSON.stringify({ id: 'def', request_type: 'si:r' }),
    });
    expect(isPopupReturn('https://shop.in/callback?code=1&state=abc', stored)).toBe(true);
    expect(isPopupReturn('https://shop.in/callback?error=access_denied&state=abc', stored)).toBe(true);
    expect(isPopupReturn('https://shop.in/callback?code=1&state=def', stored)).toBe(false);
    expect(isPopupReturn('https://shop.in/callback?code=1&state=unknown', stored)).toBe(false);
    expect(isPopupReturn('https://shop.in/callback?code=1', stored)).toBe(false);
    expect(isPopupReturn('https://shop.in/callback?state=abc', storage({ 'oidc.abc': 'not json' }))).toBe(
      false,
    );
  });

  it('knows a deliberate cancel (access_denied) from other failures', () => {
    expect(isCancelledSignIn(new ErrorResponse({ error: 'access_denied' }))).toBe(true);
    expect(
      isCancelledSignIn(new Error('wrapped', { cause: new ErrorResponse({ error: 'access_denied' }) })),
    ).toBe(true);
    expect(isCancelledSignIn(new ErrorResponse({ error: 'invalid_request' }))).toBe(false);
    expect(isCancelledSignIn(new Error('No matching state found in storage'))).toBe(false);
  });
});
