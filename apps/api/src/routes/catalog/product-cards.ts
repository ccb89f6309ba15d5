import { and, eq, sql } from 'drizzle-orm';
import {
  brands,
  productImages,
  productPrices,
  productRatings,
  products,
  productStores,
  productTranslations,
} from '@shop/db';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import type { ProductCard } from '../../contracts/catalog.ts';
import type { StoreQuery, UserType } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { totalCount } from '../../lists/page-window.ts';
import { productRating, productRatingJoin } from './product-rating.ts';

export type ProductCardScope = StoreQuery & { user_type: UserType };

/** A product page's path: its slug in the language plus '.html' (SPEC section 2). */
export const productUrl = sql<string>`'/' || ${productTranslations.slug} || '.html'`;

/** The picture of a card: the first principal image (type 100 sorts first), by position. */
const mainImage = sql<string | null>`(
  select ${productImages.publicId} from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.type}, ${productImages.position}
  limit 1
)`;

/**
 * Narrows a select from products to the products a store sells to a customer type: active,
 * visible in the store, named in the language and priced for that customer type (a product
 * without such a price is not sellable there). The one definition cards, listings, counts and
 * the sitemap share. With the product's rating in the edition, for the cards and the
 * 'top_rated' order.
 */
export function sellableProducts<Query extends PgSelectQueryBuilder>(
  query: Query,
  { store, language, user_type }: ProductCardScope,
) {
  return query
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, language),
      ),
    )
    .innerJoin(
      productStores,
      // The active flag sits in this join so callers keep `where` for their own conditions.
      and(
        eq(productStores.productId, products.id),
        eq(productStores.storeCode, store),
        eq(productStores.isVisible, true),
        eq(products.isActive, true),
      ),
    )
    .innerJoin(
      productPrices,
      and(
        eq(productPrices.productId, products.id),
        eq(productPrices.storeCode, store),
        eq(productPrices.customerType, user_type),
      ),
    )
    .leftJoin(productRatings, productRatingJoin({ store, language }));
}

/**
 * Product card rows of the sellable products, priced for the customer type; callers join what
 * chooses the products, then filter, order and page.
 */
export function productCards(db: Db, scope: ProductCardScope) {
  const query = db
    .select({
      total: totalCount,
      card: {
        id: products.id,
        name: productTranslations.name,
        slug: productTranslations.slug,
        url: productUrl,
        ref: products.ref,
        image_public_id: mainImage,
        made_to_measure: products.madeToMeasure,
      },
      // Nested objects stay at the top level: drizzle nests one level, and turns the object of
      // a left-joined table into null when the row has none (a product without a brand).
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      prices: {
        pvp: productPrices.fromPvp,
        pvp_old: productPrices.fromPvpOld,
        from: productPrices.fromPvpVaries,
      },
      rating: productRating,
      delivery_days: { min: products.deliveryDaysMin, max: products.deliveryDaysMax },
    })
    .from(products)
    .$dynamic();
  return sellableProducts(query, scope).leftJoin(brands, eq(brands.id, products.brandId));
}

type ProductCardRow = Awaited<ReturnType<typeof productCards>>[number];

export function toProductCard({
  card,
  brand,
  prices,
  rating,
  delivery_days,
}: ProductCardRow): ProductCard {
  return { ...card, brand, prices, rating, delivery_days };
}
