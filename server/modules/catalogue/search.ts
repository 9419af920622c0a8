// Typo-tolerant search. Trigram similarity over every product row is far too slow at scale, so the
// shopper's words are corrected against `search_words` (the catalogue's distinct lexemes, a few
// thousand rows kept by a trigger) and the corrected words are then matched with the full-text
// index. "sofaa" → sofa, "sheesam" → sheesham.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

interface TokenRow {
  token: string;
  known: boolean;
  suggestion: string | null;
}

const LEXEME_RE = /^[a-z0-9]+$/;

/**
 * Turns free text into a `to_tsquery('simple', …)` expression, or null when some word matches
 * nothing in the catalogue, not even after correction (the search then finds nothing).
 */
export async function buildSearchQuery(database: Database, text: string): Promise<string | null> {
  const cleaned = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!cleaned) return '';
  const rows = await database.query<TokenRow>(sql`
    SELECT t.token,
           EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE t.token || '%') AS known,
           CASE WHEN t.token !~ '^[0-9]+$' THEN
             (SELECT w.word FROM search_words w
               WHERE w.word % t.token
               ORDER BY w.word <-> t.token, w.word
               LIMIT 1)
           END AS suggestion
      FROM unnest(tsvector_to_array(to_tsvector('english', ${cleaned}))) AS t(token)
  `);
  if (rows.length === 0) return ''; // only stop words: no filter
  const parts: string[] = [];
  for (const row of rows) {
    const alternatives = new Set<string>();
    // Numbers are not in the lexicon (migration 0004): match them as typed.
    if (/^[0-9]+$/.test(row.token)) {
      parts.push(`${row.token}:*`);
      continue;
    }
    if (row.known && LEXEME_RE.test(row.token)) alternatives.add(`${row.token}:*`);
    if (row.suggestion && LEXEME_RE.test(row.suggestion)) alternatives.add(row.suggestion);
    if (alternatives.size === 0) return null;
    parts.push(alternatives.size === 1 ? [...alternatives][0]! : `(${[...alternatives].join(' | ')})`);
  }
  return parts.join(' & ');
}
