-- Decision 077: a review hidden by staff no longer counts in its product's rating and review count.
-- The same statement trigger as before (migration 0001), counting visible reviews only.
CREATE OR REPLACE FUNCTION reviews_refresh_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
    SET rating = s.avg_rating, review_count = s.review_count
    FROM (
      SELECT ids.product_id,
             coalesce(round(avg(r.rating)::numeric, 1), 0)::real AS avg_rating,
             count(r.id)::int AS review_count
        FROM (SELECT DISTINCT product_id FROM changed) ids
        LEFT JOIN reviews r ON r.product_id = ids.product_id AND r.hidden_at IS NULL
        GROUP BY ids.product_id
    ) s
    WHERE p.id = s.product_id
      AND (p.rating IS DISTINCT FROM s.avg_rating OR p.review_count IS DISTINCT FROM s.review_count);
  RETURN NULL;
END $$;
