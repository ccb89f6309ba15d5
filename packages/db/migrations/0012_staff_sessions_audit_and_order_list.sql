CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" varchar(24) NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('owner', 'order_manager', 'catalogue_editor', 'content_editor', 'support'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_professional_decided_by_users_id_fk";
--> statement-breakpoint
-- Decisions taken by customer admin accounts before staff accounts existed name no staff member.
UPDATE "users" SET "professional_decided_by" = NULL WHERE "professional_decided_by" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_installation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_id_idx" ON "audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_key" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_hash_key" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_professional_decided_by_staff_members_id_fk" FOREIGN KEY ("professional_decided_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_created_at_idx" ON "orders" USING btree ("store_code","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_installation_idx" ON "orders" USING btree ("has_installation","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method","created_at");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((lower("number" || ' ' || "email" || ' ' || "name" || ' ' || "surnames" || ' ' || "phone" || ' ' || "billing_tax_id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_orders_status_idx" ON "sub_orders" USING btree ("status","order_id");;--> statement-breakpoint
-- The audit log is append-only in the database too: whatever the api does, an entry is never
-- changed or removed (SQLSTATE 42501, like a refused privilege).
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- orders.payment_status follows the order's latest payment (an authorized payment reads 'paid'),
-- whichever code inserts or updates it, so the staff list filters by it on an index.
CREATE FUNCTION "orders_follow_payment_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders"
  SET "payment_status" = CASE NEW."status" WHEN 'authorized' THEN 'paid' ELSE NEW."status" END
  WHERE "id" = NEW."order_id"
    AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "order_id" = NEW."order_id" AND "id" > NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_order_payment_status" AFTER INSERT OR UPDATE OF "status" ON "payments" FOR EACH ROW EXECUTE FUNCTION "orders_follow_payment_status"();--> statement-breakpoint
UPDATE "orders" SET "payment_status" = CASE "latest"."status" WHEN 'authorized' THEN 'paid' ELSE "latest"."status" END
FROM (SELECT DISTINCT ON ("order_id") "order_id", "status" FROM "payments" ORDER BY "order_id", "id" DESC) AS "latest"
WHERE "latest"."order_id" = "orders"."id";;--> statement-breakpoint
-- orders.has_installation says whether a row of the order has an installation booking: set when
-- the order is placed from its cart, and kept when a booking is added or removed afterwards.
CREATE FUNCTION "order_cart_has_installation"("cart" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "cart_rows" JOIN "installation_bookings" ON "installation_bookings"."cart_row_id" = "cart_rows"."id"
    WHERE "cart_rows"."cart_id" = "cart"
  );
$$;--> statement-breakpoint
CREATE FUNCTION "orders_set_has_installation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."has_installation" := "order_cart_has_installation"(NEW."cart_id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_has_installation" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_set_has_installation"();--> statement-breakpoint
CREATE FUNCTION "orders_follow_installation_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "cart" uuid;
BEGIN
  SELECT "cart_id" INTO "cart" FROM "cart_rows"
  WHERE "id" = CASE TG_OP WHEN 'DELETE' THEN OLD."cart_row_id" ELSE NEW."cart_row_id" END;
  UPDATE "orders" SET "has_installation" = "order_cart_has_installation"("cart")
  WHERE "cart_id" = "cart";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "installation_bookings_order_has_installation" AFTER INSERT OR DELETE ON "installation_bookings" FOR EACH ROW EXECUTE FUNCTION "orders_follow_installation_bookings"();--> statement-breakpoint
UPDATE "orders" SET "has_installation" = true WHERE "order_cart_has_installation"("cart_id");
