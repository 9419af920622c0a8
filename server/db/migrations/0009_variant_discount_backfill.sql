-- Decision 041: a variant carries its own sale price. Until now a variant of a discounted product was
-- sold at its price times the product's discount ratio (decision 015); that price becomes the variant's
-- discount price, so nothing a shopper pays changes. The arithmetic is the API's own: IEEE doubles,
-- price × (effective price ÷ price), rounded half up to whole rupees (JavaScript's Math.round).
-- Variants whose price that ratio did not lower (or would have made free) keep no discount price.
UPDATE product_variants v
SET discount_price = r.shopper_price
FROM (
  SELECT v2.id,
         (CASE WHEN f.x - floor(f.x) >= 0.5 THEN ceil(f.x) ELSE floor(f.x) END)::int AS shopper_price
  FROM product_variants v2
  JOIN products p ON p.id = v2.product_id
  CROSS JOIN LATERAL (SELECT v2.price::float8 * (p.effective_price::float8 / p.price::float8) AS x) f
  WHERE p.effective_price < p.price
) r
WHERE v.id = r.id AND v.discount_price IS NULL AND r.shopper_price < v.price AND r.shopper_price > 0;
