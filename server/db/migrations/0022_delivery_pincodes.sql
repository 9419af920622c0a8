CREATE TABLE "delivery_pincodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pincode_from" integer NOT NULL,
	"pincode_to" integer NOT NULL,
	"zone" text NOT NULL,
	"delivery_days_min" smallint NOT NULL,
	"delivery_days_max" smallint NOT NULL,
	"installation" text NOT NULL,
	"installation_price" integer,
	"cod_allowed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_pincodes_range" CHECK ("delivery_pincodes"."pincode_from" BETWEEN 110000 AND 999999 AND "delivery_pincodes"."pincode_to" BETWEEN 110000 AND 999999 AND "delivery_pincodes"."pincode_from" <= "delivery_pincodes"."pincode_to"),
	CONSTRAINT "delivery_pincodes_days" CHECK (1 <= "delivery_pincodes"."delivery_days_min" AND "delivery_pincodes"."delivery_days_min" <= "delivery_pincodes"."delivery_days_max" AND "delivery_pincodes"."delivery_days_max" <= 60),
	CONSTRAINT "delivery_pincodes_installation" CHECK ("delivery_pincodes"."installation" IN ('free', 'paid', 'none')),
	CONSTRAINT "delivery_pincodes_installation_price" CHECK (("delivery_pincodes"."installation" = 'paid') = ("delivery_pincodes"."installation_price" IS NOT NULL) AND ("delivery_pincodes"."installation_price" IS NULL OR "delivery_pincodes"."installation_price" > 0)),
	CONSTRAINT "delivery_pincodes_zone" CHECK (length("delivery_pincodes"."zone") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_pincodes_range_uq" ON "delivery_pincodes" USING btree ("pincode_from","pincode_to");--> statement-breakpoint
CREATE INDEX "delivery_pincodes_to_idx" ON "delivery_pincodes" USING btree ("pincode_to");