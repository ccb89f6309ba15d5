import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cents, id, localizedText, position, publicId } from './columns.ts';

/**
 * How the configurator shows an attribute: `select` single choice, `open` several options,
 * `measure` a number in cm between a product's range, `color` swatches.
 */
export type AttributeFieldType = 'select' | 'open' | 'measure' | 'color';

/** Configurable dimension of a product or complement (profile colour, glass, width, opening...). */
export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: localizedText('name').notNull(),
    /** Icon or sketch shown beside the attribute. */
    src: publicId('src'),
    fieldType: varchar('field_type', { length: 16 }).$type<AttributeFieldType>().notNull(),
    /** Whether option names are translated or shown as they are (e.g. measures). */
    translate: boolean('translate').notNull().default(true),
    /** Aesthetic attributes are chosen before the configurator groups (SPEC section 4). */
    aesthetic: boolean('aesthetic').notNull().default(false),
    /** false for attributes that only classify products for listing filters (elementos-especiales). */
    showInConfigurator: boolean('show_in_configurator').notNull().default(true),
    unit: varchar('unit', { length: 8 }),
    position: position(),
  },
  (t) => [
    uniqueIndex('attributes_slug_key').on(t.slug),
    check(
      'attributes_field_type_check',
      sql`${t.fieldType} in ('select', 'open', 'measure', 'color')`,
    ),
  ],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: id(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    ref: text('ref').notNull().default(''),
    name: localizedText('name').notNull(),
    /** Surcharge in cents added when the option is chosen. */
    price: cents('price').notNull().default(0),
    position: position(),
    /** Options of other attributes that become unavailable when this one is chosen. */
    blockOptions: integer('block_options')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Complement types skipped by the configurator when this option is chosen. */
    complementsLocked: integer('complements_locked')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    positionSketch: smallint('position_sketch'),
    valueNumeric: integer('value_numeric'),
    valueString: text('value_string'),
    valueRangeMin: integer('value_range_min'),
    valueRangeMax: integer('value_range_max'),
    poolPosition: smallint('pool_position'),
    color: varchar('color', { length: 7 }),
    imagePublicId: publicId('image_public_id'),
    /** Installation lists: label and style of the choice button, and whether to show its price. */
    buttonString: localizedText('button_string'),
    buttonClass: text('button_class'),
    showPrice: boolean('show_price').notNull().default(true),
  },
  (t) => [
    uniqueIndex('attribute_options_attribute_slug_key').on(t.attributeId, t.slug),
    index('attribute_options_attribute_id_idx').on(t.attributeId, t.position),
  ],
);

/** Installation options priced by distance: 500 up to 30 km, 520 from 30 to 50 km. */
export const attributeOptionDistancePrices = pgTable(
  'attribute_option_distance_prices',
  {
    id: id(),
    attributeOptionId: integer('attribute_option_id')
      .notNull()
      .references(() => attributeOptions.id, { onDelete: 'cascade' }),
    distance: smallint('distance').notNull(),
    price: cents('price').notNull(),
  },
  (t) => [
    uniqueIndex('attribute_option_distance_prices_option_distance_key').on(
      t.attributeOptionId,
      t.distance,
    ),
    check('attribute_option_distance_prices_distance_check', sql`${t.distance} in (500, 520)`),
  ],
);
