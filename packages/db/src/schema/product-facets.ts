import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

/**
 * What the category listings filter and count by, one row per product, so a listing reads one
 * row per product instead of probing its categories and configurator options one by one.
 * Derived data: database triggers (migration 0004) rewrite a product's row whenever its
 * categories, configurator attributes or options change, whoever writes them.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** product_categories.category_id of the product. */
    categoryIds: integer('category_ids').array().notNull().default([]),
    /** product_attributes.attribute_id: the configurator attributes it has. */
    attributeIds: integer('attribute_ids').array().notNull().default([]),
    /** product_attribute_options.attribute_option_id: every option its configurator offers. */
    optionIds: integer('option_ids').array().notNull().default([]),
  },
  (t) => [
    index('product_facets_category_ids_idx').using('gin', t.categoryIds),
    index('product_facets_option_ids_idx').using('gin', t.optionIds),
  ],
);
