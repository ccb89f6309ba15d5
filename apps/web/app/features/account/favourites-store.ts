import { toggleWishlist } from '@shop/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { readLocalFavourites, writeLocalFavourites } from '../auth/favourite-ids.ts';

/**
 * The favourites the heart buttons and the header count show, shared by every button on the
 * page. Guests keep them in localStorage only; a signed-in customer's come from the server
 * (loaded once per page), with a local copy kept in step (SPEC section 4, Wishlist).
 */
type FavouritesState = {
  loaded: boolean;
  signedIn: boolean;
  ids: number[];
  /** The admin's customer-type banner (SPEC section 2) needs these two. */
  isAdmin: boolean;
  customerType: 'C' | 'P';
};

/** What GET /favourites/toggle answers. */
export type AccountSummary = {
  signedIn: boolean;
  ids: number[];
  isAdmin: boolean;
  customerType: 'C' | 'P';
};

const initial: FavouritesState = {
  loaded: false,
  signedIn: false,
  ids: [],
  isAdmin: false,
  customerType: 'C',
};
let state: FavouritesState = initial;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function setState(next: FavouritesState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const guest = (): FavouritesState => ({ ...initial, loaded: true, ids: readLocalFavourites() });

function load(togglePath: string): Promise<void> {
  loading ??= fetch(togglePath, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AccountSummary>) : null))
    .then((body) => {
      if (!body?.signedIn) return setState(guest());
      writeLocalFavourites(body.ids);
      setState({ ...body, loaded: true });
    })
    .catch(() => setState(guest()));
  return loading;
}

export function useFavourites(togglePath: string): FavouritesState {
  useEffect(() => {
    void load(togglePath);
  }, [togglePath]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  );
}

/**
 * Flips one product. Guests change only the local list; signed-in customers post to the server
 * and the local copy follows. Answers false when the server refused (the session ended).
 */
export async function toggleFavourite(togglePath: string, productId: number): Promise<boolean> {
  const favourite = !state.ids.includes(productId);
  const ids = toggleWishlist(state.ids, productId);
  setState({ ...state, ids });
  writeLocalFavourites(ids);
  if (!state.signedIn) return true;
  const body = new FormData();
  body.set('product', String(productId));
  body.set('favourite', favourite ? '1' : '0');
  body.set('answer', 'json');
  const response = await fetch(togglePath, { method: 'POST', body }).catch(() => null);
  if (response?.ok) return true;
  setState({ ...state, ids: toggleWishlist(state.ids, productId) });
  return false;
}
