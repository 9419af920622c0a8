CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"name" text NOT NULL,
	"variant_name" text,
	"hsn_code" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" IN ('product', 'installation')),
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"gstin" text,
	"place_of_supply" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"reserved_until" timestamp with time zone,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "orders_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "orders_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('pending_payment', 'placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IN ('cod', 'online')),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('due', 'paid', 'refunded')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_paise" > 0 AND "orders"."total_paise" = "orders"."taxable_paise" + "orders"."cgst_paise" + "orders"."sgst_paise" + "orders"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_quantity" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '9403' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_uq" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."customer_id" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_reserved_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code" CHECK ("products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst_rate_bp" IN (0, 500, 1800, 4000));--> statement-breakpoint
-- The order links' key, made once by the database's own strong random source (decision 124).
INSERT INTO "app_secrets" ("name", "value") VALUES ('order_links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The demo catalogue's HSN codes and GST rates by subcategory (decision 122); other products keep 9403 at 18 %.
UPDATE "products" SET "hsn_code" = '9401', "gst_rate_bp" = 1800 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('sofas', 'recliners', 'accent-chairs', 'dining-chairs', 'office-chairs', 'outdoor-seating', 'swings'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '9405', "gst_rate_bp" = 1800 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('pendant-lights', 'floor-lamps', 'table-lamps'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '7009', "gst_rate_bp" = 1800 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('mirrors'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '9404', "gst_rate_bp" = 1800 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('cushions'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '5703', "gst_rate_bp" = 500 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('rugs'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '6913', "gst_rate_bp" = 500 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('vases'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '6914', "gst_rate_bp" = 500 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('planters'));--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '9701', "gst_rate_bp" = 500 WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('wall-art'));
