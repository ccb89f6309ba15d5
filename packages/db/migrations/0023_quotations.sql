CREATE TABLE "staff_quotation_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_quotation_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"quantity" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"final_ref" text DEFAULT '' NOT NULL,
	"catalogue_unit_pvp" integer NOT NULL,
	"negotiated_unit_pvp" integer,
	"discount_basis_points" smallint,
	"unit_pvp" integer NOT NULL,
	"total_pvp" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_quotation_rows_quantity_check" CHECK ("staff_quotation_rows"."quantity" > 0),
	CONSTRAINT "staff_quotation_rows_change_check" CHECK ("staff_quotation_rows"."negotiated_unit_pvp" is null or "staff_quotation_rows"."discount_basis_points" is null)
);
--> statement-breakpoint
CREATE TABLE "staff_quotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"valid_until" date NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_quotations_status_check" CHECK ("staff_quotations"."status" in ('draft', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "staff_quotation_rows" ADD CONSTRAINT "staff_quotation_rows_quotation_id_staff_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."staff_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_quotation_rows" ADD CONSTRAINT "staff_quotation_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_quotation_rows" ADD CONSTRAINT "staff_quotation_rows_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_quotations" ADD CONSTRAINT "staff_quotations_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_quotations" ADD CONSTRAINT "staff_quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_quotations" ADD CONSTRAINT "staff_quotations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_quotations" ADD CONSTRAINT "staff_quotations_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_quotation_rows_quotation_idx" ON "staff_quotation_rows" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "staff_quotation_rows_product_id_idx" ON "staff_quotation_rows" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "staff_quotations_store_status_idx" ON "staff_quotations" USING btree ("store_code","status","created_at");--> statement-breakpoint
CREATE INDEX "staff_quotations_user_id_idx" ON "staff_quotations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_quotations_order_id_key" ON "staff_quotations" USING btree ("order_id");