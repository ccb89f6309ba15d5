import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

/** Generated and uploaded images, served by the api under the store's image_cdn_url. */
export const mediaAssets = pgTable('media_assets', {
  publicId: text('public_id').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});
