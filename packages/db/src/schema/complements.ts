import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attributes } from './attributes.ts';
import {
  cents,
  customerType,
  id,
  localizedText,
  position,
  publicId,
  storeCode,
} from './columns.ts';
import { products } from './products.ts';
import { stores } from './stores.ts';

export const complementTypes = pgTable(
  'complement_types',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localizedText('name').notNull(),
    position: position(),
    img: publicId('img'),
  },
  (t) => [
    uniqueIndex('complement_types_slug_key').on(t.slug),
    index('complement_types_position_idx').on(t.position),
  ],
);

/** Optional add-on of a product (anti-limescale treatment, extra profile, installation...). */
export const complements = pgTable(
  'complements',
  {
    id: id(),
    complementTypeId: integer('complement_type_id')
      .notNull()
      .references(() => complementTypes.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    /** The spec's special ids: 'installation-complement' and 'facility'; null for ordinary ones. */
    code: text('code'),
    name: localizedText('name').notNull(),
    description: localizedText('description').notNull(),
    price: cents('price').notNull().default(0),
    imagePublicId: publicId('image_public_id'),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('complements_ref_key').on(t.ref),
    uniqueIndex('complements_code_key').on(t.code),
    index('complements_complement_type_id_idx').on(t.complementTypeId, t.position),
  ],
);

export const productComplements = pgTable(
  'product_complements',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    complementId: integer('complement_id')
      .notNull()
      .references(() => complements.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [
    uniqueIndex('product_complements_product_complement_key').on(t.productId, t.complementId),
    index('product_complements_complement_id_idx').on(t.complementId),
  ],
);

export const complementAttributes = pgTable(
  'complement_attributes',
  {
    id: id(),
    complementId: integer('complement_id')
      .notNull()
      .references(() => complements.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: position(),
    required: boolean('required').notNull().default(true),
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('complement_attributes_complement_attribute_key').on(t.complementId, t.attributeId),
    index('complement_attributes_attribute_id_idx').on(t.attributeId),
  ],
);

export const complementVariants = pgTable(
  'complement_variants',
  {
    id: id(),
    complementId: integer('complement_id')
      .notNull()
      .references(() => complements.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('complement_variants_ref_key').on(t.ref),
    index('complement_variants_complement_id_idx').on(t.complementId),
  ],
);

/** prices.pvp_web of the spec, per store and customer type. */
export const complementVariantPrices = pgTable(
  'complement_variant_prices',
  {
    id: id(),
    complementVariantId: integer('complement_variant_id')
      .notNull()
      .references(() => complementVariants.id, { onDelete: 'cascade' }),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    customerType: customerType().notNull(),
    pvp: cents('pvp').notNull(),
    pvpOld: cents('pvp_old'),
  },
  (t) => [
    uniqueIndex('complement_variant_prices_variant_store_type_key').on(
      t.complementVariantId,
      t.storeCode,
      t.customerType,
    ),
    index('complement_variant_prices_store_code_idx').on(t.storeCode),
    check('complement_variant_prices_customer_type_check', sql`${t.customerType} in ('C', 'P')`),
  ],
);
