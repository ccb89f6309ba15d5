import { describe, expect, it } from 'vitest';
import { applyFilter, canonicalUrl, parseSort, rangeFilterKeys } from './listing.ts';

describe('sorting', () => {
  it('defaults to best sellers for a missing or unknown option', () => {
    expect(parseSort(undefined)).toBe('best_seller');
    expect(parseSort('cheapest')).toBe('best_seller');
    expect(parseSort('lower_price')).toBe('lower_price');
  });
});

describe('filters', () => {
  it('names range bounds after the filter slug', () => {
    expect(rangeFilterKeys('ancho')).toEqual({ min: 'ancho_min', max: 'ancho_max' });
  });

  it('replaces a selected value and starts paging again', () => {
    const params = applyFilter(new URLSearchParams('color=blanco&page=3'), 'color', 'negro');
    expect(params.toString()).toBe('color=negro');
  });

  it('removes a filter on an empty value but keeps 0', () => {
    const params = new URLSearchParams('ancho_min=70&color=blanco');
    expect(applyFilter(params, 'ancho_min', 0).get('ancho_min')).toBe('0');
    expect(applyFilter(params, 'color', '').has('color')).toBe(false);
    expect(applyFilter(params, 'color', null).has('color')).toBe(false);
  });
});

describe('canonicalUrl', () => {
  it('strips click ids and utm tags and keeps real parameters', () => {
    expect(
      canonicalUrl(
        'https://tienda.example/mamparas?gclid=1&color=negro&utm_source=g&utm_medium=cpc&srsltid=x&fbclid=y&msclkid=z&utm_term=t&utm_content=c&utm_campaign=k',
      ),
    ).toBe('https://tienda.example/mamparas?color=negro');
    expect(canonicalUrl('https://tienda.example/mamparas?utm_id=9')).toBe(
      'https://tienda.example/mamparas',
    );
  });
});
