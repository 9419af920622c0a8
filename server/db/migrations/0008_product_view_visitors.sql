CREATE TABLE "product_view_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_view_visitors_day_visitor_product_id_pk" PRIMARY KEY("day","visitor","product_id")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
