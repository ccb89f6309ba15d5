import { recentlyViewedStorageKey } from '../product-page/use-recently-viewed.ts';

/** The products the product page recorded, most recent first (SPEC section 4). */
export function readRecentlyViewedIds(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentlyViewedStorageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is number => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}
