CREATE TABLE "product_ratings" (
	"product_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_ratings_pkey" PRIMARY KEY("product_id","store_code","language")
);
--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_ratings_store_code_idx" ON "product_ratings" USING btree ("store_code","language");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rating_average";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rating_count";--> statement-breakpoint
-- A product's rating per edition follows its published reviews in the same transaction, whoever
-- writes them (the api, the seed, the back office, SQL). Counts and sums are added to, never
-- recomputed, so concurrent review changes of one product cannot overwrite each other.
CREATE FUNCTION "product_ratings_follow_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_ratings" AS r ("product_id", "store_code", "language", "review_count", "rating_sum")
    SELECT "product_id", "store_code", "language", count(*), sum("rating")
    FROM "added_reviews"
    WHERE "is_published" AND "product_id" IS NOT NULL
    GROUP BY "product_id", "store_code", "language"
    ON CONFLICT ("product_id", "store_code", "language") DO UPDATE
    SET "review_count" = r."review_count" + excluded."review_count",
        "rating_sum" = r."rating_sum" + excluded."rating_sum";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "product_ratings" AS r
    SET "review_count" = r."review_count" - removed."review_count",
        "rating_sum" = r."rating_sum" - removed."rating_sum"
    FROM (
      SELECT "product_id", "store_code", "language", count(*) AS "review_count", sum("rating") AS "rating_sum"
      FROM "removed_reviews"
      WHERE "is_published" AND "product_id" IS NOT NULL
      GROUP BY "product_id", "store_code", "language"
    ) AS removed
    WHERE r."product_id" = removed."product_id"
      AND r."store_code" = removed."store_code"
      AND r."language" = removed."language";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_insert_product_ratings" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "added_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_ratings_follow_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_update_product_ratings" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS "removed_reviews" NEW TABLE AS "added_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_ratings_follow_reviews"();--> statement-breakpoint
CREATE TRIGGER "reviews_delete_product_ratings" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS "removed_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_ratings_follow_reviews"();--> statement-breakpoint
-- Shops seeded before: their ratings come from the reviews they have.
INSERT INTO "product_ratings" ("product_id", "store_code", "language", "review_count", "rating_sum")
SELECT "product_id", "store_code", "language", count(*), sum("rating")
FROM "reviews"
WHERE "is_published" AND "product_id" IS NOT NULL
GROUP BY "product_id", "store_code", "language";
