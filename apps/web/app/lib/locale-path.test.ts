import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocalePrefix } from './locale-path.ts';

describe('splitLocalePrefix', () => {
  it.each([
    ['/', undefined, '/'],
    ['/cart', undefined, '/cart'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/es/marcas/roca', 'es', '/marcas/roca'],
    ['/fresh-ideas', undefined, '/fresh-ideas'],
  ])('%s -> %s %s', (pathname, prefix, path) => {
    expect(splitLocalePrefix(pathname)).toEqual({ prefix, path });
  });
});

describe('localizedPath', () => {
  it('leaves the edition language unprefixed and prefixes the other one', () => {
    expect(localizedPath('/cart', 'es', 'es')).toBe('/cart');
    expect(localizedPath('/cart', 'fr', 'es')).toBe('/fr/cart');
    expect(localizedPath('/', 'es', 'fr')).toBe('/es/');
  });
});
