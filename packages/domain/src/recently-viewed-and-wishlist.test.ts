import { describe, expect, it } from 'vitest';
import { addRecentlyViewed } from './recently-viewed.ts';
import { mergeWishlist, toggleWishlist } from './wishlist.ts';

describe('recently viewed', () => {
  it('keeps the most recent first without duplicates', () => {
    expect(addRecentlyViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(addRecentlyViewed([], 5)).toEqual([5]);
  });

  it('forgets the oldest past the limit', () => {
    expect(addRecentlyViewed([3, 2, 1], 4, 3)).toEqual([4, 3, 2]);
  });
});

describe('wishlist', () => {
  it('pushes only the local favourites the server lacks', () => {
    expect(mergeWishlist([5, 1, 5, 9], [1, 2])).toEqual({ toPush: [5, 9], merged: [1, 2, 5, 9] });
    expect(mergeWishlist([], [1])).toEqual({ toPush: [], merged: [1] });
  });

  it('toggles a product in and out', () => {
    expect(toggleWishlist([1, 2], 2)).toEqual([1]);
    expect(toggleWishlist([1], 2)).toEqual([1, 2]);
  });
});
