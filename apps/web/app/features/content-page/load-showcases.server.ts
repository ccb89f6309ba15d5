import type { ProductCard } from '@shop/api/contracts';
import type { ApiScope } from '../../lib/api.server.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { createListingApi } from '../listing/listing-api.server.ts';
import type { ProductShowcase } from './page-body.ts';

export type Showcases = Partial<Record<ProductShowcase, ProductCard[]>>;

/** A showcase is a first look: the page links to the full list for the rest. */
const showcaseSize = 8;

/**
 * The product cards a page body asks for ([products:offers]), in parallel, at the visitor's
 * prices (a professional sees professional prices on a landing page too).
 */
export async function loadShowcases(
  request: Request,
  scope: ApiScope,
  names: readonly ProductShowcase[],
): Promise<Showcases> {
  if (names.length === 0) return {};
  const api = createListingApi(scope, customerType(request));
  const lists = await Promise.all(
    names.map((name) => api[name]({ page: 1, page_size: showcaseSize })),
  );
  return Object.fromEntries(names.map((name, index) => [name, lists[index]?.results ?? []]));
}
