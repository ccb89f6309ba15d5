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
} from 'drizzle-orm/pg-core';
import { cents, id, position, storeCode } from './columns.ts';
import { stores } from './stores.ts';

/** Provinces where installers work (Spain only). budget: price on request, stored prices are 0. */
export const installationCities = pgTable(
  'installation_cities',
  {
    id: id(),
    storeCode: storeCode()
      .notNull()
      .references(() => stores.code),
    name: text('name').notNull(),
    province: text('province').notNull(),
    budget: boolean('budget').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: position(),
  },
  (t) => [
    uniqueIndex('installation_cities_store_name_key').on(t.storeCode, t.name),
    index('installation_cities_store_code_idx').on(t.storeCode, t.name),
  ],
);

/** Distance 500: up to 30 km from the provincial capital; 520: from 30 to 50 km. */
export const installationCityPrices = pgTable(
  'installation_city_prices',
  {
    id: id(),
    installationCityId: integer('installation_city_id')
      .notNull()
      .references(() => installationCities.id, { onDelete: 'cascade' }),
    distance: smallint('distance').notNull(),
    price: cents('price').notNull(),
  },
  (t) => [
    uniqueIndex('installation_city_prices_city_distance_key').on(t.installationCityId, t.distance),
    check('installation_city_prices_distance_check', sql`${t.distance} in (500, 520)`),
  ],
);
