import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { categories, categoryTranslations, productCategories, products } from '@shop/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductCard } from '../../../contracts/catalog.ts';
import { ListOf, StoreQuery, UserType, ValidationErrorBody } from '../../../contracts/common.ts';
import { SearchSuggestions, WeblistProductsQuery } from '../../../contracts/listing.ts';
import type { Db } from '../../../database.ts';
import { counted, inWindow } from '../../../lists/page-window.ts';
import { pagedList, type PageWindow } from '../../../lists/paged-list.ts';
import { ApiError } from '../../../plugins/api-error.ts';
import type { RouteOptions } from '../../route-options.ts';
import { categoryUrl, visibleCategories } from '../categories/category-lookup.ts';
import { productCards, toProductCard, type ProductCardScope } from '../product-cards.ts';
import { productSearch } from './product-search.ts';

const suggestedProducts = 6;
const suggestedCategories = 4;

/** Search results, best match first (then best sellers). */
function searchPage(db: Db, scope: ProductCardScope, query: string, window: PageWindow) {
  const search = productSearch(scope.language, query);
  return inWindow(
    productCards(db, scope)
      .where(search.matches)
      .orderBy(...search.ranking, desc(products.salesCount), products.id)
      .$dynamic(),
    window,
  );
}

/** Cards of the given products, in the order the ids were given (recently viewed, wishlist). */
function cardsByIds(db: Db, scope: ProductCardScope, ids: number[], window: PageWindow) {
  return inWindow(
    productCards(db, scope)
      .where(inArray(products.id, ids))
      .orderBy(sql`array_position(${sql.param(ids)}::int[], ${products.id})`)
      .$dynamic(),
    window,
  );
}

/** A brand's products, best sellers first. */
function brandPage(db: Db, scope: ProductCardScope, brandId: number, window: PageWindow) {
  return inWindow(
    productCards(db, scope)
      .where(eq(products.brandId, brandId))
      .orderBy(desc(products.salesCount), products.id)
      .$dynamic(),
    window,
  );
}

/** Categories named like the query, or holding the products found, most similar name first. */
async function suggestedCategoryLinks(
  db: Db,
  scope: StoreQuery,
  query: string,
  productIds: number[],
) {
  const similarity = sql<number>`word_similarity(${query}, ${categoryTranslations.name})`;
  const holdsFound =
    productIds.length === 0
      ? undefined
      : sql`${categories.id} in (select ${productCategories.categoryId} from ${productCategories}
          where ${productCategories.isMain} and ${inArray(productCategories.productId, productIds)})`;
  return visibleCategories(
    db.select({ name: categoryTranslations.name, url: categoryUrl }).from(categories).$dynamic(),
    scope,
  )
    .where(or(sql`${similarity} >= 0.5`, holdsFound))
    .orderBy(desc(similarity), categories.position)
    .limit(suggestedCategories);
}

export const searchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/catalog/v1/weblist_products/',
    {
      schema: {
        summary:
          'Product cards by ids (comma-separated, in that order), by a search query q, or of a brand (brand_id)',
        description:
          'The search: PostgreSQL full-text search in the language (any word, every word ranked ' +
          'first) plus trigram similarity of the name for typos; numbers are read as widths in cm.',
        tags: ['catalog', 'listing', 'search'],
        querystring: WeblistProductsQuery,
        response: { 200: ListOf(ProductCard), 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const { ids, q, brand_id: brandId } = request.query;
      if (!ids && !q && brandId === undefined) throw ApiError.badRequest('q', 'api.required');
      return pagedList(request, request.query, async (window) => {
        const rows = ids
          ? await cardsByIds(db, request.query, ids, window)
          : q
            ? await searchPage(db, request.query, q, window)
            : await brandPage(db, request.query, brandId ?? 0, window);
        return counted(rows, toProductCard);
      });
    },
  );

  app.get(
    '/catalog/v1/search/suggestions/',
    {
      schema: {
        summary: 'Suggestions for the header search box as the customer types',
        description:
          'An addition to the spec (SPEC section 7 lists no suggestions call): up to 6 products ' +
          'and 4 categories for the query, with the search of weblist_products.',
        tags: ['catalog', 'search'],
        querystring: StoreQuery.extend({
          q: z.string().trim().min(1).max(200),
          user_type: UserType.default('C'),
        }),
        response: { 200: SearchSuggestions, 400: ValidationErrorBody },
      },
    },
    async (request) => {
      const { q } = request.query;
      const rows = await searchPage(db, request.query, q, { limit: suggestedProducts, offset: 0 });
      const found = rows.map(toProductCard);
      const links = await suggestedCategoryLinks(
        db,
        request.query,
        q,
        found.map((card) => card.id),
      );
      return { query: q, products: found, categories: links };
    },
  );
};
