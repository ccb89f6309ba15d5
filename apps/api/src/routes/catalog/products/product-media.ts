import { and, asc, eq, sql } from 'drizzle-orm';
import {
  productFiles,
  productImages,
  productTechnicalData,
  productVideos,
  productStores,
  productTranslations,
  stores,
} from '@shop/db';
import type { Language } from '../../../contracts/common.ts';
import type {
  ProductDetail,
  ProductImage,
  ProductVideo,
  ProductFile,
  TechnicalDataRow,
} from '../../../contracts/product.ts';
import type { Db } from '../../../database.ts';
import { editionAlternates } from '../../edition-alternates.ts';

/** Principal first, then detail, ambience, sketch, 3d and option pictures. */
export function productImageList(
  db: Db,
  productId: number,
  language: Language,
): Promise<ProductImage[]> {
  return db
    .select({
      id: productImages.id,
      public_id: productImages.publicId,
      type: productImages.type,
      option_id: productImages.attributeOptionId,
      alt: sql<string>`coalesce(${productImages.alt} ->> ${language}, '')`,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.type), asc(productImages.position), asc(productImages.id));
}

export function productVideoList(db: Db, productId: number): Promise<ProductVideo[]> {
  return db
    .select({
      id: productVideos.id,
      iframe_url: productVideos.iframeUrl,
      url: productVideos.url,
      thumbnail_public_id: productVideos.thumbnailPublicId,
    })
    .from(productVideos)
    .where(eq(productVideos.productId, productId))
    .orderBy(asc(productVideos.position), asc(productVideos.id));
}

/** Data sheet, assembly and maintenance documents written in the request's language. */
export function productFileList(
  db: Db,
  productId: number,
  language: Language,
): Promise<ProductFile[]> {
  return db
    .select({ type: productFiles.fileType, url: productFiles.url, name: productFiles.name })
    .from(productFiles)
    .where(and(eq(productFiles.productId, productId), eq(productFiles.language, language)))
    .orderBy(asc(productFiles.position), asc(productFiles.id));
}

export function technicalData(
  db: Db,
  productId: number,
  language: Language,
): Promise<TechnicalDataRow[]> {
  return db
    .select({
      label: sql<string>`${productTechnicalData.label} ->> ${language}`,
      value: sql<string>`${productTechnicalData.value} ->> ${language}`,
    })
    .from(productTechnicalData)
    .where(eq(productTechnicalData.productId, productId))
    .orderBy(asc(productTechnicalData.position), asc(productTechnicalData.id));
}

/**
 * The product page in each language of the edition it was found in: a product sold in an
 * edition is sold there in every language it is written in (the language switcher).
 */
export async function productTranslationPaths(
  db: Db,
  productId: number,
): Promise<ProductDetail['translations']> {
  const rows = await db
    .select({ language: productTranslations.language, slug: productTranslations.slug })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  return editionAlternates(rows.map(productPath));
}

const productPath = (row: { language: Language; slug: string }) => ({
  language: row.language,
  address: `/${row.slug}.html`,
});

/**
 * The product page in each language, where the edition of that language sells the product;
 * paths of the web shop (the web puts each edition's domain in front for hreflang).
 */
export async function productAlternates(
  db: Db,
  productId: number,
): Promise<ProductDetail['alternates']> {
  const rows = await db
    .select({ language: productTranslations.language, slug: productTranslations.slug })
    .from(productTranslations)
    .innerJoin(stores, eq(stores.language, productTranslations.language))
    .innerJoin(
      productStores,
      and(
        eq(productStores.productId, productTranslations.productId),
        eq(productStores.storeCode, stores.code),
        eq(productStores.isVisible, true),
      ),
    )
    .where(eq(productTranslations.productId, productId));
  return editionAlternates(rows.map(productPath));
}
