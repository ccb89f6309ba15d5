import {
  brands,
  categories,
  categoryTranslations,
  productCategories,
  productPrices,
  productTranslations,
  products,
} from '@shop/db';
import type { Locale } from '@shop/i18n';
import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  PricedProduct,
  PriceFilter,
  PriceFilterOptions,
} from '../../contracts/staff-prices.ts';
import type { Db } from '../../database.ts';
import { productsFiledUnder } from '../products-filed-under.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { containing } from '../orders/order-filters.ts';

/**
 * The products a filter names (its edition only narrows which prices change). A category
 * matches the products filed under it or its subcategories, as its listing shows them.
 */
export function productsMatching(filter: PriceFilter): SQL | undefined {
  const search = filter.q === undefined || filter.q === '' ? undefined : containing(filter.q);
  return and(
    filter.brand_id === undefined ? undefined : eq(products.brandId, filter.brand_id),
    filter.made_to_measure === undefined
      ? undefined
      : eq(products.madeToMeasure, filter.made_to_measure),
    filter.category_id === undefined
      ? undefined
      : inArray(products.id, productsFiledUnder(filter.category_id)),
    search === undefined
      ? undefined
      : or(
          sql`lower(${products.ref}) like ${search}`,
          inArray(
            products.id,
            sql`(select ${productTranslations.productId} from ${productTranslations}
              where lower(${productTranslations.name}) like ${search})`,
          ),
        ),
  );
}

/** The product's name in `language`: every product is seeded and created with both. */
export function productNameIn(language: Locale): SQL<string> {
  return sql<string>`coalesce((select ${productTranslations.name} from ${productTranslations}
    where ${productTranslations.productId} = ${products.id}
      and ${productTranslations.language} = ${language}), ${products.ref})`;
}

/** The products' names in `language`, by product id. */
export async function productNamesIn(
  db: Db,
  productIds: number[],
  language: Locale,
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: productNameIn(language) })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The prices screen's product list: what a bulk change with this filter would cover. */
export async function readPricedProducts(
  db: Db,
  filter: PriceFilter,
  language: Locale,
  window: PageWindow,
): Promise<{ count: number; results: PricedProduct[] }> {
  const where = productsMatching(filter);
  const [total] = await db.select({ count: count() }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      ref: products.ref,
      name: productNameIn(language),
      brand: brands.name,
      madeToMeasure: products.madeToMeasure,
      essm: sql<number | null>`(select ${productPrices.pvp} from ${productPrices}
        where ${productPrices.productId} = ${products.id} and ${productPrices.storeCode} = 'ESSM'
          and ${productPrices.customerType} = 'C')`,
      frsm: sql<number | null>`(select ${productPrices.pvp} from ${productPrices}
        where ${productPrices.productId} = ${products.id} and ${productPrices.storeCode} = 'FRSM'
          and ${productPrices.customerType} = 'C')`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(asc(products.ref))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return {
    count: total?.count ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      ref: row.ref,
      name: row.name,
      brand: row.brand,
      made_to_measure: row.madeToMeasure,
      client_pvp: { ESSM: row.essm, FRSM: row.frsm },
    })),
  };
}

/** The categories and brands the filter offers, named in the staff member's language. */
export async function readPriceFilterOptions(
  db: Db,
  language: Locale,
): Promise<PriceFilterOptions> {
  const categoryRows = await db
    .select({ id: categories.id, name: categoryTranslations.name })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.language, language),
      ),
    )
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(eq(productCategories.categoryId, categories.id)),
      ),
    )
    .orderBy(asc(categoryTranslations.name));
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.name));
  return { categories: categoryRows, brands: brandRows };
}
