// Typo-tolerant search. Trigram similarity over every product row is far too slow at scale, so the
// shopper's words are corrected against `search_words` (the catalogue's distinct lexemes, a few
// thousand rows kept by a trigger) and the corrected words are then matched with the full-text
// index. "sofaa" → sofa, "sheesam" → sheesham.
//
// Indian words for furniture, rooms and materials (synonyms.ts, decision 044) are searched with their
// English meanings as well as themselves: "almirah" → (almirah | wardrobe | cupboard). A misspelt one is
// corrected to the nearest of those words when it is nearer than any catalogue word: "almirahh" →
// almirah → wardrobes. A phrase that names one thing ("sofa cum bed") is read as the dictionary word
// that stands for it before any of this.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SEARCH_PHRASES, SEARCH_SYNONYMS } from './synonyms.ts';

interface TokenRow {
  token: string;
  known: boolean;
  suggestion: string | null;
  suggestion_score: number | null;
  synonym: string | null;
  synonym_score: number | null;
}

const LEXEME_RE = /^[a-z0-9]+$/;

/** The dictionary as lexemes: each word's lexeme → its meanings as tsquery terms ("wardrob", "(sofa & bed)"). */
export interface SynonymIndex {
  words: string[];
  meanings: Map<string, string[]>;
  /** Cleaned text (lower case, words separated by single spaces) with each phrase replaced by its word. */
  readPhrases: (text: string) => string;
}

const asIs = (text: string) => text;

/**
 * Replaces whole-word occurrences of each phrase, the longest first, by the word it is read as. Phrases
 * are plain lower-case words and spaces (synonyms.test.ts), so they go into the pattern as they are.
 */
export function phraseReader(phrases: Readonly<Record<string, string>>): (text: string) => string {
  const keys = Object.keys(phrases).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return asIs;
  const pattern = new RegExp(`(?<=^| )(?:${keys.join('|')})(?= |$)`, 'g');
  return (text) => text.replace(pattern, (phrase) => phrases[phrase] ?? phrase);
}

/** Stems the dictionary with the catalogue's own text search configuration, in one query. */
export async function loadSynonyms(
  database: Database,
  dictionary: Readonly<Record<string, readonly string[]>> = SEARCH_SYNONYMS,
  phrases: Readonly<Record<string, string>> = SEARCH_PHRASES,
): Promise<SynonymIndex> {
  const pairs = Object.entries(dictionary).flatMap(([word, meanings]) =>
    meanings.map((meaning) => [word, meaning] as const),
  );
  const rows = await database.query<{ word: string[]; meaning: string[] }>(sql`
    SELECT tsvector_to_array(to_tsvector('english', w)) AS word,
           tsvector_to_array(to_tsvector('english', m)) AS meaning
    FROM unnest(${sql.param(pairs.map(([word]) => word))}::text[],
                ${sql.param(pairs.map(([, meaning]) => meaning))}::text[]) AS t(w, m)`);
  const meanings = new Map<string, string[]>();
  for (const row of rows) {
    const [word] = row.word;
    const lexemes = row.meaning.filter((lexeme) => LEXEME_RE.test(lexeme));
    if (!word || !LEXEME_RE.test(word) || lexemes.length === 0) continue;
    const term = lexemes.length === 1 ? lexemes[0]! : `(${lexemes.join(' & ')})`;
    const known = meanings.get(word) ?? [];
    if (!known.includes(term) && term !== word) known.push(term);
    meanings.set(word, known);
  }
  return { words: [...meanings.keys()], meanings, readPhrases: phraseReader(phrases) };
}

/**
 * Turns free text into a `to_tsquery('simple', …)` expression, or null when some word matches
 * nothing in the catalogue, not even after correction (the search then finds nothing).
 */
export async function buildSearchQuery(
  database: Database,
  text: string,
  synonyms: SynonymIndex = { words: [], meanings: new Map(), readPhrases: asIs },
): Promise<string | null> {
  const cleaned = synonyms.readPhrases(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
  if (!cleaned) return '';
  // For each word: is it (a prefix of) a catalogue word, the nearest catalogue word, and the nearest
  // dictionary word; pg_trgm's similarity threshold decides what is near at all.
  const rows = await database.query<TokenRow>(sql`
    SELECT t.token,
           EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE t.token || '%') AS known,
           s.word AS suggestion, similarity(s.word, t.token) AS suggestion_score,
           d.word AS synonym, similarity(d.word, t.token) AS synonym_score
      FROM unnest(tsvector_to_array(to_tsvector('english', ${cleaned}))) AS t(token)
      LEFT JOIN LATERAL (
        SELECT w.word FROM search_words w
         WHERE t.token !~ '^[0-9]+$' AND w.word % t.token
         ORDER BY w.word <-> t.token, w.word
         LIMIT 1
      ) s ON TRUE
      LEFT JOIN LATERAL (
        SELECT k AS word FROM unnest(${sql.param(synonyms.words)}::text[]) AS k
         WHERE t.token !~ '^[0-9]+$' AND k % t.token
         ORDER BY k <-> t.token, k
         LIMIT 1
      ) d ON TRUE
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
    const exact = synonyms.meanings.get(row.token);
    // A dictionary word as typed, or misspelt and nearer to it than to any catalogue word.
    const dictionaryWord = exact
      ? row.token
      : !row.known && row.synonym && (row.synonym_score ?? 0) >= (row.suggestion_score ?? 0)
        ? row.synonym
        : null;
    if (dictionaryWord) {
      alternatives.add(dictionaryWord);
      for (const meaning of synonyms.meanings.get(dictionaryWord) ?? []) alternatives.add(meaning);
    } else if (row.suggestion && LEXEME_RE.test(row.suggestion)) {
      alternatives.add(row.suggestion);
    }
    if (alternatives.size === 0) return null;
    parts.push(alternatives.size === 1 ? [...alternatives][0]! : `(${[...alternatives].join(' | ')})`);
  }
  return parts.join(' & ');
}
