CREATE TABLE "price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"variant_ref" text,
	"store_code" varchar(8) NOT NULL,
	"customer_type" varchar(1) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"old_value" integer,
	"new_value" integer,
	"staff_id" integer NOT NULL,
	"bulk_change_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_kind_check" CHECK ("price_changes"."kind" in ('price', 'old_price')),
	CONSTRAINT "price_changes_customer_type_check" CHECK ("price_changes"."customer_type" in ('C', 'P'))
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_at_idx" ON "price_changes" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "price_changes_bulk_change_idx" ON "price_changes" USING btree ("bulk_change_id");