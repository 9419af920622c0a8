CREATE INDEX "customers_name_idx" ON "customers" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("project_name","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating","created_at","id");