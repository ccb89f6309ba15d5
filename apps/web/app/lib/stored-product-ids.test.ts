import { describe, expect, it } from 'vitest';
import { parseProductIds, productIdsOf } from './stored-product-ids.ts';

describe('stored product ids', () => {
  it('keeps positive whole numbers once each, in order, up to the limit', () => {
    expect(productIdsOf([5, 5, '6', 7, -1, 2.5, 0, 8, 9, 10], 4)).toEqual([5, 7, 8, 9]);
  });

  it('reads a JSON array and nothing else', () => {
    expect(parseProductIds('[3,1,3]', 10)).toEqual([3, 1]);
    expect(parseProductIds('{"a":1}', 10)).toEqual([]);
    expect(parseProductIds('not json', 10)).toEqual([]);
    expect(parseProductIds(null, 10)).toEqual([]);
    expect(parseProductIds('', 10)).toEqual([]);
  });
});
