import { productIdsOf } from '../../lib/stored-product-ids.ts';

/** How many products fit side by side in the compare table (and in the compare bar). */
export const maxComparedProducts = 4;

/** The localStorage key of the products chosen for comparison, in the order they were chosen. */
export const compareStorageKey = 'compare';

/**
 * The `ids` of a /comparar address ('1,2,3'). An address is typed, shared and edited by hand, so
 * a bad item ('x', '-1', '2.5') is skipped rather than failing the whole page.
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const items = value.split(',').map((item) => item.trim());
  return productIdsOf(
    items.map((item) => (/^\d{1,15}$/.test(item) ? Number(item) : Number.NaN)),
    maxComparedProducts,
  );
}

/** Adds the product at the end or takes it out; a full list stays as it is. */
export function toggleCompareId(ids: readonly number[], productId: number): number[] {
  if (ids.includes(productId)) return ids.filter((id) => id !== productId);
  if (ids.length >= maxComparedProducts) return [...ids];
  return [...ids, productId];
}

/** The compare page's path for these products ('/comparar' alone when there are none). */
export function comparePath(ids: readonly number[]): string {
  return ids.length === 0 ? '/comparar' : `/comparar?ids=${ids.join(',')}`;
}
