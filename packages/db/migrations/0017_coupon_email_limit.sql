ALTER TABLE "coupons" ADD COLUMN "max_redemptions_per_email" integer;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "email_slot" integer;--> statement-breakpoint
-- Uses made before the limit existed are numbered per e-mail in the order they were made.
UPDATE "coupon_redemptions" AS r SET "email_slot" = numbered.n FROM (
  SELECT "id", row_number() OVER (PARTITION BY "coupon_id", lower("email") ORDER BY "id") AS n
  FROM "coupon_redemptions"
) AS numbered WHERE numbered."id" = r."id";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "email_slot" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_email_slot_key" ON "coupon_redemptions" USING btree ("coupon_id",lower("email"),"email_slot");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_redemptions_per_email_check" CHECK ("coupons"."max_redemptions_per_email" is null or "coupons"."max_redemptions_per_email" > 0);
