import { addRecentlyViewed } from '@shop/domain';
import { useEffect } from 'react';

/** The local list the recently-viewed strip reads (SPEC section 4: most recent first, no duplicates). */
export const recentlyViewedStorageKey = 'recently-viewed';

function storedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentlyViewedStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function useRecordRecentlyViewed(productId: number) {
  useEffect(() => {
    try {
      localStorage.setItem(
        recentlyViewedStorageKey,
        JSON.stringify(addRecentlyViewed(storedIds(), productId)),
      );
    } catch {
      // Private browsing may refuse storage; the strip then simply stays empty.
    }
  }, [productId]);
}
