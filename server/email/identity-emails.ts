// The sign-in e-mails of the embedded identity provider, delivered through the outbox like every other
// notification: the link that confirms a new account's address, the note to an address that already has
// an account, the password-reset link, the note to an address without one, and the invitation of a new
// member of staff. Every value is escaped in the HTML part.
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { accountEmailHtml, type AccountPart } from './layout.ts';

/** The e-mail: the greeting, the parts (a link's URL also stands on a line of its own in the text part). */
function compose(input: {
  brandName: string;
  to: string;
  subject: string;
  /** The first name, when the address has an account; a plain greeting otherwise. */
  firstName?: string;
  parts: AccountPart[];
}): OutgoingEmail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...input.parts.flatMap((part) =>
      typeof part === 'string' ? [part, ''] : 'link' in part ? [part.link, ''] : [part.small, ''],
    ),
    'Warm regards,',
    input.brandName,
  ].join('\n');
  const html = accountEmailHtml({ greeting, parts: input.parts, signature: input.brandName });
  return { to: input.to, subject: input.subject, text, html };
}

export interface ToAccount {
  brandName: string;
  to: string;
  firstName: string;
}

/** To a new account's address: the link that confirms it (24 hours). */
export function confirmationEmail(input: ToAccount & { link: string }): OutgoingEmail {
  return compose({
    ...input,
    subject: `Confirm your email address for ${input.brandName}`,
    parts: [
      `Welcome to ${input.brandName}! Please confirm that this is your email address by opening this link within 24 hours:`,
      { link: input.link, label: 'Confirm my email address' },
      'Then sign in with the password you chose, and your wishlist, design projects and profile are ready for you.',
      {
        small:
          'If you did not create an account with us, ignore this e-mail: without this confirmation the account cannot be used.',
      },
    ],
  });
}

/** To an address that already has an account, when someone signs up with it again. */
export function existingAccountEmail(
  input: ToAccount & { confirmed: boolean; signInUrl: string },
): OutgoingEmail {
  return compose({
    ...input,
    subject: `Someone tried to sign up at ${input.brandName} with your email address`,
    parts: [
      `Someone (perhaps you) just tried to create a new ${input.brandName} account with this email address. You already have an account with us, so nothing has changed.`,
      input.confirmed
        ? 'If it was you, simply sign in with your email address and password. Forgotten your password? Choose "Forgot your password?" on the sign-in page and we will send you a link to set a new one.'
        : 'You have not confirmed this address yet. If it was you, sign in with the password you chose when you signed up, and we will send you a new confirmation link; or choose "Forgot your password?" on the sign-in page to set a new password, which confirms the address too.',
      { link: input.signInUrl, label: `Go to ${input.brandName}` },
      { small: 'If it was not you, you can ignore this e-mail: your account and password stay as they are.' },
    ],
  });
}

/** To an account's address: the one-time link to choose a new password (one hour). */
export function passwordResetEmail(input: ToAccount & { link: string }): OutgoingEmail {
  return compose({
    ...input,
    subject: `Reset your ${input.brandName} password`,
    parts: [
      `Someone (hopefully you) asked to reset the password of your ${input.brandName} account. Open this link within one hour to choose a new one:`,
      { link: input.link, label: 'Choose a new password' },
      { small: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
    ],
  });
}

/** To an address without an account, when someone asks to reset its password. */
export function noAccountEmail(input: { brandName: string; to: string; signInUrl: string }): OutgoingEmail {
  return compose({
    ...input,
    subject: `About your ${input.brandName} password reset`,
    parts: [
      `Someone (perhaps you) asked to reset the password for this email address at ${input.brandName}, but we have no account with this address.`,
      'If it was you, perhaps you signed up with another email address: try that one. Or create a new account from the sign-in page of the shop.',
      { link: input.signInUrl, label: `Go to ${input.brandName}` },
      { small: 'If it was not you, you can ignore this e-mail.' },
    ],
  });
}

/**
 * To a new member of staff: the one-time link to choose a password, and where the back office is. An
 * address that had an account with the shop (`replaced`) is told that its old password no longer works
 * (decision 147).
 */
export function staffInvitationEmail(
  input: ToAccount & { link: string; backOfficeUrl: string; validDays: number; replaced: boolean },
): OutgoingEmail {
  return compose({
    ...input,
    subject: `You have been added to the ${input.brandName} back office`,
    parts: [
      `You have been added to the staff of ${input.brandName}, so you can now use the shop's back office. First choose a password with this link (it works once, within ${input.validDays} days):`,
      { link: input.link, label: 'Choose my password' },
      ...(input.replaced
        ? [
            `You already had an account with us: to keep the back office safe, its old password no longer works and you have been signed out everywhere. The password you choose now is the one for the shop too.`,
          ]
        : []),
      `Then sign in to the back office with this email address and your new password: ${input.backOfficeUrl}`,
      {
        small:
          'If you did not expect this, you can ignore this e-mail, and tell the shop: without a password the account cannot be used.',
      },
    ],
  });
}
