import {
  forgetStoredProductIds,
  parseProductIds,
  productIdsOf,
  readStoredProductIds,
  writeStoredProductIds,
} from '../../lib/stored-product-ids.ts';

/**
 * The guest's favourites are product ids in localStorage. The login form sends them along so
 * the server merges them into the account (set-favourites/) as it signs the customer in.
 */
export const favouritesStorageKey = 'favourites';
/** More than anyone keeps; bounds what a login form may ask the server to merge. */
const favouritesLimit = 500;

/** The favourites a login form carried (a JSON array), read as strictly as storage is. */
export function parseFavouriteIds(value: unknown): number[] {
  return parseProductIds(value, favouritesLimit);
}

export function readLocalFavourites(): number[] {
  return readStoredProductIds(favouritesStorageKey, favouritesLimit);
}

export function writeLocalFavourites(ids: readonly number[]): void {
  writeStoredProductIds(favouritesStorageKey, productIdsOf(ids, favouritesLimit));
}

export function clearLocalFavourites(): void {
  forgetStoredProductIds(favouritesStorageKey);
}
