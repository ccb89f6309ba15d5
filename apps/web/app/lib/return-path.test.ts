import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/fr/cart?step=2', '/fr/cart?step=2'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    [null, '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
