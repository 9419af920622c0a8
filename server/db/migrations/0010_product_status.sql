DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_sale_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("name","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("effective_price","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_shop_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_admin_search_idx" ON "products" USING gin ((lower("name" || ' ' || coalesce("sku", '') || ' ' || "slug")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("name") WHERE "products"."is_featured" AND "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_sale_idx" ON "products" USING btree ("created_at") WHERE "products"."discount_price" < "products"."price" AND "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."status" = 'published';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" IN ('draft', 'published', 'archived'));