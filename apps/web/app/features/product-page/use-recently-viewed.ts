import { addRecentlyViewed, recentlyViewedLimit } from '@shop/domain';
import { useEffect } from 'react';
import { readStoredProductIds, writeStoredProductIds } from '../../lib/stored-product-ids.ts';

/** The local list the recently-viewed strip reads (SPEC section 4: most recent first, no duplicates). */
export const recentlyViewedStorageKey = 'recently-viewed';

export function useRecordRecentlyViewed(productId: number) {
  useEffect(() => {
    const stored = readStoredProductIds(recentlyViewedStorageKey, recentlyViewedLimit);
    writeStoredProductIds(recentlyViewedStorageKey, addRecentlyViewed(stored, productId));
  }, [productId]);
}
