-- Tax documents (decision 162): invoices and credit notes (and, later, receipt and refund vouchers) in one
-- table, numbered per kind and financial year; the orders' invoices move into it.
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"order_id" uuid,
	"references_id" uuid,
	"reason" text,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"place_of_supply" text NOT NULL,
	"particulars" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" IN ('invoice', 'credit_note', 'receipt_voucher', 'refund_voucher')),
	CONSTRAINT "tax_documents_serial" CHECK ("tax_documents"."serial" > 0),
	CONSTRAINT "tax_documents_amounts" CHECK ("tax_documents"."total_paise" >= 0 AND "tax_documents"."total_paise" = "tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise"),
	CONSTRAINT "tax_documents_credit_note_references" CHECK ("tax_documents"."kind" <> 'credit_note' OR "tax_documents"."references_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	CONSTRAINT "tax_document_lines_quantity" CHECK ("tax_document_lines"."quantity" > 0),
	CONSTRAINT "tax_document_lines_amounts" CHECK ("tax_document_lines"."amount_paise" = "tax_document_lines"."taxable_paise" + "tax_document_lines"."cgst_paise" + "tax_document_lines"."sgst_paise" + "tax_document_lines"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_references_id_tax_documents_id_fk" FOREIGN KEY ("references_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_uq" ON "tax_documents" USING btree ("kind","financial_year","serial");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_references_idx" ON "tax_documents" USING btree ("references_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_on","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_lines_position_uq" ON "tax_document_lines" USING btree ("document_id","position");--> statement-breakpoint
-- Every invoice issued so far becomes a document with its order's lines, keeping its number and date.
INSERT INTO "tax_documents" ("kind", "financial_year", "serial", "number", "issued_on", "order_id", "buyer_name", "buyer_gstin", "place_of_supply", "particulars", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "total_paise", "created_at")
SELECT 'invoice', fy."name", right(o."invoice_number", 6)::int, o."invoice_number", o."invoice_date", o."id", o."name", o."gstin", o."place_of_supply",
       jsonb_build_object('orderNumber', o."number", 'paymentMethod', o."payment_method", 'phone', o."phone",
                          'billing', o."billing_address", 'delivery', o."delivery_address"),
       o."taxable_paise", o."cgst_paise", o."sgst_paise", o."igst_paise", o."total_paise", o."created_at"
FROM "orders" o
CROSS JOIN LATERAL (SELECT CASE WHEN extract(month FROM o."invoice_date") >= 4 THEN extract(year FROM o."invoice_date")::int ELSE extract(year FROM o."invoice_date")::int - 1 END AS "start") y
CROSS JOIN LATERAL (SELECT y."start" || '-' || lpad(((y."start" + 1) % 100)::text, 2, '0') AS "name") fy
WHERE o."invoice_number" IS NOT NULL;--> statement-breakpoint
INSERT INTO "tax_document_lines" ("document_id", "position", "description", "hsn_code", "quantity", "unit_price_paise", "gst_rate_bp", "amount_paise", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise")
SELECT d."id", l."position", l."name" || coalesce(' (' || l."variant_name" || ')', ''), l."hsn_code", l."quantity", l."unit_price" * 100, l."gst_rate_bp", l."amount_paise", l."taxable_paise", l."cgst_paise", l."sgst_paise", l."igst_paise"
FROM "tax_documents" d JOIN "order_lines" l ON l."order_id" = d."order_id"
WHERE d."kind" = 'invoice';--> statement-breakpoint
INSERT INTO "tax_document_counters" ("kind", "financial_year", "last_serial")
SELECT 'invoice', "financial_year", "last_number" FROM "invoice_counters";--> statement-breakpoint
-- Orders cancelled before this migration get the credit note they would have had, issued today.
INSERT INTO "tax_documents" ("kind", "financial_year", "serial", "number", "issued_on", "order_id", "references_id", "reason", "buyer_name", "buyer_gstin", "place_of_supply", "particulars", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "total_paise")
SELECT 'credit_note', c."year", c."note_serial", 'CN/' || substr(c."year", 3) || '/' || lpad(c."note_serial"::text, 6, '0'), c."today", c."order_id", c."id", 'Order cancelled',
       c."buyer_name", c."buyer_gstin", c."place_of_supply", c."particulars", c."taxable_paise", c."cgst_paise", c."sgst_paise", c."igst_paise", c."total_paise"
FROM (
  SELECT d.*, t."today", fy."name" AS "year", row_number() OVER (ORDER BY o."updated_at", d."serial")::int AS "note_serial"
  FROM "tax_documents" d JOIN "orders" o ON o."id" = d."order_id"
  CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS "today") t
  CROSS JOIN LATERAL (SELECT CASE WHEN extract(month FROM t."today") >= 4 THEN extract(year FROM t."today")::int ELSE extract(year FROM t."today")::int - 1 END AS "start") y
  CROSS JOIN LATERAL (SELECT y."start" || '-' || lpad(((y."start" + 1) % 100)::text, 2, '0') AS "name") fy
  WHERE d."kind" = 'invoice' AND o."status" IN ('cancelled', 'refunded')
) c;--> statement-breakpoint
INSERT INTO "tax_document_lines" ("document_id", "position", "description", "hsn_code", "quantity", "unit_price_paise", "gst_rate_bp", "amount_paise", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise")
SELECT c."id", l."position", l."description", l."hsn_code", l."quantity", l."unit_price_paise", l."gst_rate_bp", l."amount_paise", l."taxable_paise", l."cgst_paise", l."sgst_paise", l."igst_paise"
FROM "tax_documents" c JOIN "tax_document_lines" l ON l."document_id" = c."references_id"
WHERE c."kind" = 'credit_note';--> statement-breakpoint
INSERT INTO "tax_document_counters" ("kind", "financial_year", "last_serial")
SELECT 'credit_note', "financial_year", max("serial") FROM "tax_documents" WHERE "kind" = 'credit_note' GROUP BY "financial_year";--> statement-breakpoint
DROP TABLE "invoice_counters";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_invoice_number_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "invoice_number";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "invoice_date";
--> statement-breakpoint
-- Money movements (decision 163): every payment and refund of an order is a row with its state; the
-- payment an order kept in its own columns moves here.
CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"refund_of" uuid,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"gateway_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "money_movements_gateway_reference_unique" UNIQUE("gateway_reference"),
	CONSTRAINT "money_movements_kind" CHECK ("money_movements"."kind" IN ('payment', 'refund')),
	CONSTRAINT "money_movements_state" CHECK ("money_movements"."state" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "money_movements_source" CHECK ("money_movements"."source" IN ('order')),
	CONSTRAINT "money_movements_order" CHECK ("money_movements"."source" <> 'order' OR "money_movements"."order_id" IS NOT NULL),
	CONSTRAINT "money_movements_method" CHECK ("money_movements"."method" IN ('razorpay', 'cash_on_delivery')),
	CONSTRAINT "money_movements_amount" CHECK ("money_movements"."amount_paise" > 0),
	CONSTRAINT "money_movements_refund_of" CHECK (("money_movements"."kind" = 'refund') = ("money_movements"."refund_of" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_refund_of_money_movements_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."money_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_movements_order_idx" ON "money_movements" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "money_movements_refund_of_idx" ON "money_movements" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "money_movements_pending_idx" ON "money_movements" USING btree ("updated_at") WHERE "money_movements"."state" = 'pending';--> statement-breakpoint
INSERT INTO "money_movements" ("kind", "state", "source", "order_id", "method", "amount_paise", "gateway_reference", "created_at", "updated_at", "settled_at")
SELECT 'payment', 'succeeded', 'order', "id", 'razorpay', "total_paise", "gateway_payment_id", coalesce("paid_at", "updated_at"), coalesce("paid_at", "updated_at"), coalesce("paid_at", "updated_at")
FROM "orders" WHERE "gateway_payment_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "money_movements" ("kind", "state", "source", "order_id", "method", "amount_paise", "created_at", "updated_at", "settled_at")
SELECT 'payment', 'succeeded', 'order', o."id", 'cash_on_delivery', o."total_paise", e."created_at", e."created_at", e."created_at"
FROM "orders" o JOIN LATERAL (SELECT min("created_at") AS "created_at" FROM "order_events" WHERE "order_id" = o."id" AND "status" = 'delivered') e ON true
WHERE o."payment_method" = 'cod' AND o."payment_status" = 'paid';--> statement-breakpoint
-- A refunded order's refund, with the reference its history noted ("Refund rfnd_…").
INSERT INTO "money_movements" ("kind", "state", "source", "order_id", "refund_of", "method", "amount_paise", "gateway_reference", "created_at", "updated_at", "settled_at")
SELECT 'refund', 'succeeded', 'order', o."id", p."id", 'razorpay', p."amount_paise", substring(e."note" FROM 'Refund (rfnd_[A-Za-z0-9]+)'), e."created_at", e."created_at", e."created_at"
FROM "orders" o JOIN "money_movements" p ON p."order_id" = o."id" AND p."kind" = 'payment' AND p."method" = 'razorpay'
LEFT JOIN LATERAL (SELECT "note", "created_at" FROM "order_events" WHERE "order_id" = o."id" AND "status" = 'refunded' ORDER BY "created_at" DESC LIMIT 1) e ON true
WHERE o."payment_status" = 'refunded';--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_gateway_payment_id_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "gateway_payment_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('due', 'paid', 'refund_pending', 'refunded'));--> statement-breakpoint
-- What staff must look at (decision 163): a payment that could not be applied, a refund that failed,
-- an order that could not be reconciled. One open alert per kind, order and gateway reference.
CREATE TABLE "payment_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"raised_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_alerts_kind" CHECK ("payment_alerts"."kind" IN ('payment_not_applied', 'refund_failed', 'reconcile_failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_alerts" ADD CONSTRAINT "payment_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_alerts_open_uq" ON "payment_alerts" USING btree ("kind","order_id","reference") WHERE "payment_alerts"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_alerts_raised_idx" ON "payment_alerts" USING btree ("raised_at") WHERE "payment_alerts"."resolved_at" IS NULL AND "payment_alerts"."raised_at" IS NOT NULL;
--> statement-breakpoint
-- Razorpay's webhook deliveries already handled, by X-Razorpay-Event-Id (decision 164), kept a week.
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_events_received_idx" ON "webhook_events" USING btree ("received_at");