CREATE TABLE "site_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"outcome" text DEFAULT 'running' NOT NULL,
	"catalogue_version" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"pages" integer,
	"log" text DEFAULT '' NOT NULL,
	CONSTRAINT "site_builds_trigger" CHECK ("site_builds"."trigger" IN ('start', 'catalogue', 'code', 'publish')),
	CONSTRAINT "site_builds_outcome" CHECK ("site_builds"."outcome" IN ('running', 'succeeded', 'failed', 'timed_out'))
);
--> statement-breakpoint
CREATE TABLE "site_publish_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"picked_up_at" timestamp with time zone,
	"build_id" text
);
--> statement-breakpoint
ALTER TABLE "site_publish_requests" ADD CONSTRAINT "site_publish_requests_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_builds_started_idx" ON "site_builds" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "site_builds_live_idx" ON "site_builds" USING btree ("finished_at","id") WHERE "site_builds"."outcome" = 'succeeded';--> statement-breakpoint
CREATE INDEX "site_publish_requests_pending_idx" ON "site_publish_requests" USING btree ("requested_at") WHERE "site_publish_requests"."picked_up_at" IS NULL;