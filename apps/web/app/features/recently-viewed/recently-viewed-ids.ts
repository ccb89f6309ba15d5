import { recentlyViewedLimit } from '@shop/domain';
import { readStoredProductIds } from '../../lib/stored-product-ids.ts';
import { recentlyViewedStorageKey } from '../product-page/use-recently-viewed.ts';

/** The products the product page recorded, most recent first (SPEC section 4). */
export function readRecentlyViewedIds(): number[] {
  return readStoredProductIds(recentlyViewedStorageKey, recentlyViewedLimit);
}
