import type { List, ProductCard } from '@shop/api/contracts';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { createListingApi, type ListingApi } from './listing-api.server.ts';
import { listingPageSize, readListingRequest } from './listing-query.ts';
import { listingFromList } from './listing-results.ts';

type ProductListCall = (
  api: ListingApi,
) => (query: { page: number; page_size: number }) => Promise<List<ProductCard>>;

/** A paged list of the store (offers, novelties) at the URL's page. */
export async function loadProductList(request: Request, call: ProductListCall) {
  const { store, locale, url } = await resolveStorefront(request);
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const { page } = readListingRequest(url.searchParams);
  const list = await call(api)({ page, page_size: listingPageSize });
  return { listing: listingFromList(list, page, listingPageSize) };
}
