-- A request to be called back to order a cart is a lead of its own kind (decision 161); its message is
-- the cart as the shop priced it.
ALTER TABLE "leads" DROP CONSTRAINT "leads_kind";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind" CHECK ("leads"."kind" IN ('consultation', 'contact', 'callback'));
