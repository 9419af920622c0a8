// The small HTML pages people reach from a link in an e-mail (a back-in-stock confirmation, decision 042;
// a cart reminder's unsubscribe, decision 207): a few lines of HTML in the shop's colours, no script,
// everything escaped by the caller's helpers, and a policy that allows only the page's own style.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../email/escape.ts';

/** No script, no frame, no form: only its own inline style. */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A page titled `title` (escaped here) around `body` (HTML the caller escaped). */
export function linkPage(title: string, body: string): string {
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

/**
 * A route's onSend hook: the app's own hook gives every answer the API's policy first; an HTML answer of
 * the route keeps the link page's policy instead (its style).
 */
export async function keepLinkPagePolicy(_request: unknown, reply: FastifyReply, payload: unknown) {
  if (/^text\/html/.test(String(reply.getHeader('content-type') ?? '')))
    reply.header('content-security-policy', LINK_PAGE_CSP);
  return payload;
}
