// The page a shopper sees after following the link in a back-in-stock confirmation e-mail: a few lines
// of HTML, no script, everything escaped (decision 042).
import { escapeHtml } from '../../email/escape.ts';
import { LINK_PAGE_CSP, linkPage } from '../../http/link-page.ts';
import type { ConfirmedAlert } from './stock-alerts.service.ts';

/** No script, no frame, no form: only its own inline style. */
export const STOCK_ALERT_PAGE_CSP = LINK_PAGE_CSP;

export function confirmedPage(alert: ConfirmedAlert, businessName: string): string {
  const what = alert.variant ? `${alert.product.name} (${alert.variant.name})` : alert.product.name;
  return linkPage(
    "You're on the list",
    `<p>Thank you. ${escapeHtml(businessName)} will e-mail you once, as soon as ${escapeHtml(what)} is back in stock.</p>` +
      `<p><a href="${escapeHtml(alert.product.url)}">Back to ${escapeHtml(alert.product.name)}</a></p>`,
  );
}

export function invalidLinkPage(message: string, shopUrl: string): string {
  return linkPage(
    'This link has expired',
    `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(shopUrl)}">Go to the shop</a></p>`,
  );
}
