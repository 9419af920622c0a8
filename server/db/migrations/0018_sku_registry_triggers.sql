-- Decision 071: a SKU names one product or one variant, across both tables and without regard to case.
-- catalogue_skus holds every SKU in use (lower case, primary key); these triggers keep it, so that any
-- writer (the back office, an import, the seed, psql) is held to it. Deleting a product or a variant
-- frees its SKUs through the foreign keys.
--
-- Existing SKUs are registered first; should two already clash, the first is registered and the other
-- is left as it is until someone changes it.
INSERT INTO catalogue_skus (sku_key, product_id, variant_id)
  SELECT lower(sku), id, NULL::uuid FROM products WHERE sku IS NOT NULL
  UNION ALL
  SELECT lower(sku), product_id, id FROM product_variants WHERE sku IS NOT NULL
ON CONFLICT (sku_key) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION catalogue_skus_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_skus (sku_key, product_id)
    SELECT lower(sku), id FROM changed WHERE sku IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_sku_registered AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_skus_products_inserted();
--> statement-breakpoint
CREATE FUNCTION catalogue_skus_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_skus WHERE product_id = NEW.id AND variant_id IS NULL;
  IF NEW.sku IS NOT NULL THEN
    INSERT INTO catalogue_skus (sku_key, product_id) VALUES (lower(NEW.sku), NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_sku_changed AFTER UPDATE OF sku ON products
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku) EXECUTE FUNCTION catalogue_skus_product_changed();
--> statement-breakpoint
CREATE FUNCTION catalogue_skus_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_skus (sku_key, product_id, variant_id)
    SELECT lower(sku), product_id, id FROM changed WHERE sku IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_sku_registered AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_skus_variants_inserted();
--> statement-breakpoint
CREATE FUNCTION catalogue_skus_variant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_skus WHERE variant_id = NEW.id;
  IF NEW.sku IS NOT NULL THEN
    INSERT INTO catalogue_skus (sku_key, product_id, variant_id) VALUES (lower(NEW.sku), NEW.product_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_sku_changed AFTER UPDATE OF sku ON product_variants
  FOR EACH ROW WHEN (OLD.sku IS DISTINCT FROM NEW.sku) EXECUTE FUNCTION catalogue_skus_variant_changed();
