-- Returns and replacements (decision 197): the return window of categories and products, the window an
-- order line was sold with, return requests with their lines and photos, the numbers they are known by,
-- and the refunds they caused in the ledger.
ALTER TABLE "categories" ADD COLUMN "return_days" smallint;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_days" CHECK ("return_days" IS NULL OR "return_days" BETWEEN 0 AND 90);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "return_days" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_return_days" CHECK ("return_days" IS NULL OR "return_days" BETWEEN 0 AND 90);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "return_days" smallint;--> statement-breakpoint
CREATE SEQUENCE "return_numbers" START WITH 100001;--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"requested_by" text NOT NULL,
	"pickup_on" date,
	"decision_note" text,
	"condition_notes" text,
	"deduction_paise" integer DEFAULT 0 NOT NULL,
	"deduction_reason" text,
	"refund_paise" integer,
	"credit_note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_uq" UNIQUE("number"),
	CONSTRAINT "returns_kind" CHECK ("kind" IN ('return', 'replacement')),
	CONSTRAINT "returns_state" CHECK ("state" IN ('requested', 'approved', 'rejected', 'collected', 'inspected', 'refunded', 'replacement_sent', 'closed')),
	CONSTRAINT "returns_requested_by" CHECK ("requested_by" IN ('customer', 'guest', 'staff', 'delivery')),
	CONSTRAINT "returns_deduction" CHECK ("deduction_paise" >= 0 AND ("refund_paise" IS NULL OR "refund_paise" >= 0))
);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_credit_note_id_tax_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state","created_at");--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"restocked" integer DEFAULT 0 NOT NULL,
	"written_off" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity" CHECK ("quantity" > 0 AND "restocked" >= 0 AND "written_off" >= 0 AND "restocked" + "written_off" <= "quantity")
);--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id","created_at");--> statement-breakpoint
ALTER TABLE "money_movements" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_movements_return_idx" ON "money_movements" USING btree ("return_id") WHERE "return_id" IS NOT NULL;
