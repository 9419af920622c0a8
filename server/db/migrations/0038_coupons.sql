-- Coupon codes (decision 202): the terms staff set, and one redemption row per order that used a code. A
-- code is unique whatever its case. `uses` counts the orders holding the code now and never passes
-- `max_uses`, a rule the database keeps, so of twenty checkouts racing for the last five uses five win. A
-- cancelled order gives its use back (`released_at`). Order lines, orders and tax document lines keep the
-- discount they were given, GST included, so an invoice shows it and a return takes back its share.
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_order" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"category_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"per_customer_max" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_given_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" IN ('percent', 'flat')),
	CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" IN ('all', 'categories', 'products')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" > 0 AND ("coupons"."kind" = 'flat' OR "coupons"."value" <= 90)),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."uses" >= 0 AND ("coupons"."max_uses" IS NULL OR "coupons"."uses" <= "coupons"."max_uses")),
	CONSTRAINT "coupons_given" CHECK ("coupons"."discount_given_paise" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_discount" CHECK ("coupon_redemptions"."discount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_uq" ON "coupon_redemptions" USING btree ("order_id","coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id") WHERE "coupon_redemptions"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email_idx" ON "coupon_redemptions" USING btree ("coupon_id",lower("email")) WHERE "coupon_redemptions"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_any_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;
