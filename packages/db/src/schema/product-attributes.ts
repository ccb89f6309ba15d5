import { boolean, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { attributeOptions, attributes } from './attributes.ts';
import { cents, id, localizedText, position } from './columns.ts';
import { products } from './products.ts';

/**
 * An attribute group of one product's configurator. For `measure` attributes the range in cm
 * the product can be made to (e.g. width 70-180).
 */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: position(),
    required: boolean('required').notNull().default(true),
    rangeMinCm: integer('range_min_cm'),
    rangeMaxCm: integer('range_max_cm'),
  },
  (t) => [
    uniqueIndex('product_attributes_product_attribute_key').on(t.productId, t.attributeId),
    index('product_attributes_attribute_id_idx').on(t.attributeId),
  ],
);

/** The options a product offers for one of its attributes; price overrides the option's surcharge. */
export const productAttributeOptions = pgTable(
  'product_attribute_options',
  {
    id: id(),
    productAttributeId: integer('product_attribute_id')
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    attributeOptionId: integer('attribute_option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
    price: cents('price'),
    position: position(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_attribute_options_attribute_option_key').on(
      t.productAttributeId,
      t.attributeOptionId,
    ),
    index('product_attribute_options_attribute_option_id_idx').on(t.attributeOptionId),
  ],
);

/** Rows of the technical data table (label and value in each language). */
export const productTechnicalData = pgTable(
  'product_technical_data',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: localizedText('label').notNull(),
    value: localizedText('value').notNull(),
    position: position(),
  },
  (t) => [index('product_technical_data_product_id_idx').on(t.productId, t.position)],
);
