CREATE TABLE "erased_sign_ins" (
	"digest" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_guest_search_idx" ON "orders" USING gin ((lower("name" || ' ' || "email" || ' ' || "phone")) gin_trgm_ops) WITH (fastupdate=false) WHERE "customer_id" IS NULL AND "erased_at" IS NULL;
