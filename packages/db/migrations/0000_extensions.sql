-- Search support: trigram similarity for typos, accent-insensitive text search configurations
-- for each edition's language (used by product_translations.search_vector).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_spanish (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
