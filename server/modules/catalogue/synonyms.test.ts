import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS } from './synonyms.ts';

describe('the search synonym dictionary', () => {
  const entries = Object.entries(SEARCH_SYNONYMS);

  it('knows at least thirty Indian words', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  it('is written in plain lower-case words, each leading somewhere else', () => {
    for (const [word, meanings] of entries) {
      expect(word, word).toMatch(/^[a-z]+$/);
      expect(meanings.length, word).toBeGreaterThan(0);
      for (const meaning of meanings) {
        expect(meaning, word).toMatch(/^[a-z]+( [a-z]+)*$/);
        expect(meaning, word).not.toBe(word);
      }
    }
  });
});
