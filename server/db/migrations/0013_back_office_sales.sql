CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "verified_email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_created_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_verified_email_idx" ON "customers" USING btree ("verified_email") WHERE "customers"."verified_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ((lower("first_name" || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", ''))) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_assignee_created_idx" ON "leads" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", ''))) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree (("payload"->>'accountId')) WHERE "oidc_payloads"."payload"->>'accountId' IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree (lower("payload"->>'to'));--> statement-breakpoint
CREATE INDEX "projects_waiting_email_idx" ON "projects" USING btree ("customer_email") WHERE "projects"."customer_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_lead_uq" ON "projects" USING btree ("lead_id") WHERE "projects"."lead_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_designer_created_idx" ON "projects" USING btree ("assigned_designer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ((lower("project_name" || ' ' || coalesce("customer_email", ''))) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","created_at") WHERE "reviews"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_notifications_email_idx" ON "stock_notifications" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status" CHECK ("leads"."status" IN ('new', 'contacted', 'scheduled', 'completed', 'converted', 'lost'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_or_email" CHECK ("projects"."customer_id" IS NOT NULL OR "projects"."customer_email" IS NOT NULL);