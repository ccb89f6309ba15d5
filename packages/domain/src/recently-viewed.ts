/** How many products the "recently viewed" strip remembers. */
export const recentlyViewedLimit = 20;

/** Puts the product first, removes its earlier visit and forgets the oldest past the limit. */
export function addRecentlyViewed<Id>(
  list: readonly Id[],
  productId: Id,
  limit = recentlyViewedLimit,
): Id[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, limit);
}
