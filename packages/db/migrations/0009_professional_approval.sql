ALTER TABLE "users" ADD COLUMN "professional_status" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "professional_decided_at" timestamp with time zone;--> statement-breakpoint
-- Professional accounts opened before approval existed keep their prices, as approved.
UPDATE "users" SET "professional_status" = 'approved', "professional_decided_at" = now() WHERE "customer_type" = 'P';--> statement-breakpoint
CREATE INDEX "users_professional_pending_idx" ON "users" USING btree ("created_at") WHERE "users"."professional_status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_professional_status_check" CHECK ("users"."professional_status" in ('pending', 'approved', 'refused'));