import { describe, expect, it } from 'vitest';
import { phraseReader } from './search.ts';
import { SEARCH_PHRASES, SEARCH_SYNONYMS } from './synonyms.ts';

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

  it('reads each phrase, of two words or more, as a word of the dictionary', () => {
    for (const [phrase, word] of Object.entries(SEARCH_PHRASES)) {
      expect(phrase).toMatch(/^[a-z]+( [a-z]+)+$/);
      expect(Object.keys(SEARCH_SYNONYMS), phrase).toContain(word);
    }
  });
});

describe('reading phrases', () => {
  const read = phraseReader({ 'sofa cum bed': 'sofabed', 'sofa bed': 'sofabed', 'day bed': 'daybed' });

  it('replaces whole phrases anywhere in the text, the longest first', () => {
    expect(read('sofa cum bed')).toBe('sofabed');
    expect(read('sheesham sofa cum bed with storage')).toBe('sheesham sofabed with storage');
    expect(read('sofa bed day bed')).toBe('sofabed daybed');
  });

  it('leaves words that only begin or end like a phrase', () => {
    expect(read('sofa bedroom')).toBe('sofa bedroom');
    expect(read('sofa cum beds')).toBe('sofa cum beds');
    expect(read('comfy sofa')).toBe('comfy sofa');
  });
});
