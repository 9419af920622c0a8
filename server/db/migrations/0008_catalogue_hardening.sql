CREATE TABLE "product_view_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_view_visitors_day_visitor_product_id_pk" PRIMARY KEY("day","visitor","product_id")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "discount_price" integer;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_token_uq" ON "stock_notifications" USING btree ("token_hash") WHERE "stock_notifications"."token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_notifications_due_idx" ON "stock_notifications" USING btree ("product_id") WHERE "stock_notifications"."confirmed_at" IS NOT NULL AND "stock_notifications"."notified_at" IS NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_discount_price_positive" CHECK ("product_variants"."discount_price" IS NULL OR "product_variants"."discount_price" > 0);