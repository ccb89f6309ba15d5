ALTER TABLE "orders" ADD COLUMN "sub_order_statuses" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- orders.sub_order_statuses: the distinct statuses of the order's sub-orders, for the staff
-- list's filter (a GIN lookup instead of a semi-join reading half of sub_orders). Statement
-- triggers with transition tables, so a bulk insert (the order generator) refreshes each order
-- once; an order is only rewritten when its set of statuses changes.
CREATE FUNCTION "refresh_order_sub_order_statuses"(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "orders" SET "sub_order_statuses" = fresh."statuses"
  FROM (
    SELECT o."id", array(SELECT DISTINCT s."status" FROM "sub_orders" s
      WHERE s."order_id" = o."id" ORDER BY 1) AS "statuses"
    FROM unnest(order_ids) AS o("id")
  ) AS fresh
  WHERE "orders"."id" = fresh."id" AND "orders"."sub_order_statuses" IS DISTINCT FROM fresh."statuses";
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_sub_order_statuses_by_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_order_sub_order_statuses"(
    array(SELECT DISTINCT "order_id" FROM changed WHERE "order_id" IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update can move a sub-order to another order: both the old and the new order change.
CREATE FUNCTION "orders_sub_order_statuses_by_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_order_sub_order_statuses"(array(
    SELECT "order_id" FROM before WHERE "order_id" IS NOT NULL
    UNION SELECT "order_id" FROM after WHERE "order_id" IS NOT NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_sub_order_statuses_insert" AFTER INSERT ON "sub_orders"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "orders_sub_order_statuses_by_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_sub_order_statuses_update" AFTER UPDATE ON "sub_orders"
  REFERENCING OLD TABLE AS before NEW TABLE AS after
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_sub_order_statuses_by_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_sub_order_statuses_delete" AFTER DELETE ON "sub_orders"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "orders_sub_order_statuses_by_changed"();
--> statement-breakpoint
UPDATE "orders" SET "sub_order_statuses" = fresh."statuses"
FROM (
  SELECT "order_id", array_agg(DISTINCT "status" ORDER BY "status") AS "statuses"
  FROM "sub_orders" WHERE "order_id" IS NOT NULL GROUP BY "order_id"
) AS fresh
WHERE "orders"."id" = fresh."order_id";
--> statement-breakpoint
CREATE INDEX "orders_store_total_idx" ON "orders" USING btree ("store_code","total","id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_total_idx" ON "orders" USING btree ("payment_status","total","id");--> statement-breakpoint
CREATE INDEX "orders_payment_method_total_idx" ON "orders" USING btree ("payment_method","total","id");--> statement-breakpoint
CREATE INDEX "orders_installation_total_idx" ON "orders" USING btree ("has_installation","total","id");--> statement-breakpoint
CREATE INDEX "orders_sub_order_statuses_idx" ON "orders" USING gin ("sub_order_statuses");--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);
