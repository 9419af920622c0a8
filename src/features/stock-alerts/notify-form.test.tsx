// The notify form's rules: the address checked before sending, the signed-in customer's address filled
// in, and what a refusal reads as. The markup is the one the product page is built with.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { NotifyMe } from './NotifyMe.tsx';
import { NOTIFY_COPY } from './notify-copy.ts';
import { emailProblem, failureMessage, signedInEmail } from './notify-form.ts';

describe('the address typed', () => {
  it('must be there and look like an e-mail address', () => {
    expect(emailProblem('')).toBe('Please enter your e-mail address.');
    expect(emailProblem('   ')).toBe('Please enter your e-mail address.');
    expect(emailProblem('asha@')).toBe('Please enter a valid e-mail address, like name@example.com.');
    expect(emailProblem('asha example.in')).toBe(NOTIFY_COPY.invalid);
    expect(emailProblem(`${'a'.repeat(250)}@example.in`)).toBe(NOTIFY_COPY.invalid);
    expect(emailProblem(' asha@example.in ')).toBeNull();
  });
});

describe("the signed-in customer's address", () => {
  it('is read from the stored profile, and nothing from anything else', () => {
    expect(signedInEmail(JSON.stringify({ user: { email: 'meera@example.in' } }))).toBe('meera@example.in');
    expect(signedInEmail(JSON.stringify({ user: null }))).toBeNull();
    expect(signedInEmail(JSON.stringify({ user: { email: 42 } }))).toBeNull();
    expect(signedInEmail('not json')).toBeNull();
    expect(signedInEmail(null)).toBeNull();
  });
});

describe('a refusal', () => {
  it("reads as the server's words about the address or the limit, ours when the server failed", () => {
    const bad = new ApiError({
      status: 400,
      code: 'bad_request',
      message: 'email must be a valid email address',
      details: [{ field: 'email', message: 'email must be a valid email address' }],
    });
    expect(failureMessage(bad)).toBe('email must be a valid email address');
    const limited = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please try again in 42 minutes.',
    });
    expect(failureMessage(limited)).toBe('Too many requests. Please try again in 42 minutes.');
    expect(failureMessage(new ApiError({ status: 500, code: 'internal', message: 'boom' }))).toBe(
      'We could not save your request. Please try again.',
    );
    expect(failureMessage(new ApiError({ status: 0, code: 'network_error', message: 'x' }))).toBe(
      NOTIFY_COPY.failed,
    );
  });
});

describe('the markup', () => {
  it('is shown only while what is chosen is out of stock, with a labelled field', () => {
    const out = renderToStaticMarkup(<NotifyMe status="out_of_stock" />);
    expect(out).not.toMatch(/<section[^>]*hidden/);
    expect(out).toContain('Notify me when it&#x27;s back');
    expect(out).toMatch(/<label for="([^"]+)-email"/);
    for (const status of ['in_stock', 'on_order'])
      expect(renderToStaticMarkup(<NotifyMe status={status} />)).toMatch(/<section[^>]*hidden/);
  });
});
