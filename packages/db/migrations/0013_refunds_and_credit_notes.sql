CREATE TABLE "credit_note_counters" (
	"store_code" varchar(8) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_issued_at" timestamp with time zone NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"vat_rate" numeric(5, 4) DEFAULT 0.21 NOT NULL,
	"total" integer NOT NULL,
	"reason" text NOT NULL,
	"billing_data" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total" < 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "payment_actions_payment_kind_key";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "payment_actions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_actions" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_counters" ADD CONSTRAINT "credit_note_counters_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_store_sequence_key" ON "credit_notes" USING btree ("store_code","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_store_number_key" ON "credit_notes" USING btree ("store_code","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_id_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_id_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_key_key" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_actions" ADD CONSTRAINT "payment_actions_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_actions_payment_cancel_key" ON "payment_actions" USING btree ("payment_id") WHERE "payment_actions"."kind" = 'cancel';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_actions_reference_key" ON "payment_actions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_actions_refund_id_idx" ON "payment_actions" USING btree ("refund_id");--> statement-breakpoint
-- Refunds decided before staff refunds existed (one per payment) keep the reference they were
-- sent to the providers with, and payments refunded then count as given back in full.
UPDATE "payment_actions" SET "reference" = 'refund-' || "payments"."reference"
FROM "payments" WHERE "payments"."id" = "payment_actions"."payment_id" AND "payment_actions"."kind" = 'refund';--> statement-breakpoint
UPDATE "payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';--> statement-breakpoint
-- orders.payment_status follows the order's latest payment as before, and now also what was
-- given back of it: an authorized payment partly refunded reads 'partially_refunded'.
CREATE OR REPLACE FUNCTION "orders_follow_payment_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders"
  SET "payment_status" = CASE
    WHEN NEW."status" = 'authorized' AND NEW."refunded_amount" > 0 THEN 'partially_refunded'
    WHEN NEW."status" = 'authorized' THEN 'paid'
    ELSE NEW."status" END
  WHERE "id" = NEW."order_id"
    AND NOT EXISTS (SELECT 1 FROM "payments" WHERE "order_id" = NEW."order_id" AND "id" > NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "payments_order_payment_status" ON "payments";--> statement-breakpoint
CREATE TRIGGER "payments_order_payment_status" AFTER INSERT OR UPDATE OF "status", "refunded_amount" ON "payments" FOR EACH ROW EXECUTE FUNCTION "orders_follow_payment_status"();
