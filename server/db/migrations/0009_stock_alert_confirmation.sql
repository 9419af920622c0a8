ALTER TABLE "stock_notifications" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_token_uq" ON "stock_notifications" USING btree ("token_hash") WHERE "stock_notifications"."token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_notifications_due_idx" ON "stock_notifications" USING btree ("product_id") WHERE "stock_notifications"."confirmed_at" IS NOT NULL AND "stock_notifications"."notified_at" IS NULL;