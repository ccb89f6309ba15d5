/*
 * Lists of product ids the browser keeps in localStorage: favourites of a guest, recently viewed
 * products, products chosen for comparison (SPEC section 9: local storage keeps the wishlist and
 * recently viewed; never anything else, credentials stay in httpOnly cookies). What storage
 * holds may have been left by another tab, an old version or a hand, so it is read strictly.
 */

/** Positive whole numbers, once each, in order, up to `limit`; anything else is dropped. */
export function productIdsOf(values: readonly unknown[], limit: number): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (ids.length === limit) break;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) continue;
    if (!ids.includes(value)) ids.push(value);
  }
  return ids;
}

/** A JSON array of product ids (from storage or a form field); anything else is an empty list. */
export function parseProductIds(text: unknown, limit: number): number[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? productIdsOf(parsed, limit) : [];
  } catch {
    return [];
  }
}

export function readStoredProductIds(key: string, limit: number): number[] {
  try {
    return parseProductIds(window.localStorage.getItem(key), limit);
  } catch {
    return [];
  }
}

/** Keeps the list; without storage (private browsing) it lasts as long as the page. */
export function writeStoredProductIds(key: string, ids: readonly number[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // No storage: nothing kept.
  }
}

export function forgetStoredProductIds(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // No storage, nothing to forget.
  }
}
