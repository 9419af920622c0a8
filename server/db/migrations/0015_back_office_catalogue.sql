CREATE TABLE "catalogue_skus" (
	"sku_key" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"csv" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"plan" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status" CHECK ("import_jobs"."status" IN ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"is_new" boolean NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"name" text,
	"slug" text,
	"status" text,
	"category_id" uuid,
	"price" integer,
	"discount_price" integer,
	"compare_price" integer,
	"stock_status" text,
	"is_featured" boolean,
	"brand" text,
	"material" text,
	"color" text,
	"style" text,
	"room_type" text,
	"dimensions" text,
	"weight" text,
	"warranty" text,
	"care_instructions" text,
	"assembly_required" boolean,
	"description" text,
	"features" jsonb,
	"specifications" jsonb,
	"sort_order" integer,
	CONSTRAINT "import_rows_job_id_line_pk" PRIMARY KEY("job_id","line")
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug"),
	CONSTRAINT "slug_redirects_kind" CHECK ("slug_redirects"."kind" IN ('product', 'category'))
);
--> statement-breakpoint
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
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "catalogue_skus" ADD CONSTRAINT "catalogue_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_skus" ADD CONSTRAINT "catalogue_skus_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_skus_product_idx" ON "catalogue_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "import_jobs_due_idx" ON "import_jobs" USING btree ("created_at") WHERE "import_jobs"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("kind","target_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_staff_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("name","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_shop_price_idx" ON "products" USING btree ("effective_price","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_shop_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_admin_search_idx" ON "products" USING gin ((lower("name" || ' ' || coalesce("sku", '') || ' ' || "slug")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id","name","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("name") WHERE "products"."is_featured" AND "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_sale_idx" ON "products" USING btree ("created_at") WHERE "products"."discount_price" < "products"."price" AND "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."status" = 'published';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" IN ('draft', 'published', 'archived'));