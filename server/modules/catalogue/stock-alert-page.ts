// The page a shopper sees after following the link in a back-in-stock confirmation e-mail: a few lines
// of HTML, no script, everything escaped (decision 042).
import { escapeHtml } from '../../email/escape.ts';
import type { ConfirmedAlert } from './stock-alerts.service.ts';

/** No script, no frame, no form: only its own inline style. */
export const STOCK_ALERT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{margin:0;padding:32px 16px;background:#fbf7f0;color:#2b2724;font:16px/1.6 Inter,Segoe UI,Roboto,Arial,sans-serif}',
    'main{max-width:520px;margin:0 auto;background:#fff;border:1px solid #e6d8c2;border-radius:16px;padding:28px}',
    'h1{margin:0 0 12px;font:500 24px Georgia,serif;color:#1d5a58}a{color:#1d5a58;font-weight:600}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

export function confirmedPage(alert: ConfirmedAlert, businessName: string): string {
  const what = alert.variant ? `${alert.product.name} (${alert.variant.name})` : alert.product.name;
  return page(
    "You're on the list",
    `<p>Thank you. ${escapeHtml(businessName)} will e-mail you once, as soon as ${escapeHtml(what)} is back in stock.</p>` +
      `<p><a href="${escapeHtml(alert.product.url)}">Back to ${escapeHtml(alert.product.name)}</a></p>`,
  );
}

export function invalidLinkPage(message: string, shopUrl: string): string {
  return page(
    'This link has expired',
    `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(shopUrl)}">Go to the shop</a></p>`,
  );
}
