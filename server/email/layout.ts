// The shop's e-mail layouts, their values escaped: one HTML frame for the shop's e-mails, and the plainer
// one of the sign-in e-mails. The plain-text part of each e-mail is written by its template.
import { escapeHtml, escapeHtmlStrict as esc } from './escape.ts';

export type Row = [label: string, value: string];

/** Rows in a plain-text part: one `label: value` line each. */
export const textRows = (rows: Row[]): string =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/**
 * The plain text of a letter to a customer: the greeting, each paragraph of `intro`, the `details` (a
 * line each), each paragraph of `outro`, then "--" and the footer; a blank line after each part.
 */
export const letterText = (letter: {
  greeting: string;
  intro: string[];
  details: string[];
  outro: string[];
  footer: string;
}): string =>
  [
    letter.greeting,
    '',
    ...letter.intro.flatMap((paragraph) => [paragraph, '']),
    ...letter.details,
    '',
    ...letter.outro.flatMap((paragraph) => [paragraph, '']),
    '--',
    letter.footer,
  ].join('\n');

/** Multi-line values keep their line breaks; everything is escaped first. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** The shop's e-mail layout; every value is escaped. `action` is a button that opens its URL. */
export function emailHtml(options: {
  heading: string;
  intro: string[];
  rows?: Row[];
  block?: { title: string; text: string };
  action?: { label: string; url: string };
  outro: string[];
  footer: string;
}): string {
  const paragraph = (text: string) => `<p style="margin:0 0 14px;line-height:1.6">${htmlText(text)}</p>`;
  const rows = (options.rows ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 16px 6px 0;color:#5c544c;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:#2b2724">${htmlText(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(options.heading)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#fbf7f0;color:#2b2724;font-family:Inter,Segoe UI,Roboto,Arial,sans-serif;font-size:15px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px;border:1px solid #e6d8c2">',
    `<h1 style="margin:0 0 18px;font-family:Georgia,serif;font-weight:500;font-size:22px;color:#1d5a58">${escapeHtml(options.heading)}</h1>`,
    options.intro.map(paragraph).join(''),
    rows
      ? `<table role="presentation" style="border-collapse:collapse;margin:6px 0 18px">${rows}</table>`
      : '',
    options.block
      ? `<p style="margin:0 0 6px;color:#5c544c">${escapeHtml(options.block.title)}</p>` +
        `<div style="margin:0 0 18px;padding:12px 14px;background:#f3ebdd;border-radius:10px;line-height:1.6">${htmlText(options.block.text)}</div>`
      : '',
    options.action
      ? `<p style="margin:8px 0 22px"><a href="${escapeHtml(options.action.url)}" style="display:inline-block;padding:12px 22px;background:#1d5a58;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(options.action.label)}</a></p>`
      : '',
    options.outro.map(paragraph).join(''),
    `<p style="margin:22px 0 0;padding-top:14px;border-top:1px solid #e6d8c2;color:#5c544c;font-size:13px">${htmlText(options.footer)}</p>`,
    '</div></body></html>',
  ].join('');
}

/** A paragraph, a button-like link, or a small print: the parts of a sign-in e-mail. */
export type AccountPart = string | { link: string; label: string } | { small: string };

/** The sign-in e-mails' plain frame: the greeting, the parts, and the shop's name as the signature. */
export function accountEmailHtml(options: {
  greeting: string;
  parts: AccountPart[];
  signature: string;
}): string {
  return `<!doctype html><html lang="en-IN"><body style="font-family:system-ui,sans-serif;color:#2b2724;background:#fbf7f0;padding:24px">
<p>${esc(options.greeting)}</p>
${options.parts
  .map((part) =>
    typeof part === 'string'
      ? `<p>${esc(part)}</p>`
      : 'link' in part
        ? `<p><a href="${esc(part.link)}" style="display:inline-block;background:#a84b23;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${esc(part.label)}</a></p>`
        : `<p style="color:#5c544c">${esc(part.small)}</p>`,
  )
  .join('\n')}
<p>Warm regards,<br>${esc(options.signature)}</p>
</body></html>`;
}
