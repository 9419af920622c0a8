-- The rooms a consultation names (decision 194): kept on the lead, carried into the project it becomes,
-- and the first quote's rooms.
ALTER TABLE "leads" ADD COLUMN "rooms" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rooms" jsonb;
