CREATE TABLE "consultation_slots" (
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_slots_slot_date_slot_time_pk" PRIMARY KEY("slot_date","slot_time"),
	CONSTRAINT "consultation_slots_booked" CHECK ("consultation_slots"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lead_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"service_id" text,
	"project_type" text,
	"budget" text,
	"timeline" text,
	"preferred_date" date,
	"preferred_time" text,
	"client_ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind" CHECK ("leads"."kind" IN ('consultation', 'contact')),
	CONSTRAINT "leads_consultation_fields" CHECK ("leads"."kind" <> 'consultation' OR ("leads"."service_id" IS NOT NULL AND "leads"."preferred_date" IS NOT NULL AND "leads"."preferred_time" IS NOT NULL)),
	CONSTRAINT "leads_contact_subject" CHECK ("leads"."kind" <> 'contact' OR "leads"."subject" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"lead_id" uuid,
	"message_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_status" CHECK ("outbox"."status" IN ('pending', 'sent', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_requests_expires_idx" ON "lead_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_created_idx" ON "leads" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "leads_slot_idx" ON "leads" USING btree ("preferred_date","preferred_time") WHERE "leads"."kind" = 'consultation';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id");