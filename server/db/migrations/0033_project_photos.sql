-- Photos kept on design projects (decision 196): those taken at site visits, and the proof of a stage's
-- offline payment; the index the back office's calendar reads booked visits by; and stages whose
-- payment went back when their project was cancelled.
CREATE TABLE "project_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"visit_id" uuid,
	"movement_id" uuid,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_photos_of_one" CHECK (("project_photos"."visit_id" IS NULL) <> ("project_photos"."movement_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_visit_id_site_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."site_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_movement_id_money_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."money_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_photos_project_idx" ON "project_photos" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_photos_visit_idx" ON "project_photos" USING btree ("visit_id","created_at") WHERE "project_photos"."visit_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "project_photos_movement_uq" ON "project_photos" USING btree ("movement_id") WHERE "project_photos"."movement_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "site_visit_slots_chosen_idx" ON "site_visit_slots" USING btree ("starts_at") WHERE "site_visit_slots"."chosen";--> statement-breakpoint
ALTER TABLE "project_stages" DROP CONSTRAINT "project_stages_status";--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_status" CHECK ("project_stages"."status" IN ('scheduled', 'due', 'paid', 'cancelled', 'refunded'));
