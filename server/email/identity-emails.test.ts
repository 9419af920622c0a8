import { describe, expect, it } from 'vitest';
import { confirmationEmail, passwordResetEmail, staffInvitationEmail } from './identity-emails.ts';

const to = { brandName: 'Gharana Interiors', to: 'asha@example.in', firstName: '<script>alert(1)</script>' };
const link = 'https://id.example.in/reset?token=abc';

describe('the sign-in e-mails', () => {
  it('name the shop in the subject', () => {
    expect(confirmationEmail({ ...to, link }).subject).toBe(
      'Confirm your email address for Gharana Interiors',
    );
    expect(passwordResetEmail({ ...to, link }).subject).toBe('Reset your Gharana Interiors password');
    expect(
      staffInvitationEmail({ ...to, link, backOfficeUrl: 'https://admin', validDays: 7, replaced: false })
        .subject,
    ).toBe('You have been added to the Gharana Interiors back office');
  });

  it('escape a hostile name in the HTML part and keep it as written in the text', () => {
    const email = passwordResetEmail({ ...to, link });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('<p>Hello &#60;script&#62;alert(1)&#60;/script&#62;,</p>');
    expect(email.html).toContain(`href="${link.replaceAll('=', '&#61;')}"`);
    expect(email.text.split('\n')[0]).toBe('Hello <script>alert(1)</script>,');
    expect(email.text).toContain(`\n${link}\n`);
  });
});
