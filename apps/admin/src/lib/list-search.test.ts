import { describe, expect, it } from 'vitest';
import { listPages, listQuery, listSearch } from './list-search.ts';

describe('list screens', () => {
  it('keep only the filters they know, trimmed, and none left empty', () => {
    const request = new Request('http://staff.test/coupons?q=%20VERANO%20&store=&other=1&page=2');
    expect(listSearch(request, ['q', 'store', 'page']).toString()).toBe('q=VERANO&page=2');
  });

  it('ask the api for one page of their own size', () => {
    const search = new URLSearchParams('q=VERANO');
    expect(listQuery(search, 25).toString()).toBe('q=VERANO&page_size=25');
    expect(search.has('page_size')).toBe(false);
  });

  it('link every page with the same filters', () => {
    const pages = listPages('/coupons', new URLSearchParams('q=VERANO&page=2'), 51, 25);
    expect(pages.page).toBe(2);
    expect(pages.pages).toBe(3);
    expect(pages.linkTo(3)).toBe('/coupons?q=VERANO&page=3');
    expect(listPages('/coupons', new URLSearchParams(), 0, 25)).toMatchObject({
      page: 1,
      pages: 1,
    });
  });
});
