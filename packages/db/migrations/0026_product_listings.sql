CREATE TABLE "product_listings" (
	"product_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"customer_type" varchar(1) NOT NULL,
	"language" varchar(2) NOT NULL,
	"category_ids" integer[] NOT NULL,
	"attribute_ids" integer[] NOT NULL,
	"option_ids" integer[] NOT NULL,
	"widths" "nummultirange" NOT NULL,
	"from_pvp" integer NOT NULL,
	"offer_discount" integer,
	"made_to_measure" boolean NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_novelty" boolean NOT NULL,
	"is_settlement" boolean NOT NULL,
	CONSTRAINT "product_listings_pkey" PRIMARY KEY("product_id","store_code","customer_type","language")
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_best_seller_idx" ON "product_listings" USING btree ("store_code","customer_type","language","sales_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listings_lower_price_idx" ON "product_listings" USING btree ("store_code","customer_type","language","from_pvp","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_news_idx" ON "product_listings" USING btree ("store_code","customer_type","language","is_novelty" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "product_listings_offers_idx" ON "product_listings" USING btree ("store_code","customer_type","language","offer_discount" desc nulls last,"product_id");--> statement-breakpoint
CREATE INDEX "product_listings_settlement_idx" ON "product_listings" USING btree ("store_code","customer_type","language","is_settlement" DESC NULLS FIRST,"sales_count" DESC NULLS FIRST,"product_id");--> statement-breakpoint
-- The widths in cm a product can be had in (the listing's `ancho` filter and the search's
-- widths): the range of its made-to-measure width attribute (`width-attr`) and the width of
-- each standard size (`medida` options, value_numeric), as one multirange, so a filter is one
-- overlap test instead of a probe through four tables.
CREATE FUNCTION "product_widths"(product_id integer) RETURNS nummultirange LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(width), '{}'::nummultirange) FROM (
    SELECT numrange(pa."range_min_cm", pa."range_max_cm", '[]') AS width
    FROM "product_attributes" pa JOIN "attributes" a ON a."id" = pa."attribute_id"
    WHERE pa."product_id" = $1 AND a."slug" = 'width-attr'
      AND pa."range_min_cm" <= pa."range_max_cm"
    UNION ALL
    SELECT numrange(ao."value_numeric", ao."value_numeric", '[]')
    FROM "product_attributes" pa JOIN "attributes" a ON a."id" = pa."attribute_id"
    JOIN "product_attribute_options" pao ON pao."product_attribute_id" = pa."id"
    JOIN "attribute_options" ao ON ao."id" = pao."attribute_option_id"
    WHERE pa."product_id" = $1 AND a."slug" = 'medida' AND ao."value_numeric" IS NOT NULL
  ) widths;
$$;
--> statement-breakpoint
-- product_listings is derived: these triggers rewrite the rows of the products a statement
-- touched in products, product_stores, product_prices, product_translations or product_facets
-- (itself kept by the triggers of migration 0004 on categories, attributes and options), or
-- whose widths changed through attributes or attribute_options, statement-level like those.
-- Rows whose values did not change are left unwritten.
CREATE FUNCTION "refresh_product_listings"(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "product_listings" l
  WHERE l."product_id" = ANY(product_ids) AND NOT EXISTS (
    SELECT FROM "products" p
    JOIN "product_stores" ps ON ps."product_id" = p."id" AND ps."is_visible"
    JOIN "product_prices" pp ON pp."product_id" = p."id" AND pp."store_code" = ps."store_code"
    JOIN "product_translations" pt ON pt."product_id" = p."id"
    JOIN "product_facets" f ON f."product_id" = p."id"
    WHERE p."id" = l."product_id" AND p."is_active" AND ps."store_code" = l."store_code"
      AND pp."customer_type" = l."customer_type" AND pt."language" = l."language");
  -- The widths once per product, not once per edition row.
  WITH "listed" AS MATERIALIZED (
    SELECT p."id", p."made_to_measure", p."sales_count", p."created_at",
      "product_widths"(p."id") AS "widths"
    FROM "products" p WHERE p."id" = ANY(product_ids) AND p."is_active"
  )
  INSERT INTO "product_listings" ("product_id", "store_code", "customer_type", "language",
    "category_ids", "attribute_ids", "option_ids", "widths", "from_pvp", "offer_discount",
    "made_to_measure", "sales_count", "created_at", "is_novelty", "is_settlement")
  SELECT p."id", ps."store_code", pp."customer_type", pt."language",
    f."category_ids", f."attribute_ids", f."option_ids", p."widths", pp."from_pvp",
    pp."from_pvp_old" - pp."from_pvp", p."made_to_measure", p."sales_count", p."created_at",
    ps."is_novelty", ps."is_settlement"
  FROM "listed" p
  JOIN "product_stores" ps ON ps."product_id" = p."id" AND ps."is_visible"
  JOIN "product_prices" pp ON pp."product_id" = p."id" AND pp."store_code" = ps."store_code"
  JOIN "product_translations" pt ON pt."product_id" = p."id"
  JOIN "product_facets" f ON f."product_id" = p."id"
  ON CONFLICT ("product_id", "store_code", "customer_type", "language") DO UPDATE SET
    "category_ids" = excluded."category_ids",
    "attribute_ids" = excluded."attribute_ids",
    "option_ids" = excluded."option_ids",
    "widths" = excluded."widths",
    "from_pvp" = excluded."from_pvp",
    "offer_discount" = excluded."offer_discount",
    "made_to_measure" = excluded."made_to_measure",
    "sales_count" = excluded."sales_count",
    "created_at" = excluded."created_at",
    "is_novelty" = excluded."is_novelty",
    "is_settlement" = excluded."is_settlement"
  WHERE ("product_listings".*) IS DISTINCT FROM (excluded.*);
$$;
--> statement-breakpoint
-- For the tables that name their product in product_id; an update may move a row to another
-- product, so both sides are refreshed.
CREATE FUNCTION "product_listings_by_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "refresh_product_listings"(array(
      SELECT "product_id" FROM changed UNION SELECT "product_id" FROM previous));
  ELSE
    PERFORM "refresh_product_listings"(array(SELECT DISTINCT "product_id" FROM changed));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- products changes often in columns a listing does not read (stock, updated_at): only the
