// What the mail folder's messages say (the .eml files the outbox writes without SMTP), for tests that
// look for a person in them: each file as written, with its quoted-printable and base64 parts and its
// encoded header words decoded beside it, so that a soft line break or an encoding hides nothing.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const quotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const base64Parts = (text: string): string[] =>
  [
    ...text.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((match) => Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'));

const encodedWords = (text: string): string =>
  text.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, body: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(body, 'base64').toString('utf8')
      : quotedPrintable(body.replace(/_/g, ' ')),
  );

/** Each message file of `directory` (none when it does not exist) and everything it says, readable. */
export async function mailFolder(directory: string): Promise<Map<string, string>> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const messages = new Map<string, string>();
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const raw = await readFile(join(directory, name), 'utf8');
    messages.set(name, [raw, quotedPrintable(raw), encodedWords(raw), ...base64Parts(raw)].join('\n'));
  }
  return messages;
}
