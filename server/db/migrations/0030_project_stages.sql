-- Staged payments of design projects (decision 192): the approved quote's payment schedule, each stage's
-- payment in the ledger (online or recorded offline by staff), and the receipt vouchers and invoices
-- issued for a project.
CREATE TABLE "project_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_on" date,
	"gateway_order_id" text,
	"paid_at" timestamp with time zone,
	"payment_id" uuid,
	"receipt_id" uuid,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_stages_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "project_stages_status" CHECK ("project_stages"."status" IN ('scheduled', 'due', 'paid', 'cancelled')),
	CONSTRAINT "project_stages_amount" CHECK ("project_stages"."amount_paise" > 0),
	CONSTRAINT "project_stages_paid" CHECK ("project_stages"."status" <> 'paid' OR "project_stages"."payment_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_quote_id_design_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."design_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_payment_id_money_movements_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."money_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_receipt_id_tax_documents_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_position_uq" ON "project_stages" USING btree ("project_id","position") WHERE "project_stages"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "project_stages_project_idx" ON "project_stages" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_stages_due_idx" ON "project_stages" USING btree ("due_on") WHERE "project_stages"."status" = 'due';--> statement-breakpoint
ALTER TABLE "money_movements" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "money_movements" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_stage_id_project_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."project_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" DROP CONSTRAINT "money_movements_source";--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_source" CHECK ("money_movements"."source" IN ('order', 'project_stage'));--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_stage" CHECK ("money_movements"."source" <> 'project_stage' OR "money_movements"."stage_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "money_movements" DROP CONSTRAINT "money_movements_method";--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_method" CHECK ("money_movements"."method" IN ('razorpay', 'cash_on_delivery', 'bank_transfer', 'upi', 'cheque', 'cash'));--> statement-breakpoint
CREATE INDEX "money_movements_stage_idx" ON "money_movements" USING btree ("stage_id","created_at");--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_project_idx" ON "tax_documents" USING btree ("project_id");
