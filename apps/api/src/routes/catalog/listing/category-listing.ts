import { inArray } from 'drizzle-orm';
import { productListings, products } from '@shop/db';
import { sortMessageKey, sortOptions } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type {
  CategoryFilter,
  Ordering,
  WeblistByCategory,
  WeblistByCategoryQuery,
} from '../../../contracts/listing.ts';
import type { Db } from '../../../database.ts';
import { inWindow } from '../../../lists/page-window.ts';
import { bySlug, findCategory } from '../categories/category-lookup.ts';
import { productCards, toProductCard } from '../product-cards.ts';
import { readCategoryFilters } from './category-filters.ts';
import { countFacets, type FacetCounts } from './facet-counts.ts';
import { otherFiltersCondition } from './filter-conditions.ts';
import { readFilterSelection, type ActiveFilter, type FilterRow } from './filter-selection.ts';
import { listedProducts, type ListingScope } from './listed-products.ts';
import { pageWindow, paginator } from './paginator.ts';
import { productSearch } from './product-search.ts';
import { listingSortKeys, sortOrder } from './sort-orders.ts';

/** The filters as the page shows them: counts for the current selection, chosen options marked. */
export function filtersWithCounts(
  filters: FilterRow[],
  facets: FacetCounts,
  selection: ActiveFilter[],
): CategoryFilter[] {
  return filters.map((filter) => {
    const active = selection.find((candidate) => candidate.filter.id === filter.id);
    const bounds = facets.bounds.get(filter.id);
    const firstOption = filter.options[0];
    return {
      id: filter.id,
      name: filter.name,
      slug: filter.slug,
      filter_type: filter.filter_type,
      category_filter_position: filter.position,
      options: filter.options.map(({ attributeOptionId: _a, linkedCategoryId: _l, ...option }) => ({
        ...option,
        count: facets.options.get(option.id) ?? 0,
        selected:
          active?.kind === 'options'
            ? active.options.some((chosen) => chosen.id === option.id)
            : active !== undefined,
      })),
      range:
        filter.filter_type === 'range'
          ? {
              min: bounds ? bounds.min : (firstOption?.value_range_min ?? null),
              max: bounds ? bounds.max : (firstOption?.value_range_max ?? null),
              selected_min: active?.kind === 'range' ? active.min : null,
              selected_max: active?.kind === 'range' ? active.max : null,
            }
          : null,
    };
  });
}

export function ordering(locale: Locale, selected: Ordering['selected']): Ordering {
  return {
    options: sortOptions.map((value) => ({
      value,
      label: translate(locale, sortMessageKey(value)),
    })),
    selected,
  };
}

/**
 * One page of a category (and its descendants), filtered, searched and sorted, with the facet
 * counts of its filters: four queries whatever the page or the number of filter options.
 */
export async function readCategoryListing(
  db: Db,
  locale: Locale,
  categorySlug: string,
  query: WeblistByCategoryQuery,
  params: URLSearchParams,
): Promise<WeblistByCategory> {
  const category = await findCategory(db, query, bySlug(categorySlug));
  const filters = await readCategoryFilters(db, category.id, query.language);
  const selection = readFilterSelection(filters, params);
  const listing: ListingScope = {
    ...query,
    categoryIds: category.treeIds,
    search: query.q ? productSearch(query.language, query.q, productListings.productId) : undefined,
  };

  // The page's cards in one statement: their ids are chosen in a subquery walking the sort's
  // index of product_listings, so the page costs what it shows; the cards come back in the
  // same order (the listing rows copy the cards' sort keys). The count comes from the facet
  // pass, which reads every listed product once anyway.
  const pageIds = inWindow(
    listedProducts(
      db.select({ id: productListings.productId }).from(productListings).$dynamic(),
      listing,
      otherFiltersCondition(selection),
    ).orderBy(...sortOrder(query.sort, listingSortKeys)),
    pageWindow(query),
  );
  const [cards, facets] = await Promise.all([
    // Prepared (one statement per shape and connection, packages/db postgres-pool.ts): these
    // joins took longer to plan than to run.
    productCards(db, query)
      .where(inArray(products.id, pageIds))
      .orderBy(...sortOrder(query.sort))
      .prepare('listing_cards')
      .execute(),
    countFacets(db, listing, filters, selection),
  ]);
  return {
    results: cards.map(toProductCard),
    paginator: paginator(query, facets.total),
    filters: filtersWithCounts(filters, facets, selection),
    ordering: ordering(locale, query.sort),
  };
}
