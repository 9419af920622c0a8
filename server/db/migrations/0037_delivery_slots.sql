-- Delivery, installation and pickup slots (decision 200): places per delivery zone, day and kind (the
-- delivery crews, shared by deliveries and pickups, and the installers), the weekly default staff set per
-- zone, and the bookings against them. The database holds the capacity rule: a day's `booked` never passes
-- its `capacity`, so of two shoppers taking the last place at once one gets it. A cancelled order gives its
-- places back, and a delivered order's delivery booking is done, by a trigger on the order's status.
CREATE TABLE "slot_capacity" (
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	"set_by_staff" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_capacity_pk" PRIMARY KEY("zone","day","kind"),
	CONSTRAINT "slot_capacity_kind" CHECK ("slot_capacity"."kind" IN ('delivery', 'installation')),
	CONSTRAINT "slot_capacity_places" CHECK ("slot_capacity"."capacity" BETWEEN 0 AND 500),
	CONSTRAINT "slot_capacity_booked" CHECK ("slot_capacity"."booked" >= 0 AND "slot_capacity"."booked" <= "slot_capacity"."capacity")
);
--> statement-breakpoint
CREATE TABLE "slot_capacity_defaults" (
	"zone" text NOT NULL,
	"weekday" smallint NOT NULL,
	"kind" text NOT NULL,
	"capacity" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_capacity_defaults_pk" PRIMARY KEY("zone","weekday","kind"),
	CONSTRAINT "slot_capacity_defaults_kind" CHECK ("slot_capacity_defaults"."kind" IN ('delivery', 'installation')),
	CONSTRAINT "slot_capacity_defaults_weekday" CHECK ("slot_capacity_defaults"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "slot_capacity_defaults_places" CHECK ("slot_capacity_defaults"."capacity" BETWEEN 0 AND 500)
);
--> statement-breakpoint
CREATE TABLE "slot_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid,
	"purpose" text NOT NULL,
	"zone" text NOT NULL,
	"day" date NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"replaces" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_bookings_purpose" CHECK ("slot_bookings"."purpose" IN ('delivery', 'installation', 'pickup')),
	CONSTRAINT "slot_bookings_state" CHECK ("slot_bookings"."state" IN ('booked', 'moved', 'cancelled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_replaces_slot_bookings_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."slot_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_bookings_day_idx" ON "slot_bookings" USING btree ("day","zone") WHERE "slot_bookings"."state" IN ('booked', 'done');--> statement-breakpoint
CREATE INDEX "slot_bookings_order_idx" ON "slot_bookings" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "slot_bookings_return_idx" ON "slot_bookings" USING btree ("return_id") WHERE "slot_bookings"."return_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_one_per_order_uq" ON "slot_bookings" USING btree ("order_id","purpose") WHERE "slot_bookings"."state" = 'booked' AND "slot_bookings"."return_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_one_per_return_uq" ON "slot_bookings" USING btree ("return_id","purpose") WHERE "slot_bookings"."state" = 'booked' AND "slot_bookings"."return_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION slot_bookings_follow_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  released record;
BEGIN
  IF NEW.status IN ('cancelled', 'refunded') THEN
    FOR released IN
      UPDATE slot_bookings SET state = 'cancelled', updated_at = now()
      WHERE order_id = NEW.id AND state = 'booked' AND return_id IS NULL
      RETURNING zone, day, purpose
    LOOP
      UPDATE slot_capacity SET booked = booked - 1, updated_at = now()
      WHERE zone = released.zone AND day = released.day
        AND kind = CASE WHEN released.purpose = 'installation' THEN 'installation' ELSE 'delivery' END;
    END LOOP;
  ELSIF NEW.status = 'delivered' THEN
    UPDATE slot_bookings SET state = 'done', updated_at = now()
    WHERE order_id = NEW.id AND state = 'booked' AND return_id IS NULL AND purpose = 'delivery';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_slot_bookings AFTER UPDATE OF status ON orders
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION slot_bookings_follow_order();--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;
