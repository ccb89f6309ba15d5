import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { attributeOptions } from './attributes.ts';
import { id, language, localizedText, position, publicId } from './columns.ts';
import { products } from './products.ts';

/** 100 Principal, 200 Detalle, 300 Ambiente, 400 Croquis, 500 3d, 600 opción. */
export type ImageType = 100 | 200 | 300 | 400 | 500 | 600;

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    publicId: publicId('public_id').notNull(),
    type: smallint('type').$type<ImageType>().notNull(),
    /** Type 600 pictures show one option (e.g. the black profile). */
    attributeOptionId: integer('attribute_option_id').references(() => attributeOptions.id, {
      onDelete: 'set null',
    }),
    /** What the picture shows, per language; empty where staff wrote none (issue 16). */
    alt: localizedText('alt').notNull().default({ es: '', fr: '' }),
    position: position(),
  },
  (t) => [
    index('product_images_product_id_idx').on(t.productId, t.type, t.position),
    index('product_images_attribute_option_id_idx').on(t.attributeOptionId),
    check('product_images_type_check', sql`${t.type} in (100, 200, 300, 400, 500, 600)`),
  ],
);

/** Either an embeddable iframe_url (YouTube, Vimeo) or a plain video file url. */
export const productVideos = pgTable(
  'product_videos',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    iframeUrl: text('iframe_url'),
    url: text('url'),
    thumbnailPublicId: publicId('thumbnail_public_id'),
    position: position(),
  },
  (t) => [
    index('product_videos_product_id_idx').on(t.productId, t.position),
    check('product_videos_source_check', sql`${t.iframeUrl} is not null or ${t.url} is not null`),
  ],
);

export type ProductFileType = 'data_sheet' | 'assembly' | 'maintenance';

export const productFiles = pgTable(
  'product_files',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileType: varchar('file_type', { length: 16 }).$type<ProductFileType>().notNull(),
    language: language().notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    position: position(),
  },
  (t) => [
    index('product_files_product_id_idx').on(t.productId, t.language, t.position),
    check(
      'product_files_file_type_check',
      sql`${t.fileType} in ('data_sheet', 'assembly', 'maintenance')`,
    ),
  ],
);
