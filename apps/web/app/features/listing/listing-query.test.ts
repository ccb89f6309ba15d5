import { describe, expect, it } from 'vitest';
import {
  appliedFilterCount,
  isIndexable,
  listingPageHref,
  readListingRequest,
  readSearchQuery,
} from './listing-query.ts';

describe('readListingRequest', () => {
  it('reads page, ordering and filters as the api wants them', () => {
    const request = readListingRequest(
      new URLSearchParams(
        'page=3&sort=lower_price&color-perfil=negro-mate&color-perfil=blanco&precio_min=150&precio_max=399,5&ancho_min=100&ancho_max=x&a-medida=&utm_source=x',
      ),
    );
    expect(request).toEqual({
      page: 3,
      sort: 'lower_price',
      filters: {
        'color-perfil': 'negro-mate,blanco',
        // Prices are typed in euros; the api counts cents.
        precio_min: '15000',
        precio_max: '39950',
        ancho_min: '100',
      },
    });
  });

  it('falls back to page 1, the default ordering and no filter on nonsense', () => {
    const request = readListingRequest(new URLSearchParams('page=-2&sort=cheap&precio_min=abc'));
    expect(request).toEqual({ page: 1, sort: 'best_seller', filters: {} });
  });

  it('drops a price too large to count in cents instead of failing the page', () => {
    const request = readListingRequest(new URLSearchParams('precio_min=1e300&precio_max=-5'));
    expect(request.filters).toEqual({});
  });
});

describe('indexing', () => {
  it('counts a range once and keeps deep combinations and orderings out of the index', () => {
    expect(appliedFilterCount({ precio_min: '1', precio_max: '2', 'a-medida': 'true' })).toBe(2);
    const oneFilter = readListingRequest(new URLSearchParams('color-perfil=blanco&page=2'));
    expect(isIndexable(oneFilter, false)).toBe(true);
    const twoFilters = readListingRequest(new URLSearchParams('color-perfil=blanco&a-medida=true'));
    expect(isIndexable(twoFilters, false)).toBe(false);
    expect(isIndexable(twoFilters, true)).toBe(true);
    expect(isIndexable(readListingRequest(new URLSearchParams('sort=news')), true)).toBe(false);
  });
});

describe('listingPageHref', () => {
  it('names the page, and page 1 is the listing itself', () => {
    expect(listingPageHref('/mamparas', '?sort=news&page=2', 3)).toBe('/mamparas?sort=news&page=3');
    expect(listingPageHref('/mamparas', '?page=2', 1)).toBe('/mamparas');
  });
});

describe('readSearchQuery', () => {
  it('reads the search words trimmed, not as a filter, and nothing without them', () => {
    const search = new URLSearchParams('q=%20mampara%20a%20medida%20&a-medida=true');
    expect(readSearchQuery(search)).toBe('mampara a medida');
    expect(readListingRequest(search).filters).toEqual({ 'a-medida': 'true' });
    expect(readSearchQuery(new URLSearchParams('sort=lower_price'))).toBe('');
    expect(readSearchQuery(new URLSearchParams(`q=${'a'.repeat(300)}`))).toHaveLength(200);
  });

  it('keeps the search words in the links to other pages', () => {
    expect(listingPageHref('/mamparas-de-ducha', '?q=kala&page=2', 1)).toBe(
      '/mamparas-de-ducha?q=kala',
    );
  });
});
