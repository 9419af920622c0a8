-- The products a signed-in customer looked at (decision 205): one row per customer and product, the
-- newest view's time kept; the service keeps each customer's newest 12 and reads them newest first.
CREATE TABLE "recently_viewed" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_customer_viewed_idx" ON "recently_viewed" USING btree ("customer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recently_viewed_product_idx" ON "recently_viewed" USING btree ("product_id");
