export interface WishlistMerge<Id> {
  /** Products to send with set-favourites: the local ones the server does not have yet. */
  toPush: Id[];
  /** The list both sides hold afterwards: the server's order first, then the new ones. */
  merged: Id[];
}

/** After login the guest's local favourites join the account's, without duplicates. */
export function mergeWishlist<Id>(local: readonly Id[], server: readonly Id[]): WishlistMerge<Id> {
  const toPush = [...new Set(local)].filter((id) => !server.includes(id));
  return { toPush, merged: [...new Set([...server, ...toPush])] };
}

export function toggleWishlist<Id>(list: readonly Id[], productId: Id): Id[] {
  return list.includes(productId) ? list.filter((id) => id !== productId) : [...list, productId];
}
