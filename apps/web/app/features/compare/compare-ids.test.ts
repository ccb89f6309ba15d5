import { describe, expect, it } from 'vitest';
import {
  comparePath,
  maxComparedProducts,
  parseCompareIds,
  toggleCompareId,
} from './compare-ids.ts';
import { parseProductIds } from '../../lib/stored-product-ids.ts';

describe('parseCompareIds', () => {
  it('reads comma-separated ids in their order', () => {
    expect(parseCompareIds('3,1,2')).toEqual([3, 1, 2]);
  });

  it('skips what is not a positive whole number and repeated ids', () => {
    expect(parseCompareIds('1,x,-2,2.5,0,,1, 4 ,1e3')).toEqual([1, 4]);
  });

  it('keeps at most four products', () => {
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4]);
    expect(maxComparedProducts).toBe(4);
  });

  it('answers no products for a missing or empty value', () => {
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds('99999999999999999999')).toEqual([]);
  });
});

describe('the stored compare list', () => {
  it('reads a JSON array of ids, cleaned and limited', () => {
    expect(parseProductIds('[5,5,"6",7,-1,8,9,10]', maxComparedProducts)).toEqual([5, 7, 8, 9]);
  });

  it('answers no products for anything that is not a JSON array', () => {
    expect(parseProductIds(null, maxComparedProducts)).toEqual([]);
    expect(parseProductIds('{"a":1}', maxComparedProducts)).toEqual([]);
    expect(parseProductIds('not json', maxComparedProducts)).toEqual([]);
  });
});

describe('toggleCompareId', () => {
  it('adds a product at the end and takes it out again', () => {
    const added = toggleCompareId([1, 2], 3);
    expect(added).toEqual([1, 2, 3]);
    expect(toggleCompareId(added, 2)).toEqual([1, 3]);
  });

  it('leaves a full list as it is, but still takes products out of it', () => {
    expect(toggleCompareId([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
    expect(toggleCompareId([1, 2, 3, 4], 1)).toEqual([2, 3, 4]);
  });
});

describe('comparePath', () => {
  it('names the products in the address', () => {
    expect(comparePath([4, 2])).toBe('/comparar?ids=4,2');
    expect(comparePath([])).toBe('/comparar');
  });
});
