import type { List, Paginator, ProductCard } from '@shop/api/contracts';

/** What every listing loader returns under `listing`, so the grid can page any of them. */
export type ListingResults = { products: ProductCard[]; paginator: Paginator };

/** A plain paged api list (offers, novelties, search) as a listing page with both directions. */
export function listingFromList(
  list: List<ProductCard>,
  page: number,
  pageSize: number,
): ListingResults {
  const pages = Math.max(1, Math.ceil(list.count / pageSize));
  return {
    products: list.results,
    paginator: {
      page,
      page_size: pageSize,
      count: list.count,
      pages,
      has_less: page > 1,
      has_more: page < pages,
      less_page: page > 1 ? page - 1 : null,
      more_page: page < pages ? page + 1 : null,
    },
  };
}
