import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { attributeOptions, attributes } from './attributes.ts';
import { categories } from './categories.ts';
import { id, localizedText, position, publicId } from './columns.ts';

export type FilterType = 'range' | 'toggle' | 'list' | 'select' | 'color' | 'hiperlink';

/** A listing filter of a category; `slug` is the query parameter (range filters add _min/_max). */
export const categoryFilters = pgTable(
  'category_filters',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The attribute whose options the filter narrows, if any (price or stock filters have none). */
    attributeId: integer('attribute_id').references(() => attributes.id, { onDelete: 'set null' }),
    name: localizedText('name').notNull(),
    slug: text('slug').notNull(),
    filterType: varchar('filter_type', { length: 16 }).$type<FilterType>().notNull(),
    /** The spec's category_filter_position. */
    position: position(),
  },
  (t) => [
    uniqueIndex('category_filters_category_slug_key').on(t.categoryId, t.slug),
    index('category_filters_attribute_id_idx').on(t.attributeId),
    check(
      'category_filters_filter_type_check',
      sql`${t.filterType} in ('range', 'toggle', 'list', 'select', 'color', 'hiperlink')`,
    ),
  ],
);

export const categoryFilterOptions = pgTable(
  'category_filter_options',
  {
    id: id(),
    categoryFilterId: integer('category_filter_id')
      .notNull()
      .references(() => categoryFilters.id, { onDelete: 'cascade' }),
    attributeOptionId: integer('attribute_option_id').references(() => attributeOptions.id, {
      onDelete: 'set null',
    }),
    name: localizedText('name').notNull(),
    slug: text('slug').notNull(),
    image: publicId('image'),
    color: varchar('color', { length: 7 }),
    valueRangeMin: integer('value_range_min'),
    valueRangeMax: integer('value_range_max'),
    /** hiperlink filters point to another listing instead of narrowing this one. */
    url: text('url'),
    position: position(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('category_filter_options_filter_slug_key').on(t.categoryFilterId, t.slug),
    index('category_filter_options_attribute_option_id_idx').on(t.attributeOptionId),
  ],
);
