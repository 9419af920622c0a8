-- Search vectors, the typo lexicon, derived ratings and the catalogue version.
-- Everything here is maintained by the database itself, so any writer (the API, a seed script,
-- an operator with psql) keeps search, ratings and the rebuild signal correct.

INSERT INTO catalogue_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_set_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
CREATE TRIGGER categories_set_updated_at BEFORE UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- Weighted document: name (A), brand and category path (B), material, style, colour and room (C),
-- description (D).
CREATE FUNCTION products_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_path text;
BEGIN
  SELECT concat_ws(' ', c.name, parent.name) INTO category_path
    FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
    WHERE c.id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.brand, category_path)), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.material, NEW.style, NEW.color, NEW.room_type)), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, brand, category_id, material, style, color, room_type, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector_refresh();
--> statement-breakpoint
CREATE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(changed.search_vector)) AS w
    WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
-- A renamed or moved category changes the search text of its products and its children's products.
CREATE FUNCTION categories_refresh_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id
    WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_refresh_product_search();
--> statement-breakpoint
CREATE FUNCTION reviews_refresh_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
    SET rating = s.avg_rating, review_count = s.review_count
    FROM (
      SELECT ids.product_id,
             coalesce(round(avg(r.rating)::numeric, 1), 0)::real AS avg_rating,
             count(r.id)::int AS review_count
        FROM (SELECT DISTINCT product_id FROM changed) ids
        LEFT JOIN reviews r ON r.product_id = ids.product_id
        GROUP BY ids.product_id
    ) s
    WHERE p.id = s.product_id
      AND (p.rating IS DISTINCT FROM s.avg_rating OR p.review_count IS DISTINCT FROM s.review_count);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_rating();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_rating();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_rating();
--> statement-breakpoint
-- The rebuild signal: any write to catalogue data bumps one counter. Statement-level, so a bulk
-- load bumps it once per statement, not once per row.
CREATE FUNCTION catalogue_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER product_images_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER product_variants_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER product_specifications_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_specifications
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER product_features_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_features
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER reviews_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
