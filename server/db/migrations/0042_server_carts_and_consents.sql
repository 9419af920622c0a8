-- The cart that follows the account, the reminders of carts left behind, and the consent record
-- (decision 207). `consents` is append-only: the latest row of a (customer, channel, purpose) is its
-- state, read through consents_current_idx. A cart's reminder is due while reminded_at is empty, which
-- carts_reminder_due_idx holds alone, so the scan never reads carts already reminded or empty.
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_channel" CHECK ("consents"."channel" IN ('email', 'sms', 'whatsapp')),
	CONSTRAINT "consents_purpose" CHECK ("consents"."purpose" IN ('cart_reminders', 'offers')),
	CONSTRAINT "consents_source" CHECK ("consents"."source" IN ('profile', 'checkout', 'unsubscribe_link'))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"line_count" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "carts_line_count" CHECK ("carts"."line_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"customer_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" smallint NOT NULL,
	CONSTRAINT "cart_lines_pk" PRIMARY KEY("customer_id","position"),
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"cart_updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_customer_id_carts_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."carts"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_current_idx" ON "consents" USING btree ("customer_id","channel","purpose","recorded_at" DESC);--> statement-breakpoint
CREATE INDEX "carts_reminder_due_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."reminded_at" IS NULL AND "carts"."line_count" > 0;--> statement-breakpoint
CREATE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_cart_uq" ON "cart_reminders" USING btree ("customer_id","cart_updated_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");
--> statement-breakpoint
INSERT INTO "app_secrets" ("name", "value") VALUES ('cart_reminders', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
