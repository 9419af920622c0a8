// Helpers for the lead journeys (consultation and contact): unique details per submission, the
// toast stack, API answers faked with CORS headers, and the e-mails the outbox writes as .eml files
// to DATA_DIR/mail when no SMTP server is set.
import type { Locator, Page, Request, Route } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures.ts';

/** Unique per call, so that no two journeys (or runs) look like a repeated submission. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The toast (top-right stack) showing `message`. */
export const toastWith = (page: Page, message: string): Locator =>
  page.locator('[data-toaster] > li').filter({ hasText: message });

export const corsHeaders = (request: Request) => ({
  'access-control-allow-origin': request.headers()['origin'] ?? '*',
  'access-control-allow-credentials': 'true',
});

/** Answers a request as the API would, CORS headers included (the API is on another origin). */
export const fulfillJson = (route: Route, status: number, body: unknown) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: corsHeaders(route.request()),
    body: JSON.stringify(body),
  });

export interface Mail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodePart(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`)
        // Leave every other byte as it is: escape what decodeURIComponent would read as an escape.
        .replace(/%(?![0-9A-F]{2})/gi, '%25');
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    }
    default:
      return body;
  }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** An .eml as nodemailer writes it: headers, then a text and an HTML part (or a single body). */
function parseMail(source: string): Mail {
  const split = source.search(/\r?\n\r?\n/);
  const headers = parseHeaders(source.slice(0, split));
  const rest = source.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const mail: Mail = { headers, text: '', html: '' };
  const parts = boundary
    ? rest.split(`--${boundary}`).slice(1, -1)
    : [
        `content-type: ${headers['content-type'] ?? 'text/plain'}\ncontent-transfer-encoding: ${headers['content-transfer-encoding'] ?? '7bit'}\n\n${rest}`,
      ];
  for (const part of parts) {
    const trimmed = part.replace(/^\r?\n/, '');
    const end = trimmed.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(trimmed.slice(0, end));
    const body = decodePart(
      trimmed.slice(end).replace(/^\r?\n\r?\n/, ''),
      partHeaders['content-transfer-encoding'] ?? '7bit',
    );
    if (/text\/html/i.test(partHeaders['content-type'] ?? '')) mail.html = body;
    else if (/text\/plain/i.test(partHeaders['content-type'] ?? '')) mail.text = body;
  }
  return mail;
}

/** Every e-mail in DATA_DIR/mail that `match` accepts. */
async function mailsIn(dataDir: string, match: (mail: Mail) => boolean): Promise<Mail[]> {
  const folder = join(dataDir, 'mail');
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.map(async (name) => {
      try {
        return parseMail(await readFile(join(folder, name), 'utf8'));
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((mail): mail is Mail => mail !== null && match(mail));
}

/** Waits for the outbox (it polls every 2 s) to write the e-mail that `match` accepts. */
export async function waitForMail(
  dataDir: string,
  what: string,
  match: (mail: Mail) => boolean,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => (found = (await mailsIn(dataDir, match))[0]) !== undefined, {
      message: `${what} in DATA_DIR/mail`,
      timeout: 45_000,
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  return found!;
}

export const addressed = (header: string | undefined, email: string) =>
  (header ?? '').toLowerCase().includes(email.toLowerCase());
