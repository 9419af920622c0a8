CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"csv" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"plan" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status" CHECK ("import_jobs"."status" IN ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"job_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"is_new" boolean NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"name" text,
	"slug" text,
	"status" text,
	"category_id" uuid,
	"price" integer,
	"discount_price" integer,
	"compare_price" integer,
	"stock_status" text,
	"is_featured" boolean,
	"brand" text,
	"material" text,
	"color" text,
	"style" text,
	"room_type" text,
	"dimensions" text,
	"weight" text,
	"warranty" text,
	"care_instructions" text,
	"assembly_required" boolean,
	"description" text,
	"features" jsonb,
	"specifications" jsonb,
	"sort_order" integer,
	CONSTRAINT "import_rows_job_id_line_pk" PRIMARY KEY("job_id","line")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_due_idx" ON "import_jobs" USING btree ("created_at") WHERE "import_jobs"."status" IN ('queued', 'running');