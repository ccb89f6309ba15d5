CREATE TABLE "product_facets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"attribute_ids" integer[] DEFAULT '{}' NOT NULL,
	"option_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facets_category_ids_idx" ON "product_facets" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_facets_option_ids_idx" ON "product_facets" USING gin ("option_ids");--> statement-breakpoint
-- product_facets is derived: these triggers rewrite the rows of the products whose categories,
-- configurator attributes or options a statement changed (statement-level, so a bulk load costs
-- one rewrite per statement, not one per row).
CREATE FUNCTION "refresh_product_facets"(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_facets" ("product_id", "category_ids", "attribute_ids", "option_ids")
  SELECT p."id",
    array(SELECT DISTINCT pc."category_id" FROM "product_categories" pc
      WHERE pc."product_id" = p."id" ORDER BY 1),
    array(SELECT DISTINCT pa."attribute_id" FROM "product_attributes" pa
      WHERE pa."product_id" = p."id" ORDER BY 1),
    array(SELECT DISTINCT pao."attribute_option_id" FROM "product_attributes" pa
      JOIN "product_attribute_options" pao ON pao."product_attribute_id" = pa."id"
      WHERE pa."product_id" = p."id" ORDER BY 1)
  FROM "products" p
  WHERE p."id" = ANY(product_ids)
  ON CONFLICT ("product_id") DO UPDATE SET
    "category_ids" = excluded."category_ids",
    "attribute_ids" = excluded."attribute_ids",
    "option_ids" = excluded."option_ids";
$$;
--> statement-breakpoint
CREATE FUNCTION "product_facets_by_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_facets"(array(SELECT DISTINCT "product_id" FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Options name their product through product_attributes; when that row is gone (a cascade from
-- deleting the attribute), the product_attributes trigger has refreshed the product already.
CREATE FUNCTION "product_facets_by_attribute_option"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_facets"(array(
    SELECT DISTINCT pa."product_id" FROM changed
    JOIN "product_attributes" pa ON pa."id" = changed."product_attribute_id"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_facets_by_new_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_facets"(array(SELECT "id" FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_facets_new_product" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_new_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_categories_insert" AFTER INSERT ON "product_categories"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_categories_update_new" AFTER UPDATE ON "product_categories"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_categories_update_old" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_categories_delete" AFTER DELETE ON "product_categories"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_attributes_insert" AFTER INSERT ON "product_attributes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_attributes_update_new" AFTER UPDATE ON "product_attributes"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_attributes_update_old" AFTER UPDATE ON "product_attributes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_attributes_delete" AFTER DELETE ON "product_attributes"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_product"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_options_insert" AFTER INSERT ON "product_attribute_options"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_attribute_option"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_options_update_new" AFTER UPDATE ON "product_attribute_options"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_attribute_option"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_options_update_old" AFTER UPDATE ON "product_attribute_options"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_attribute_option"();
--> statement-breakpoint
CREATE TRIGGER "product_facets_options_delete" AFTER DELETE ON "product_attribute_options"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "product_facets_by_attribute_option"();
--> statement-breakpoint
SELECT "refresh_product_facets"(array(SELECT "id" FROM "products"));
