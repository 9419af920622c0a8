-- EMI plans (decision 203): the instalment plans staff offer, from which the product page and the cart
-- show "EMI from ₹X/month" and the plans sheet lists each plan's figures. A no-cost plan carries no
-- rate: the shopper pays the price over the months. Plans are shop data the site is built from, so a
-- change bumps the catalogue version and the rebuilder renders the pages again. The demo's plans are
-- added here as a starting point; staff edit them or switch them off in the back office.
CREATE TABLE "emi_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"tenure_months" smallint NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"no_cost" boolean DEFAULT false NOT NULL,
	"min_price_paise" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emi_plans_tenure" CHECK ("emi_plans"."tenure_months" BETWEEN 3 AND 60),
	CONSTRAINT "emi_plans_rate" CHECK ("emi_plans"."annual_rate_bp" BETWEEN 0 AND 5000),
	CONSTRAINT "emi_plans_no_cost_rate" CHECK (NOT "emi_plans"."no_cost" OR "emi_plans"."annual_rate_bp" = 0),
	CONSTRAINT "emi_plans_min_price" CHECK ("emi_plans"."min_price_paise" BETWEEN 0 AND 1000000000),
	CONSTRAINT "emi_plans_label" CHECK (char_length("emi_plans"."label") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE INDEX "emi_plans_order_idx" ON "emi_plans" USING btree ("position","created_at");--> statement-breakpoint
CREATE TRIGGER emi_plans_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON emi_plans
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
INSERT INTO "emi_plans" ("label", "tenure_months", "annual_rate_bp", "no_cost", "min_price_paise", "position") VALUES
	('No-cost EMI on HDFC Bank credit cards', 3, 0, true, 1500000, 1),
	('HDFC Bank credit card', 6, 1500, false, 500000, 2),
	('ICICI Bank credit card', 12, 1600, false, 500000, 3),
	('SBI Card', 24, 1500, false, 2500000, 4);
