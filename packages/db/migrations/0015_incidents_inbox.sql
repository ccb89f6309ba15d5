CREATE TABLE "order_incident_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_incident_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"incident_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_incidents" ADD COLUMN "status" varchar(8) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_incidents" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_incidents" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "order_incident_answers" ADD CONSTRAINT "order_incident_answers_incident_id_order_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."order_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_incident_answers" ADD CONSTRAINT "order_incident_answers_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_incident_answers_incident_id_idx" ON "order_incident_answers" USING btree ("incident_id","sent_at");--> statement-breakpoint
ALTER TABLE "order_incidents" ADD CONSTRAINT "order_incidents_closed_by_staff_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_incidents_status_created_at_idx" ON "order_incidents" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "order_incidents" ADD CONSTRAINT "order_incidents_status_check" CHECK ("order_incidents"."status" in ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "order_incidents" ADD CONSTRAINT "order_incidents_closed_check" CHECK (("order_incidents"."status" = 'closed') = ("order_incidents"."closed_at" is not null and "order_incidents"."closed_by" is not null));--> statement-breakpoint
-- An answer was e-mailed and shown to the customer: it is never changed, and removed only with
-- its order (a cascade runs from the foreign key's trigger, so its depth is above 1).
CREATE FUNCTION "order_incident_answers_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'order_incident_answers is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_incident_answers_append_only" BEFORE UPDATE OR DELETE ON "order_incident_answers" FOR EACH ROW EXECUTE FUNCTION "order_incident_answers_refuse_change"();
