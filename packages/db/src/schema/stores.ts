import { boolean, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, language, updatedAt } from './columns.ts';

/** One row per edition (SPEC section 1): configuration is data, not code branches. */
export const stores = pgTable(
  'stores',
  {
    code: varchar('code', { length: 8 }).primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    language: language().notNull(),
    languageRegion: varchar('language_region', { length: 8 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    timeZone: text('time_zone').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    logoPath: text('logo_path').notNull(),
    imageCdnUrl: text('image_cdn_url').notNull(),
    analyticsId: text('analytics_id'),
    adsId: text('ads_id'),
    consentBannerId: text('consent_banner_id'),
    telephoneShow: boolean('telephone_show').notNull().default(false),
    telephoneNumber: text('telephone_number').notNull().default(''),
    facilityAvailable: boolean('facility_available').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stores_domain_key').on(t.domain)],
);
