/** How many products fit side by side in the compare table (and in the compare bar). */
export const maxComparedProducts = 4;

/** The localStorage key of the products chosen for comparison, in the order they were chosen. */
export const compareStorageKey = 'compare';

/** Keeps positive whole numbers once each, in order, up to the limit; drops anything else. */
function cleanIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) continue;
    if (!ids.includes(value)) ids.push(value);
    if (ids.length === maxComparedProducts) break;
  }
  return ids;
}

/**
 * The `ids` of a /comparar address ('1,2,3'). An address is typed, shared and edited by hand, so
 * a bad item ('x', '-1', '2.5') is skipped rather than failing the whole page.
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const items = value.split(',').map((item) => item.trim());
  return cleanIds(items.map((item) => (/^\d{1,15}$/.test(item) ? Number(item) : Number.NaN)));
}

/** What localStorage holds (a JSON array); another tab or an old version may have left anything. */
export function parseStoredCompareIds(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? cleanIds(parsed) : [];
  } catch {
    return [];
  }
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
