-- Site visits of design projects (decision 195): the times offered with their designers, the one the
-- customer picked, reminders, and what was measured.
CREATE TABLE "site_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"note" text,
	"measurements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_status" CHECK ("site_visits"."status" IN ('offered', 'booked', 'cancelled', 'done'))
);
--> statement-breakpoint
CREATE TABLE "site_visit_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_visit_slots_span" CHECK ("site_visit_slots"."ends_at" > "site_visit_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visit_slots" ADD CONSTRAINT "site_visit_slots_visit_id_site_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."site_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visit_slots" ADD CONSTRAINT "site_visit_slots_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_visits_project_idx" ON "site_visits" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "site_visits_reminder_idx" ON "site_visits" USING btree ("status") WHERE "site_visits"."status" = 'booked' AND "site_visits"."reminded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "site_visit_slots_visit_idx" ON "site_visit_slots" USING btree ("visit_id","starts_at");--> statement-breakpoint
CREATE INDEX "site_visit_slots_designer_idx" ON "site_visit_slots" USING btree ("designer_id","starts_at") WHERE "site_visit_slots"."chosen";--> statement-breakpoint
CREATE UNIQUE INDEX "site_visit_slots_one_chosen_uq" ON "site_visit_slots" USING btree ("visit_id") WHERE "site_visit_slots"."chosen";
