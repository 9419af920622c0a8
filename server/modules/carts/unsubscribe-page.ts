// The page a customer sees after the one-click "stop cart reminders" link: a few lines of HTML, no
// script, everything escaped, like the back-in-stock confirmation page (decision 042).
import { escapeHtml } from '../../email/escape.ts';
import { LINK_PAGE_CSP, linkPage } from '../../http/link-page.ts';

/** No script, no frame, no form: only its own inline style. */
export const UNSUBSCRIBE_PAGE_CSP = LINK_PAGE_CSP;

export const UNSUBSCRIBED_TITLE = 'Cart reminders stopped';
export const UNSUBSCRIBE_INVALID_TITLE = 'This link does not work';
export const UNSUBSCRIBE_INVALID_MESSAGE =
  'This link is not a valid unsubscribe link. You can switch cart reminders off in your profile.';

export const unsubscribedMessage = (businessName: string): string =>
  `${businessName} will not e-mail you about items left in your cart. You can switch reminders on again in your profile.`;

export function unsubscribedPage(businessName: string, profileUrl: string): string {
  return linkPage(
    UNSUBSCRIBED_TITLE,
    `<p>${escapeHtml(unsubscribedMessage(businessName))}</p><p><a href="${escapeHtml(profileUrl)}">Open my profile</a></p>`,
  );
}

export function unsubscribeInvalidPage(shopUrl: string): string {
  return linkPage(
    UNSUBSCRIBE_INVALID_TITLE,
    `<p>${escapeHtml(UNSUBSCRIBE_INVALID_MESSAGE)}</p><p><a href="${escapeHtml(shopUrl)}">Go to the shop</a></p>`,
  );
}
