DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- orders.search_text: the words staff search orders by (the number, the e-mail and its domain,
-- name, surnames, the phone as kept, its digits and its last nine (the number without +34, +33
-- or the French 0), the tax id with and without separators), lower-case and unaccented. Kept by a trigger, since unaccent is not immutable (no generated column, no index
-- expression); the GIN index on its words serves word-prefix searches exactly, where trigrams
-- of digits ("b0001") and of common names re-checked thousands of rows.
CREATE FUNCTION "order_search_text"(
  "number" text, "email" text, "name" text, "surnames" text, "phone" text, "tax_id" text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(concat_ws(' ', "number", "email", split_part("email", '@', 2), "name",
    "surnames", "phone", digits, right(digits, 9), "tax_id",
    regexp_replace("tax_id", '[^0-9A-Za-z]', '', 'g'))))
  FROM (SELECT regexp_replace("phone", '[^0-9]', '', 'g') AS digits) AS phone;
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_keep_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := "order_search_text"(NEW."number", NEW."email", NEW."name",
    NEW."surnames", NEW."phone", NEW."billing_tax_id");
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_search_text" BEFORE INSERT OR UPDATE OF "number", "email", "name",
  "surnames", "phone", "billing_tax_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_keep_search_text"();
--> statement-breakpoint
UPDATE "orders" SET "search_text" = "order_search_text"("number", "email", "name", "surnames",
  "phone", "billing_tax_id");
--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD COLUMN "appointment_date" date;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD COLUMN "appointment_from" time;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD COLUMN "appointment_to" time;--> statement-breakpoint
CREATE INDEX "orders_store_payment_method_number_idx" ON "orders" USING btree ("store_code","payment_method","number","id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD CONSTRAINT "installation_bookings_appointment_check" CHECK (("installation_bookings"."appointment_date" is null and "installation_bookings"."appointment_from" is null and "installation_bookings"."appointment_to" is null)
        or ("installation_bookings"."appointment_date" is not null and "installation_bookings"."appointment_from" < "installation_bookings"."appointment_to"));