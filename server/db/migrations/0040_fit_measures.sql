-- "Will it fit?" (decision 204): each product's shipping box (whole centimetres, all three sides or
-- none) and whether it ships assembled; and the access measures a customer keeps for their delivery
-- address (narrowest doorway, lift cabin or no lift, staircase width). Pieces that need no assembly are
-- taken to ship assembled.
ALTER TABLE "products" ADD COLUMN "packed_length_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packed_width_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packed_height_cm" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships_assembled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_packed_box" CHECK ((("products"."packed_length_cm" IS NULL) = ("products"."packed_width_cm" IS NULL) AND ("products"."packed_width_cm" IS NULL) = ("products"."packed_height_cm" IS NULL)) AND ("products"."packed_length_cm" IS NULL OR ("products"."packed_length_cm" BETWEEN 1 AND 400 AND "products"."packed_width_cm" BETWEEN 1 AND 400 AND "products"."packed_height_cm" BETWEEN 1 AND 400)));--> statement-breakpoint
UPDATE "products" SET "ships_assembled" = true WHERE NOT "assembly_required";--> statement-breakpoint
CREATE TABLE "customer_access_measures" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"door_width_cm" smallint,
	"door_height_cm" smallint,
	"no_lift" boolean DEFAULT false NOT NULL,
	"lift_width_cm" smallint,
	"lift_depth_cm" smallint,
	"lift_height_cm" smallint,
	"stair_width_cm" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_access_measures_range" CHECK (coalesce("customer_access_measures"."door_width_cm", 30) BETWEEN 30 AND 400 AND coalesce("customer_access_measures"."door_height_cm", 30) BETWEEN 30 AND 400 AND coalesce("customer_access_measures"."lift_width_cm", 30) BETWEEN 30 AND 400 AND coalesce("customer_access_measures"."lift_depth_cm", 30) BETWEEN 30 AND 400 AND coalesce("customer_access_measures"."lift_height_cm", 30) BETWEEN 30 AND 400 AND coalesce("customer_access_measures"."stair_width_cm", 30) BETWEEN 30 AND 400),
	CONSTRAINT "customer_access_measures_door" CHECK (("customer_access_measures"."door_width_cm" IS NULL) = ("customer_access_measures"."door_height_cm" IS NULL)),
	CONSTRAINT "customer_access_measures_lift" CHECK (("customer_access_measures"."lift_width_cm" IS NULL) = ("customer_access_measures"."lift_depth_cm" IS NULL) AND ("customer_access_measures"."lift_depth_cm" IS NULL) = ("customer_access_measures"."lift_height_cm" IS NULL) AND NOT ("customer_access_measures"."no_lift" AND "customer_access_measures"."lift_width_cm" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "customer_access_measures" ADD CONSTRAINT "customer_access_measures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
