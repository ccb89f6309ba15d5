CREATE TABLE "order_staff_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_staff_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_staff_notes_text_check" CHECK (length("order_staff_notes"."text") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD CONSTRAINT "order_staff_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD CONSTRAINT "order_staff_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_staff_notes_order_id_idx" ON "order_staff_notes" USING btree ("order_id","created_at");--> statement-breakpoint
-- Staff notes are append-only in the database too, like the audit log (SQLSTATE 42501).
CREATE FUNCTION "order_staff_notes_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_staff_notes is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_staff_notes_append_only" BEFORE UPDATE OR DELETE ON "order_staff_notes" FOR EACH ROW EXECUTE FUNCTION "order_staff_notes_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "order_staff_notes_no_truncate" BEFORE TRUNCATE ON "order_staff_notes" FOR EACH STATEMENT EXECUTE FUNCTION "order_staff_notes_refuse_change"();
