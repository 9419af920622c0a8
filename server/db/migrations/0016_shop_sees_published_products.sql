-- Decision 070: the shop sees published products only, and so does its search. The typo lexicon takes
-- the words of published products alone, and when products stop being published, the words no
-- published product still has leave it, so a draft's name is never offered as a correction.
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(changed.search_vector)) AS w
    WHERE changed.status = 'published' AND length(w) BETWEEN 2 AND 40 AND w ~ '[a-z]' AND w !~ '[0-9]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_prune() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words w
  WHERE w.word IN (
      SELECT DISTINCT x
      FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(o.search_vector)) AS x
      WHERE o.status = 'published' AND n.status <> 'published')
    AND NOT EXISTS (
      SELECT 1 FROM products p
      WHERE p.status = 'published'
        AND p.search_vector @@ ('''' || replace(w.word, '''', '''''') || '''')::tsquery);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_prune AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_prune();
