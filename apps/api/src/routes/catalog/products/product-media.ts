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
import type { ProductDetail } from '../../../contracts/product.ts';
import type { Db } from '../../../database.ts';
import { editionAlternates } from '../../edition-alternates.ts';

/** Principal first, then detail, ambience, sketch, 3d and option pictures. */
export function productImageList(db: Db, productId: number, language: Language) {
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

export function productVideoList(db: Db, productId: number) {
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
export function productFileList(db: Db, productId: number, language: Language) {
  return db
    .select({ type: productFiles.fileType, url: productFiles.url, name: productFiles.name })
    .from(productFiles)
    .where(and(eq(productFiles.productId, productId), eq(productFiles.language, language)))
    .orderBy(asc(productFiles.position), asc(productFiles.id));
}

export function technicalData(db: Db, productId: number, language: Language) {
  return db
    .select({
      label: sql<string>`${productTechnicalData.label} ->> ${language}`,
      value: sql<string>`${productTechnicalData.value} ->> ${language}`,
    })
    .from(productTechnicalData)
    .where(eq(productTechnicalData.productId, productId))
    .orderBy(asc(productTechnicalData.position), asc(productTechnicalData.id));
}

type PathRow = { language: Language; slug: string };

/**
 * The query of the product page in each language of the edition it was found in: a product
 * sold in an edition is sold there in every language it is written in (the language switcher).
 */
export function productTranslationRows(db: Db, productId: number) {
  return db
    .select({ language: productTranslations.language, slug: productTranslations.slug })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
}

/** The language switcher's paths, from productTranslationRows. */
export function productTranslationPaths(rows: readonly PathRow[]): ProductDetail['translations'] {
  return editionAlternates(rows.map(productPath));
}

const productPath = (row: PathRow) => ({
  language: row.language,
  address: `/${row.slug}.html`,
});

/**
 * The query of the product page in each language, where the edition of that language sells
 * the product.
 */
export function productAlternateRows(db: Db, productId: number) {
  return db
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
}

/** Paths of the web shop (the web puts each edition's domain in front for hreflang). */
export function productAlternates(rows: readonly PathRow[]): ProductDetail['alternates'] {
  return editionAlternates(rows.map(productPath));
}
