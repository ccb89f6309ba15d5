/** Sort options of a category listing, in the order the selector shows them. */
export const sortOptions = [
  'best_seller',
  'lower_price',
  'top_rated',
  'news',
  'offers',
  'settlement',
] as const;
export type SortOption = (typeof sortOptions)[number];
export const defaultSort: SortOption = 'best_seller';

/**
 * 'Top rated' ranks by the average pulled towards a prior of a few middling reviews: a product
 * nobody reviewed (shown with the default 5 stars) or one 5-star review does not outrank
 * a product many customers rated 4.7.
 */
export const topRatedPrior = { reviews: 5, average: 4 } as const;

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (sortOptions as readonly string[]).includes(value);
}

export function parseSort(value: string | null | undefined): SortOption {
  return isSortOption(value) ? value : defaultSort;
}

export const filterTypes = ['toggle', 'hiperlink', 'select', 'color', 'range'] as const;
export type FilterType = (typeof filterTypes)[number];

/** A range filter travels as two parameters: '<slug>_min' and '<slug>_max'. */
export function rangeFilterKeys(slug: string): { min: string; max: string } {
  return { min: `${slug}_min`, max: `${slug}_max` };
}

export type FilterValue = string | number | null | undefined;

/**
 * Sets one filter parameter. A filter holds one value, so selecting a value replaces the one
 * selected before; an empty value removes the filter, but 0 is a value (a range may start at 0).
 */
export function applyFilter(
  params: URLSearchParams,
  key: string,
  value: FilterValue,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  // A new filter shows a new list, so paging starts again.
  next.delete('page');
  return next;
}

export const trackingParameters = [
  'gclid',
  'srsltid',
  'fbclid',
  'msclkid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Advertising click ids and campaign tags are not part of a page's identity. */
export function isTrackingParameter(name: string): boolean {
  return (trackingParameters as readonly string[]).includes(name) || name.startsWith('utm_');
}

/** The canonical form of a URL: the same address without its tracking parameters. */
export function canonicalUrl(url: string | URL): string {
  const canonical = new URL(url);
  for (const name of [...canonical.searchParams.keys()]) {
    if (isTrackingParameter(name)) canonical.searchParams.delete(name);
  }
  return canonical.toString();
}
