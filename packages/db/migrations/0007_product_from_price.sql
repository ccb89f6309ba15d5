DROP INDEX "product_prices_store_type_pvp_idx";--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "from_pvp" integer;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "from_pvp_old" integer;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "from_pvp_varies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing shops start from the base price; refreshFromPrices() stores the reachable figure.
UPDATE "product_prices" SET "from_pvp" = "pvp", "from_pvp_old" = "pvp_old";--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "from_pvp" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_prices_store_type_from_pvp_idx" ON "product_prices" USING btree ("store_code","customer_type","from_pvp");
