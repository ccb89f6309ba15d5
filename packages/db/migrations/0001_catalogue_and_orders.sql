CREATE TABLE "stores" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"language_region" varchar(8) NOT NULL,
	"country" varchar(2) NOT NULL,
	"time_zone" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"logo_path" text NOT NULL,
	"image_cdn_url" text NOT NULL,
	"analytics_id" text,
	"ads_id" text,
	"consent_banner_id" text,
	"telephone_show" boolean DEFAULT false NOT NULL,
	"telephone_number" text DEFAULT '' NOT NULL,
	"facility_available" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"web_name" text NOT NULL,
	"web_url" text NOT NULL,
	"icon_cld_public_id" text,
	"image_cld_public_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_level_check" CHECK ("menu_items"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"menu_type" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_menu_type_check" CHECK ("menus"."menu_type" in ('main', 'footer'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"image_public_id" text,
	"icon_public_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_stores" (
	"category_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "category_stores_pkey" PRIMARY KEY("category_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_pkey" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "category_animations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_animations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"public_id" text NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_highlight_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_highlight_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image_public_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_seo_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_seo_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_category_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_category_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"image_public_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "category_filter_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_filter_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_filter_id" integer NOT NULL,
	"attribute_option_id" integer,
	"name" jsonb NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"color" varchar(7),
	"value_range_min" integer,
	"value_range_max" integer,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"attribute_id" integer,
	"name" jsonb NOT NULL,
	"slug" text NOT NULL,
	"filter_type" varchar(16) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_filters_filter_type_check" CHECK ("category_filters"."filter_type" in ('range', 'toggle', 'list', 'select', 'color', 'hiperlink'))
);
--> statement-breakpoint
CREATE TABLE "brand_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"image_public_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" jsonb NOT NULL,
	"image_public_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_store_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_store_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_public_id" text,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_option_distance_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_option_distance_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_option_id" integer NOT NULL,
	"distance" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "attribute_option_distance_prices_distance_check" CHECK ("attribute_option_distance_prices"."distance" in (500, 520))
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_id" integer NOT NULL,
	"slug" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"block_options" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"complements_locked" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position_sketch" smallint,
	"value_numeric" integer,
	"value_string" text,
	"value_range_min" integer,
	"value_range_max" integer,
	"pool_position" smallint,
	"color" varchar(7),
	"image_public_id" text,
	"button_string" jsonb,
	"button_class" text,
	"show_price" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"src" text,
	"field_type" varchar(16) NOT NULL,
	"translate" boolean DEFAULT true NOT NULL,
	"aesthetic" boolean DEFAULT false NOT NULL,
	"show_in_configurator" boolean DEFAULT true NOT NULL,
	"unit" varchar(8),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_field_type_check" CHECK ("attributes"."field_type" in ('select', 'open', 'measure', 'color'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_pkey" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_stores" (
	"product_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_novelty" boolean DEFAULT false NOT NULL,
	"is_settlement" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stores_pkey" PRIMARY KEY("product_id","store_code")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"search_terms" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case "language" when 'fr' then 'shop_french'::regconfig else 'shop_spanish'::regconfig end, coalesce("name", '') || ' ' || coalesce("search_terms", '')), 'A') || setweight(to_tsvector(case "language" when 'fr' then 'shop_french'::regconfig else 'shop_spanish'::regconfig end, coalesce("short_description", '')), 'B') || setweight(to_tsvector(case "language" when 'fr' then 'shop_french'::regconfig else 'shop_spanish'::regconfig end, coalesce("description", '')), 'C')) STORED,
	CONSTRAINT "product_translations_pkey" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ref" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"brand_id" integer,
	"collection_id" integer,
	"made_to_measure" boolean DEFAULT false NOT NULL,
	"measure_total_max_cm" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"stock_available_on" date,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 5 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"customer_type" varchar(1) NOT NULL,
	"pvp" integer NOT NULL,
	"pvp_old" integer,
	CONSTRAINT "product_prices_customer_type_check" CHECK ("product_prices"."customer_type" in ('C', 'P')),
	CONSTRAINT "product_prices_pvp_check" CHECK ("product_prices"."pvp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variant_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"customer_type" varchar(1) NOT NULL,
	"pvp" integer NOT NULL,
	"pvp_old" integer,
	CONSTRAINT "variant_prices_customer_type_check" CHECK ("variant_prices"."customer_type" in ('C', 'P')),
	CONSTRAINT "variant_prices_pvp_check" CHECK ("variant_prices"."pvp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"ref" text NOT NULL,
	"option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_attribute_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_attribute_id" integer NOT NULL,
	"attribute_option_id" integer NOT NULL,
	"price" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"range_min_cm" integer,
	"range_max_cm" integer
);
--> statement-breakpoint
CREATE TABLE "product_technical_data" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_technical_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"file_type" varchar(16) NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_files_file_type_check" CHECK ("product_files"."file_type" in ('data_sheet', 'assembly', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"public_id" text NOT NULL,
	"type" smallint NOT NULL,
	"attribute_option_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_type_check" CHECK ("product_images"."type" in (100, 200, 300, 400, 500, 600))
);
--> statement-breakpoint
CREATE TABLE "product_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"iframe_url" text,
	"url" text,
	"thumbnail_public_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_videos_source_check" CHECK ("product_videos"."iframe_url" is not null or "product_videos"."url" is not null)
);
--> statement-breakpoint
CREATE TABLE "complement_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complement_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complement_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complement_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complement_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"img" text
);
--> statement-breakpoint
CREATE TABLE "complement_variant_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complement_variant_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complement_variant_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"customer_type" varchar(1) NOT NULL,
	"pvp" integer NOT NULL,
	"pvp_old" integer,
	CONSTRAINT "complement_variant_prices_customer_type_check" CHECK ("complement_variant_prices"."customer_type" in ('C', 'P'))
);
--> statement-breakpoint
CREATE TABLE "complement_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complement_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complement_id" integer NOT NULL,
	"ref" text NOT NULL,
	"option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complement_type_id" integer NOT NULL,
	"ref" text NOT NULL,
	"code" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"image_public_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_complements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_complements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"complement_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installation_cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"budget" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_city_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installation_city_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"installation_city_id" integer NOT NULL,
	"distance" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "installation_city_prices_distance_check" CHECK ("installation_city_prices"."distance" in (500, 520))
);
--> statement-breakpoint
CREATE TABLE "one_use_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_use_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_use_tokens_purpose_check" CHECK ("one_use_tokens"."purpose" in ('activation', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"customer_type" varchar(1) DEFAULT 'C' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_customer_type_check" CHECK ("users"."customer_type" in ('C', 'P'))
);
--> statement-breakpoint
CREATE TABLE "billing_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"tax_id_type" text NOT NULL,
	"tax_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"flat" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"email" text NOT NULL,
	"tag" text DEFAULT 'newsletter' NOT NULL,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"coupon_id" integer,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"surnames" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"flat" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_excluded_brands" (
	"coupon_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "coupon_excluded_brands_pkey" PRIMARY KEY("coupon_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" varchar(8) NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"minimum_pvp" integer DEFAULT 0 NOT NULL,
	"max_redemptions" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_discount_type_check" CHECK ("coupons"."discount_type" in ('amount', 'percent')),
	CONSTRAINT "coupons_percent_check" CHECK ("coupons"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "cart_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" uuid NOT NULL,
	"kind" varchar(16) DEFAULT 'product' NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"final_ref" text DEFAULT '' NOT NULL,
	"unit_pvp" integer NOT NULL,
	"complements_pvp" integer DEFAULT 0 NOT NULL,
	"facility_pvp" integer DEFAULT 0 NOT NULL,
	"shipping_pvp" integer DEFAULT 0 NOT NULL,
	"total_pvp" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_rows_quantity_check" CHECK ("cart_rows"."quantity" > 0),
	CONSTRAINT "cart_rows_kind_check" CHECK ("cart_rows"."kind" in ('product', 'installation'))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"user_id" integer,
	"customer_type" varchar(1) DEFAULT 'C' NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"coupon_id" integer,
	"email" text,
	"name" text,
	"surnames" text,
	"phone" text,
	"shipping_address" text,
	"shipping_number" text,
	"shipping_flat" text,
	"shipping_postal_code" text,
	"shipping_city" text,
	"shipping_province" text,
	"shipping_country" text,
	"same_billing_data" boolean DEFAULT true NOT NULL,
	"billing_business_name" text,
	"billing_tax_id_type" text,
	"billing_tax_id" text,
	"billing_address" text,
	"billing_number" text,
	"billing_postal_code" text,
	"billing_city" text,
	"billing_province" text,
	"billing_country" text,
	"payment_method" text,
	"observations" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" in (100, 150))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"number" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" integer,
	"customer_type" varchar(1) NOT NULL,
	"status" smallint NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"surnames" text NOT NULL,
	"phone" text NOT NULL,
	"shipping_address" text NOT NULL,
	"shipping_number" text DEFAULT '' NOT NULL,
	"shipping_flat" text DEFAULT '' NOT NULL,
	"shipping_postal_code" text NOT NULL,
	"shipping_city" text NOT NULL,
	"shipping_province" text NOT NULL,
	"shipping_country" text NOT NULL,
	"billing_business_name" text DEFAULT '' NOT NULL,
	"billing_tax_id_type" text DEFAULT '' NOT NULL,
	"billing_tax_id" text DEFAULT '' NOT NULL,
	"billing_address" text NOT NULL,
	"billing_number" text DEFAULT '' NOT NULL,
	"billing_postal_code" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_province" text NOT NULL,
	"billing_country" text NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"discount" integer DEFAULT 0 NOT NULL,
	"paypal_commission" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"quote_valid_until" date,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (200, 250, 300, 350, 400, 450, 500, 600, 650, 700, 800))
);
--> statement-breakpoint
CREATE TABLE "sub_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_row_id" integer NOT NULL,
	"order_id" integer,
	"brand_id" integer,
	"status" smallint DEFAULT 100 NOT NULL,
	"quantity" integer NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"expected_on" date,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_orders_status_check" CHECK ("sub_orders"."status" in (100, 200, 300, 400, 500, 550, 600, 650, 700, 800, 900))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installation_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_row_id" integer NOT NULL,
	"installation_city_id" integer NOT NULL,
	"distance" smallint NOT NULL,
	"postal_code" text NOT NULL,
	"disassembly" boolean NOT NULL,
	"pre_measurement" boolean NOT NULL,
	"cost" integer NOT NULL,
	"reservation_amount" integer NOT NULL,
	"installer_payment" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_bookings_distance_check" CHECK ("installation_bookings"."distance" in (500, 520))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(16) NOT NULL,
	"notification_key" text NOT NULL,
	"payment_id" integer,
	"event_code" text NOT NULL,
	"merchant_reference" text,
	"provider_reference" text,
	"success" boolean NOT NULL,
	"amount" integer,
	"signature_valid" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_code" varchar(8) NOT NULL,
	"reference" text NOT NULL,
	"method" varchar(16) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"commission" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'authorized', 'error', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"store_code" varchar(8) PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"order_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"billing_data" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"product_id" integer,
	"user_id" integer,
	"author_name" text NOT NULL,
	"city" text,
	"rating" smallint DEFAULT 5 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"post_category_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image_public_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_highlight_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_highlight_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"category_id" integer NOT NULL,
	"image_public_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_highlight_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_highlight_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_highlight_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_highlight_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"brand_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_home_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_home_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"image_public_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_home_seo_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_home_seo_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_home_sliders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_home_sliders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" varchar(8) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cta_label" text NOT NULL,
	"url" text NOT NULL,
	"image_public_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"public_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_stores" ADD CONSTRAINT "category_stores_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_stores" ADD CONSTRAINT "category_stores_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_animations" ADD CONSTRAINT "category_animations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_animations" ADD CONSTRAINT "category_animations_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_highlight_links" ADD CONSTRAINT "category_highlight_links_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_highlight_links" ADD CONSTRAINT "category_highlight_links_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_seo_links" ADD CONSTRAINT "category_seo_links_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_seo_links" ADD CONSTRAINT "category_seo_links_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_category_banners" ADD CONSTRAINT "store_category_banners_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_category_banners" ADD CONSTRAINT "store_category_banners_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filter_options" ADD CONSTRAINT "category_filter_options_category_filter_id_category_filters_id_fk" FOREIGN KEY ("category_filter_id") REFERENCES "public"."category_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filter_options" ADD CONSTRAINT "category_filter_options_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filters" ADD CONSTRAINT "category_filters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filters" ADD CONSTRAINT "category_filters_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_banners" ADD CONSTRAINT "brand_banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_banners" ADD CONSTRAINT "brand_banners_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_collections" ADD CONSTRAINT "brand_collections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_store_categories" ADD CONSTRAINT "brand_store_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_store_categories" ADD CONSTRAINT "brand_store_categories_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_store_categories" ADD CONSTRAINT "brand_store_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_option_distance_prices" ADD CONSTRAINT "attribute_option_distance_prices_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_brand_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."brand_collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_product_attribute_id_product_attributes_id_fk" FOREIGN KEY ("product_attribute_id") REFERENCES "public"."product_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_technical_data" ADD CONSTRAINT "product_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_videos" ADD CONSTRAINT "product_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complement_attributes" ADD CONSTRAINT "complement_attributes_complement_id_complements_id_fk" FOREIGN KEY ("complement_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complement_attributes" ADD CONSTRAINT "complement_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complement_variant_prices" ADD CONSTRAINT "complement_variant_prices_complement_variant_id_complement_variants_id_fk" FOREIGN KEY ("complement_variant_id") REFERENCES "public"."complement_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complement_variant_prices" ADD CONSTRAINT "complement_variant_prices_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complement_variants" ADD CONSTRAINT "complement_variants_complement_id_complements_id_fk" FOREIGN KEY ("complement_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complements" ADD CONSTRAINT "complements_complement_type_id_complement_types_id_fk" FOREIGN KEY ("complement_type_id") REFERENCES "public"."complement_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_complements" ADD CONSTRAINT "product_complements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_complements" ADD CONSTRAINT "product_complements_complement_id_complements_id_fk" FOREIGN KEY ("complement_id") REFERENCES "public"."complements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_cities" ADD CONSTRAINT "installation_cities_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_city_prices" ADD CONSTRAINT "installation_city_prices_installation_city_id_installation_cities_id_fk" FOREIGN KEY ("installation_city_id") REFERENCES "public"."installation_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_use_tokens" ADD CONSTRAINT "one_use_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_excluded_brands" ADD CONSTRAINT "coupon_excluded_brands_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_excluded_brands" ADD CONSTRAINT "coupon_excluded_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_rows" ADD CONSTRAINT "cart_rows_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_cart_row_id_cart_rows_id_fk" FOREIGN KEY ("cart_row_id") REFERENCES "public"."cart_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD CONSTRAINT "installation_bookings_cart_row_id_cart_rows_id_fk" FOREIGN KEY ("cart_row_id") REFERENCES "public"."cart_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_bookings" ADD CONSTRAINT "installation_bookings_installation_city_id_installation_cities_id_fk" FOREIGN KEY ("installation_city_id") REFERENCES "public"."installation_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_post_category_id_post_categories_id_fk" FOREIGN KEY ("post_category_id") REFERENCES "public"."post_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_highlight_categories" ADD CONSTRAINT "store_highlight_categories_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_highlight_categories" ADD CONSTRAINT "store_highlight_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_highlight_products" ADD CONSTRAINT "store_highlight_products_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_highlight_products" ADD CONSTRAINT "store_highlight_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_highlight_suppliers" ADD CONSTRAINT "store_highlight_suppliers_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_highlight_suppliers" ADD CONSTRAINT "store_highlight_suppliers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_banners" ADD CONSTRAINT "store_home_banners_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_seo_texts" ADD CONSTRAINT "store_home_seo_texts_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_home_sliders" ADD CONSTRAINT "store_home_sliders_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_domain_key" ON "stores" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "menu_items_menu_id_idx" ON "menu_items" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_parent_id_idx" ON "menu_items" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_store_language_type_key" ON "menus" USING btree ("store_code","language","menu_type");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "category_stores_store_code_idx" ON "category_stores" USING btree ("store_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_language_slug_key" ON "category_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "category_animations_category_id_idx" ON "category_animations" USING btree ("category_id","store_code","language","position");--> statement-breakpoint
CREATE INDEX "category_highlight_links_category_id_idx" ON "category_highlight_links" USING btree ("category_id","store_code","language","position");--> statement-breakpoint
CREATE INDEX "category_highlight_links_store_code_idx" ON "category_highlight_links" USING btree ("store_code");--> statement-breakpoint
CREATE UNIQUE INDEX "category_seo_links_store_language_url_key" ON "category_seo_links" USING btree ("store_code","language","url");--> statement-breakpoint
CREATE INDEX "category_seo_links_category_id_idx" ON "category_seo_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_category_banners_category_id_idx" ON "store_category_banners" USING btree ("category_id","store_code","language","position");--> statement-breakpoint
CREATE INDEX "store_category_banners_store_code_idx" ON "store_category_banners" USING btree ("store_code");--> statement-breakpoint
CREATE UNIQUE INDEX "category_filter_options_filter_slug_key" ON "category_filter_options" USING btree ("category_filter_id","slug");--> statement-breakpoint
CREATE INDEX "category_filter_options_attribute_option_id_idx" ON "category_filter_options" USING btree ("attribute_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_filters_category_slug_key" ON "category_filters" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "category_filters_attribute_id_idx" ON "category_filters" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "brand_banners_brand_id_idx" ON "brand_banners" USING btree ("brand_id","store_code","language","position");--> statement-breakpoint
CREATE INDEX "brand_banners_store_code_idx" ON "brand_banners" USING btree ("store_code");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_collections_brand_slug_key" ON "brand_collections" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "brand_collections_brand_id_idx" ON "brand_collections" USING btree ("brand_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_store_categories_brand_store_category_key" ON "brand_store_categories" USING btree ("brand_id","store_code","category_id");--> statement-breakpoint
CREATE INDEX "brand_store_categories_store_code_idx" ON "brand_store_categories" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "brand_store_categories_category_id_idx" ON "brand_store_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_key" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_position_idx" ON "brands" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_option_distance_prices_option_distance_key" ON "attribute_option_distance_prices" USING btree ("attribute_option_id","distance");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_attribute_slug_key" ON "attribute_options" USING btree ("attribute_id","slug");--> statement-breakpoint
CREATE INDEX "attribute_options_attribute_id_idx" ON "attribute_options" USING btree ("attribute_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_slug_key" ON "attributes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_categories_category_id_idx" ON "product_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_stores_store_code_idx" ON "product_stores" USING btree ("store_code","is_visible");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_language_slug_key" ON "product_translations" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "product_translations_search_vector_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_language_name_idx" ON "product_translations" USING btree ("language","name");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ref_key" ON "products" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_collection_id_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_sales_count_idx" ON "products" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average","rating_count");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_store_type_key" ON "product_prices" USING btree ("product_id","store_code","customer_type");--> statement-breakpoint
CREATE INDEX "product_prices_store_type_pvp_idx" ON "product_prices" USING btree ("store_code","customer_type","pvp");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_prices_variant_store_type_key" ON "variant_prices" USING btree ("variant_id","store_code","customer_type");--> statement-breakpoint
CREATE INDEX "variant_prices_store_code_idx" ON "variant_prices" USING btree ("store_code");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_ref_key" ON "variants" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "variants_product_id_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_option_ids_idx" ON "variants" USING gin ("option_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "product_attribute_options_attribute_option_key" ON "product_attribute_options" USING btree ("product_attribute_id","attribute_option_id");--> statement-breakpoint
CREATE INDEX "product_attribute_options_attribute_option_id_idx" ON "product_attribute_options" USING btree ("attribute_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_attributes_product_attribute_key" ON "product_attributes" USING btree ("product_id","attribute_id");--> statement-breakpoint
CREATE INDEX "product_attributes_attribute_id_idx" ON "product_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "product_technical_data_product_id_idx" ON "product_technical_data" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_files_product_id_idx" ON "product_files" USING btree ("product_id","language","position");--> statement-breakpoint
CREATE INDEX "product_images_product_id_idx" ON "product_images" USING btree ("product_id","type","position");--> statement-breakpoint
CREATE INDEX "product_images_attribute_option_id_idx" ON "product_images" USING btree ("attribute_option_id");--> statement-breakpoint
CREATE INDEX "product_videos_product_id_idx" ON "product_videos" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "complement_attributes_complement_attribute_key" ON "complement_attributes" USING btree ("complement_id","attribute_id");--> statement-breakpoint
CREATE INDEX "complement_attributes_attribute_id_idx" ON "complement_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complement_types_slug_key" ON "complement_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "complement_types_position_idx" ON "complement_types" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "complement_variant_prices_variant_store_type_key" ON "complement_variant_prices" USING btree ("complement_variant_id","store_code","customer_type");--> statement-breakpoint
CREATE INDEX "complement_variant_prices_store_code_idx" ON "complement_variant_prices" USING btree ("store_code");--> statement-breakpoint
CREATE UNIQUE INDEX "complement_variants_ref_key" ON "complement_variants" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "complement_variants_complement_id_idx" ON "complement_variants" USING btree ("complement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complements_ref_key" ON "complements" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "complements_code_key" ON "complements" USING btree ("code");--> statement-breakpoint
CREATE INDEX "complements_complement_type_id_idx" ON "complements" USING btree ("complement_type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_complements_product_complement_key" ON "product_complements" USING btree ("product_id","complement_id");--> statement-breakpoint
CREATE INDEX "product_complements_complement_id_idx" ON "product_complements" USING btree ("complement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_cities_store_name_key" ON "installation_cities" USING btree ("store_code","name");--> statement-breakpoint
CREATE INDEX "installation_cities_store_code_idx" ON "installation_cities" USING btree ("store_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_city_prices_city_distance_key" ON "installation_city_prices" USING btree ("installation_city_id","distance");--> statement-breakpoint
CREATE UNIQUE INDEX "one_use_tokens_token_hash_key" ON "one_use_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_use_tokens_user_id_idx" ON "one_use_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_store_code_idx" ON "users" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "billing_addresses_user_id_idx" ON "billing_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_store_email_tag_key" ON "newsletter_subscriptions" USING btree ("store_code","email","tag");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_user_id_idx" ON "newsletter_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_coupon_id_idx" ON "newsletter_subscriptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_id_idx" ON "shipping_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_product_key" ON "wishlist_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_id_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "coupon_excluded_brands_brand_id_idx" ON "coupon_excluded_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_store_code_code_key" ON "coupons" USING btree ("store_code","code");--> statement-breakpoint
CREATE INDEX "coupons_store_public_idx" ON "coupons" USING btree ("store_code","is_public","is_active");--> statement-breakpoint
CREATE INDEX "cart_rows_cart_id_idx" ON "cart_rows" USING btree ("cart_id","position");--> statement-breakpoint
CREATE INDEX "cart_rows_product_id_idx" ON "cart_rows" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_rows_variant_id_idx" ON "cart_rows" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "carts_store_code_idx" ON "carts" USING btree ("store_code","status","updated_at");--> statement-breakpoint
CREATE INDEX "carts_user_id_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_coupon_id_idx" ON "carts" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "carts_email_idx" ON "carts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_number_key" ON "orders" USING btree ("store_code","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_key" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_code","status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "sub_orders_cart_row_id_idx" ON "sub_orders" USING btree ("cart_row_id");--> statement-breakpoint
CREATE INDEX "sub_orders_order_id_idx" ON "sub_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sub_orders_brand_id_idx" ON "sub_orders" USING btree ("brand_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_slot_key" ON "coupon_redemptions" USING btree ("coupon_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_order_key" ON "coupon_redemptions" USING btree ("coupon_id","order_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_id_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "installation_bookings_cart_row_id_idx" ON "installation_bookings" USING btree ("cart_row_id");--> statement-breakpoint
CREATE INDEX "installation_bookings_installation_city_id_idx" ON "installation_bookings" USING btree ("installation_city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_notification_key_key" ON "payment_notifications" USING btree ("notification_key");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_id_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_pending_idx" ON "payment_notifications" USING btree ("applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_store_code_idx" ON "payments" USING btree ("store_code","created_at");--> statement-breakpoint
CREATE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_sequence_key" ON "invoices" USING btree ("store_code","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_number_key" ON "invoices" USING btree ("store_code","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("store_code","issued_at");--> statement-breakpoint
CREATE INDEX "questions_product_id_idx" ON "questions" USING btree ("product_id","is_published","created_at");--> statement-breakpoint
CREATE INDEX "questions_store_code_idx" ON "questions" USING btree ("store_code","language");--> statement-breakpoint
CREATE INDEX "reviews_product_id_idx" ON "reviews" USING btree ("product_id","is_published","created_at");--> statement-breakpoint
CREATE INDEX "reviews_store_code_idx" ON "reviews" USING btree ("store_code","language","is_published","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_store_language_slug_key" ON "pages" USING btree ("store_code","language","slug");--> statement-breakpoint
CREATE INDEX "pages_store_published_idx" ON "pages" USING btree ("store_code","language","is_published");--> statement-breakpoint
CREATE UNIQUE INDEX "post_categories_store_language_slug_key" ON "post_categories" USING btree ("store_code","language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_store_language_slug_key" ON "posts" USING btree ("store_code","language","slug");--> statement-breakpoint
CREATE INDEX "posts_store_published_idx" ON "posts" USING btree ("store_code","language","is_published","published_at");--> statement-breakpoint
CREATE INDEX "posts_post_category_id_idx" ON "posts" USING btree ("post_category_id");--> statement-breakpoint
CREATE INDEX "store_highlight_categories_store_idx" ON "store_highlight_categories" USING btree ("store_code","language","position");--> statement-breakpoint
CREATE INDEX "store_highlight_categories_category_id_idx" ON "store_highlight_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_highlight_products_store_idx" ON "store_highlight_products" USING btree ("store_code","language","position");--> statement-breakpoint
CREATE INDEX "store_highlight_products_product_id_idx" ON "store_highlight_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_highlight_suppliers_store_idx" ON "store_highlight_suppliers" USING btree ("store_code","language","position");--> statement-breakpoint
CREATE INDEX "store_highlight_suppliers_brand_id_idx" ON "store_highlight_suppliers" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "store_home_banners_store_idx" ON "store_home_banners" USING btree ("store_code","language","position");--> statement-breakpoint
CREATE INDEX "store_home_seo_texts_store_idx" ON "store_home_seo_texts" USING btree ("store_code","language","position");--> statement-breakpoint
CREATE INDEX "store_home_sliders_store_idx" ON "store_home_sliders" USING btree ("store_code","language","position");