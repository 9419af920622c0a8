// The escaping of the shop's e-mails (and of the pages built like them): every value put into their
// HTML goes through one of these two. The sign-in e-mails and pages use the stricter one.

/** `value` as HTML text or attribute value: & < > " ' become entities. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * `value` as HTML text or attribute value, stricter: & < > " ' ` = become numeric entities, so the
 * result is safe even in an unquoted attribute. The sign-in pages and e-mails use it.
 */
export function escapeHtmlStrict(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`=]/g, (char) => `&#${char.charCodeAt(0)};`);
}
