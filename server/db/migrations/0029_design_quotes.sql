-- Design quotes (decision 191): a project's quote in versions, its rooms and lines with their figures,
-- and the project's site address, whose state is the quotes' place of supply (decision 190).
ALTER TABLE "projects" ADD COLUMN "site_address" jsonb;--> statement-breakpoint
CREATE TABLE "design_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rooms" jsonb NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"place_of_supply" text,
	"intra_state" boolean NOT NULL,
	"gross_paise" integer DEFAULT 0 NOT NULL,
	"discount_total_paise" integer DEFAULT 0 NOT NULL,
	"taxable_paise" integer DEFAULT 0 NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer DEFAULT 0 NOT NULL,
	"content_digest" text,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"changes_requested_at" timestamp with time zone,
	"change_comment" text,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_ip" text,
	"approved_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_quotes_status" CHECK ("design_quotes"."status" IN ('draft', 'sent', 'changes_requested', 'approved', 'superseded')),
	CONSTRAINT "design_quotes_version" CHECK ("design_quotes"."version" > 0),
	CONSTRAINT "design_quotes_amounts" CHECK ("design_quotes"."total_paise" >= 0 AND "design_quotes"."total_paise" = "design_quotes"."taxable_paise" + "design_quotes"."cgst_paise" + "design_quotes"."sgst_paise" + "design_quotes"."igst_paise"),
	CONSTRAINT "design_quotes_sent" CHECK ("design_quotes"."status" = 'draft' OR ("design_quotes"."sent_at" IS NOT NULL AND "design_quotes"."content_digest" IS NOT NULL)),
	CONSTRAINT "design_quotes_approved" CHECK (("design_quotes"."approved_at" IS NULL) = ("design_quotes"."approved_digest" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "design_quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"line_key" uuid NOT NULL,
	"position" smallint NOT NULL,
	"room" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"sku" text,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit_paise" integer NOT NULL,
	"includes_gst" boolean NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"hsn_sac" text NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"finish" text DEFAULT '' NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"gross_paise" integer NOT NULL,
	"quote_discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "design_quote_lines_kind" CHECK ("design_quote_lines"."kind" IN ('product', 'work', 'service')),
	CONSTRAINT "design_quote_lines_quantity" CHECK ("design_quote_lines"."quantity_milli" > 0),
	CONSTRAINT "design_quote_lines_amounts" CHECK ("design_quote_lines"."total_paise" = "design_quote_lines"."taxable_paise" + "design_quote_lines"."cgst_paise" + "design_quote_lines"."sgst_paise" + "design_quote_lines"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "design_quotes" ADD CONSTRAINT "design_quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_quotes" ADD CONSTRAINT "design_quotes_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_quotes" ADD CONSTRAINT "design_quotes_approved_by_customers_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_quote_lines" ADD CONSTRAINT "design_quote_lines_quote_id_design_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."design_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_quote_lines" ADD CONSTRAINT "design_quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_quote_lines" ADD CONSTRAINT "design_quote_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_quotes_version_uq" ON "design_quotes" USING btree ("project_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "design_quotes_one_draft_uq" ON "design_quotes" USING btree ("project_id") WHERE "design_quotes"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "design_quote_lines_position_uq" ON "design_quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "design_quote_lines_key_uq" ON "design_quote_lines" USING btree ("quote_id","line_key");
