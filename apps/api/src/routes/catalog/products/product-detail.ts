import { and, asc, desc, eq } from 'drizzle-orm';
import {
  brandCollections,
  brands,
  productPrices,
  productRatings,
  products,
  productStores,
  productTranslations,
  variants,
} from '@shop/db';
import type { ProductDetail, ProductQuery } from '../../../contracts/product.ts';
import type { Db } from '../../../database.ts';
import { ApiError } from '../../../plugins/api-error.ts';
import { deliveryPromise } from './delivery-promise.ts';
import { productRating, productRatingJoin } from '../product-rating.ts';
import { readTogether } from '../../../read-together.ts';
import { mainCategoryRows, productCategoryPlace } from './product-category.ts';
import {
  productAlternateRows,
  productAlternates,
  productFileList,
  productImageList,
  productTranslationPaths,
  productTranslationRows,
  productVideoList,
  technicalData,
} from './product-media.ts';
import {
  installationAvailableColumn,
  sellableProductCondition,
} from '../../../catalog/pricing/sellable-product.ts';

/** A product sold in the store, found by id or by its slug in the request's language. */
async function productRow(db: Db, scope: ProductQuery, by: { id: number } | { slug: string }) {
  const [row] = await db
    .select({
      product: {
        id: products.id,
        ref: products.ref,
        name: productTranslations.name,
        slug: productTranslations.slug,
        short_description: productTranslations.shortDescription,
        description: productTranslations.description,
        made_to_measure: products.madeToMeasure,
      },
      seo: { title: productTranslations.seoTitle, description: productTranslations.seoDescription },
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      collection: {
        id: brandCollections.id,
        name: brandCollections.name,
        slug: brandCollections.slug,
      },
      prices: {
        pvp: productPrices.fromPvp,
        pvp_old: productPrices.fromPvpOld,
        from: productPrices.fromPvpVaries,
      },
      stockQuantity: products.stockQuantity,
      stockAvailableOn: products.stockAvailableOn,
      deliveryDays: { min: products.deliveryDaysMin, max: products.deliveryDaysMax },
      rating: productRating,
      installationAvailable: installationAvailableColumn(scope.store),
    })
    .from(products)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, scope.language),
      ),
    )
    .innerJoin(productStores, eq(productStores.productId, products.id))
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(brandCollections, eq(brandCollections.id, products.collectionId))
    .leftJoin(productRatings, productRatingJoin(scope))
    .where(
      and(
        'id' in by ? eq(products.id, by.id) : eq(productTranslations.slug, by.slug),
        sellableProductCondition(scope),
      ),
    )
    .limit(1);
  if (!row) throw ApiError.notFound();
  return row;
}

function defaultVariantRows(db: Db, productId: number) {
  return db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.productId, productId), eq(variants.isPublished, true)))
    .orderBy(desc(variants.isDefault), asc(variants.id))
    .limit(1);
}

/** Everything the product page shows, priced for the caller's customer type. */
export async function productDetail(
  db: Db,
  scope: ProductQuery,
  by: { id: number } | { slug: string },
): Promise<ProductDetail> {
  const row = await productRow(db, scope, by);
  const { id } = row.product;
  const url = `/${row.product.slug}.html`;
  // The page's lists in one statement (issue 18's query budgets).
  const { images, videos, files, technical_data, alternates, translations, category, variant } =
    await readTogether(db, {
      images: productImageList(db, id, scope.language),
      videos: productVideoList(db, id),
      files: productFileList(db, id, scope.language),
      technical_data: technicalData(db, id, scope.language),
      alternates: productAlternateRows(db, id),
      translations: productTranslationRows(db, id),
      category: mainCategoryRows(db, scope, id),
      variant: defaultVariantRows(db, id),
    });
  const promise = deliveryPromise(scope, {
    madeToMeasure: row.product.made_to_measure,
    deliveryDays: row.deliveryDays,
  });
  return {
    ...row.product,
    url,
    brand: row.brand,
    images,
    videos,
    files,
    prices: row.prices,
    stock: {
      available: row.stockQuantity > 0,
      quantity: row.stockQuantity,
      availability_date: row.stockAvailableOn,
    },
    delivery_days: promise.days,
    delivery_promise: promise.window,
    collection: row.collection,
    technical_data,
    rating: row.rating.count > 0 ? row.rating : { average: 5, count: 0 },
    ...productCategoryPlace(scope, category, { name: row.product.name, url }),
    variant_id: variant[0]?.id ?? null,
    seo: {
      title: row.seo.title || row.product.name,
      description: row.seo.description || row.product.short_description,
    },
    alternates: productAlternates(alternates),
    translations: productTranslationPaths(translations),
    installation_available: row.installationAvailable,
  };
}
