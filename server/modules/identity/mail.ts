// The password-reset e-mail, delivered through the outbox like every other notification.
import type { OutgoingEmail } from '../../outbox/outbox.ts';
import { esc } from './pages.ts';

export function passwordResetEmail(input: {
  brandName: string;
  to: string;
  firstName: string;
  link: string;
}): OutgoingEmail {
  const subject = `Reset your ${input.brandName} password`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${input.brandName} account.`,
    'Open this link within one hour to choose a new one:',
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    `Warm regards,`,
    input.brandName,
  ].join('\n');
  const html = `<!doctype html><html lang="en-IN"><body style="font-family:system-ui,sans-serif;color:#2b2724;background:#fbf7f0;padding:24px">
<p>Hello ${esc(input.firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${esc(input.brandName)} account. Open this link within one hour to choose a new one:</p>
<p><a href="${esc(input.link)}" style="display:inline-block;background:#a84b23;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Choose a new password</a></p>
<p style="color:#5c544c">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>Warm regards,<br>${esc(input.brandName)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
