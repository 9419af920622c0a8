// The one escaping function of the shop's e-mails (and of the back-in-stock pages built like them):
// every value put into their HTML goes through it.

/** `value` as HTML text or attribute value: & < > " ' become entities. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
