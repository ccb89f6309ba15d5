ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(5, 4) DEFAULT 0.21 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate" numeric(5, 4) DEFAULT 0.21 NOT NULL;