CREATE TABLE "catalogue_skus" (
	"sku_key" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid
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
ALTER TABLE "catalogue_skus" ADD CONSTRAINT "catalogue_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_skus" ADD CONSTRAINT "catalogue_skus_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_skus_product_idx" ON "catalogue_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("kind","target_id");