-- Dispatch paperwork and low stock (decision 199): a low-stock threshold on each counted product, with the
-- partial index the back office's Low stock list and the daily e-mail read (it holds only the products at
-- or below their threshold, so it stays small however large the catalogue); each order's delivery challan,
-- numbered once in its own series per financial year; and the index that finds a day's shipments.
ALTER TABLE "product_stock" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_low_stock_threshold" CHECK ("product_stock"."low_stock_threshold" IS NULL OR "product_stock"."low_stock_threshold" >= 0);--> statement-breakpoint
CREATE INDEX "product_stock_low_idx" ON "product_stock" USING btree ("quantity","product_id") WHERE "product_stock"."quantity" <= "product_stock"."low_stock_threshold";--> statement-breakpoint
CREATE TABLE "delivery_challans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_challans_order_uq" UNIQUE("order_id"),
	CONSTRAINT "delivery_challans_number_uq" UNIQUE("number"),
	CONSTRAINT "delivery_challans_serial" CHECK ("delivery_challans"."serial" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_challans" ADD CONSTRAINT "delivery_challans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_challans" ADD CONSTRAINT "delivery_challans_issued_by_staff_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_challans_series_uq" ON "delivery_challans" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE INDEX "order_events_shipped_idx" ON "order_events" USING btree ("created_at") WHERE "order_events"."status" = 'shipped';
