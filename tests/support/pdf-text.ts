// Reading what a PDF shows, for tests of the GST invoice: the content streams inflated, and the strings
// of their text operators decoded (pdfkit writes them as hex).
import { inflateSync } from 'node:zlib';

/** The text a PDF shows: its content streams inflated, the strings of its text operators decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const block of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hex = block[1] ? [...block[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : [block[2]!];
      parts.push(hex.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return parts.join('\n');
}
