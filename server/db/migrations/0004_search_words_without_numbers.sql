-- Numbers (sizes, model numbers, counts in product names) are not words to correct typos against:
-- a catalogue with many numbered names would fill the lexicon with them and make every correction
-- scan it. Numeric search terms match the full-text index directly instead (see search.ts).
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(changed.search_vector)) AS w
    WHERE length(w) BETWEEN 2 AND 40 AND w ~ '[a-z]' AND w !~ '[0-9]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM search_words WHERE word !~ '[a-z]' OR word ~ '[0-9]';
