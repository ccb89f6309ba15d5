import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from './return-path.ts';

describe('the page to come back to after signing in', () => {
  it('keeps a page of the staff app with its filters', () => {
    expect(safeReturnPath('/orders?status=400&page=2')).toBe('/orders?status=400&page=2');
  });

  it('never leaves the staff app', () => {
    for (const outside of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'orders',
      '',
    ]) {
      expect(safeReturnPath(outside)).toBe('/');
    }
    expect(safeReturnPath(null)).toBe('/');
  });

  it('does not come back to the sign-in page itself', () => {
    expect(safeReturnPath('/sign-in?next=/orders')).toBe('/');
  });

  it('remembers the page and says the session expired', () => {
    expect(signInPath('/orders/12', { expired: true })).toBe(
      '/sign-in?next=%2Forders%2F12&expired=1',
    );
    expect(signInPath('/')).toBe('/sign-in');
  });
});