-- products whose listed columns changed are refreshed. A new product has no store, price or
-- translation yet; its facets row (0004) refreshes it anyway.
CREATE FUNCTION "product_listings_by_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_listings"(array(
    SELECT changed."id" FROM changed JOIN previous ON previous."id" = changed."id"
    WHERE (changed."is_active", changed."made_to_measure", changed."sales_count", changed."created_at")
      IS DISTINCT FROM
      (previous."is_active", previous."made_to_measure", previous."sales_count", previous."created_at")));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_products_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_changed_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_stores_insert" AFTER INSERT ON "product_stores"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_stores_update" AFTER UPDATE ON "product_stores"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_stores_delete" AFTER DELETE ON "product_stores"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_prices_insert" AFTER INSERT ON "product_prices"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_prices_update" AFTER UPDATE ON "product_prices"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_prices_delete" AFTER DELETE ON "product_prices"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_translations_insert" AFTER INSERT ON "product_translations"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_translations_update" AFTER UPDATE ON "product_translations"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_translations_delete" AFTER DELETE ON "product_translations"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_facets_insert" AFTER INSERT ON "product_facets"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_facets_update" AFTER UPDATE ON "product_facets"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_facets_delete" AFTER DELETE ON "product_facets"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_product"();
--> statement-breakpoint
-- A width is read through an attribute's slug and an option's value_numeric.
CREATE FUNCTION "product_listings_by_attribute"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_listings"(array(
    SELECT DISTINCT pa."product_id" FROM changed
    JOIN previous ON previous."id" = changed."id"
    JOIN "product_attributes" pa ON pa."attribute_id" = changed."id"
    WHERE changed."slug" IS DISTINCT FROM previous."slug"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_listings_by_attribute_option_value"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_listings"(array(
    SELECT DISTINCT pa."product_id" FROM changed
    JOIN previous ON previous."id" = changed."id"
    JOIN "product_attribute_options" pao ON pao."attribute_option_id" = changed."id"
    JOIN "product_attributes" pa ON pa."id" = pao."product_attribute_id"
    WHERE changed."value_numeric" IS DISTINCT FROM previous."value_numeric"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_listings_attributes_update" AFTER UPDATE ON "attributes"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_attribute"();
--> statement-breakpoint
CREATE TRIGGER "product_listings_attribute_options_update" AFTER UPDATE ON "attribute_options"
  REFERENCING NEW TABLE AS changed OLD TABLE AS previous
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listings_by_attribute_option_value"();
--> statement-breakpoint
-- The facet counts read every listed product of the edition: this index holds all they read,
-- so they scan it alone (an index-only scan once vacuum has marked the pages all-visible)
-- instead of visiting a heap page for each row. drizzle's index builder has no INCLUDE, so it
-- is written here and not in the schema.
CREATE INDEX "product_listings_facets_idx" ON "product_listings"
  ("store_code", "customer_type", "language")
  INCLUDE ("category_ids", "attribute_ids", "option_ids", "widths", "from_pvp", "made_to_measure", "product_id");
--> statement-breakpoint
SELECT "refresh_product_listings"(array(SELECT "id" FROM "products"));
