/**
 * The guest's favourites are product ids in localStorage (never anything else: credentials stay
 * in httpOnly cookies). The login form sends them along so the server merges them into the
 * account (set-favourites/) as it signs the customer in.
 */
export const favouritesStorageKey = 'favourites';

export function parseFavouriteIds(value: unknown): number[] {
  if (typeof value !== 'string' || value === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter(
    (id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0,
  );
  return [...new Set(ids)].slice(0, 500);
}

export function readLocalFavourites(): number[] {
  try {
    return parseFavouriteIds(window.localStorage.getItem(favouritesStorageKey));
  } catch {
    return [];
  }
}

export function writeLocalFavourites(ids: readonly number[]): void {
  try {
    window.localStorage.setItem(favouritesStorageKey, JSON.stringify([...new Set(ids)]));
  } catch {
    // Private browsing without storage: favourites then last as long as the page.
  }
}

export function clearLocalFavourites(): void {
  try {
    window.localStorage.removeItem(favouritesStorageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
