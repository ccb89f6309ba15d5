/**
 * SPEC section 4, Listing: the browser keeps the listing page and the product the customer
 * opened, so that coming back shows that product again. One entry: the last listing left.
 */
const storageKey = 'listing-position';

export type ListingPosition = {
  /** The listing's path and its filters and ordering (without the page). */
  path: string;
  query: string;
  page: number;
  productId: number;
};

export function listingQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

export function rememberListingPosition(position: ListingPosition): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(position));
  } catch {
    // Storage may be full or blocked (private mode): the customer only loses the return point.
  }
}

export function readListingPosition(): ListingPosition | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { path, query, page, productId } = stored as Record<string, unknown>;
    if (typeof path !== 'string' || typeof query !== 'string') return undefined;
    if (typeof page !== 'number' || typeof productId !== 'number') return undefined;
    return { path, query, page, productId };
  } catch {
    return undefined;
  }
}

/** Filters or ordering changed on this listing: its stored page and product no longer apply. */
export function forgetListingPosition(path: string): void {
  if (readListingPosition()?.path !== path) return;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing stored that could be read either.
  }
}
