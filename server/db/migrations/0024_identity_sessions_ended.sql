ALTER TABLE "identity_accounts" ADD COLUMN "sessions_ended_at" timestamp with time zone;
