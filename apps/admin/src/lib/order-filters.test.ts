import { describe, expect, it } from 'vitest';
import {
  exportSearch,
  filtersFromForm,
  filtersFromSearch,
  listSearch,
  noFilters,
  orderingAfterClick,
  searchFromFilters,
  sortDirection,
  typedEuros,
  withChanges,
  withPage,
} from './order-filters.ts';

const everyFilter =
  'q=MS-1001&store=FRSM&status=400&status=650&sub_order_status=600&payment_method=paypal' +
  '&payment_status=paid&created_from=2026-11-01&created_to=2026-11-27&total_min=10000' +
  '&total_max=250050&installation=true&ordering=-total&page=3&page_size=25';

describe('orders list filters in the query string', () => {
  it('reads every filter of the staff api and writes the same query back', () => {
    const filters = filtersFromSearch(new URLSearchParams(everyFilter));
    expect(filters).toEqual({
      q: 'MS-1001',
      store: 'FRSM',
      status: [400, 650],
      subOrderStatus: 600,
      paymentMethod: 'paypal',
      paymentStatus: 'paid',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-27',
      totalMin: 10000,
      totalMax: 250050,
      installation: true,
      ordering: '-total',
      page: 3,
      pageSize: 25,
    });
    expect(searchFromFilters(filters).toString()).toBe(everyFilter);
  });

  it('leaves the defaults out, so the plain list has a plain address', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(noFilters);
    expect(searchFromFilters(noFilters).toString()).toBe('');
  });

  it('drops what the api would refuse instead of failing the page', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'store=XX&status=401&status=100&status=abc&status=650&status=650&sub_order_status=1&payment_method=cash' +
          '&payment_status=lost&created_from=2026-02-30&created_to=27/11/2026&total_min=-5' +
          '&total_max=1e3&installation=maybe&ordering=name&page=0&page_size=5000&q=%20%20',
      ),
    );
    expect(filters).toEqual({ ...noFilters, status: [650], pageSize: 100 });
  });

  it('keeps "without installation" apart from "any"', () => {
    expect(filtersFromSearch(new URLSearchParams('installation=false')).installation).toBe(false);
    expect(searchFromFilters({ ...noFilters, installation: false }).toString()).toBe(
      'installation=false',
    );
  });

  it('exports the filtered list in its order, without paging', () => {
    const filters = filtersFromSearch(new URLSearchParams(everyFilter));
    const exported = exportSearch(filters);
    expect(exported.get('page')).toBeNull();
    expect(exported.get('page_size')).toBeNull();
    expect(exported.get('ordering')).toBe('-total');
    expect(exported.getAll('status')).toEqual(['400', '650']);
    expect(exported.get('total_max')).toBe('250050');
  });

  it('always tells the api the page size', () => {
    expect(listSearch(noFilters).toString()).toBe('page_size=50');
  });

  it('shows the first page again when filters or sorting change, not when paging', () => {
    const onPage3 = { ...noFilters, page: 3 };
    expect(withChanges(onPage3, { store: 'ESSM' }).page).toBe(1);
    expect(withPage(noFilters, 4).page).toBe(4);
  });
});

describe('sorting by column header', () => {
  it('turns the sorted column around and starts others largest first', () => {
    expect(orderingAfterClick('-created_at', 'created_at')).toBe('created_at');
    expect(orderingAfterClick('created_at', 'created_at')).toBe('-created_at');
    expect(orderingAfterClick('-created_at', 'total')).toBe('-total');
    expect(orderingAfterClick('-total', 'total')).toBe('total');
    expect(orderingAfterClick('-total', 'number')).toBe('number');
  });

  it('says how each column is sorted', () => {
    expect(sortDirection('-total', 'total')).toBe('descending');
    expect(sortDirection('number', 'number')).toBe('ascending');
    expect(sortDirection('number', 'total')).toBe('none');
  });
});

describe('the filter form', () => {
  function form(fields: [string, string][]) {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return data;
  }

  it('takes amounts in euros and keeps them in cents, keeping the sorting', () => {
    const current = { ...noFilters, ordering: 'total' as const, page: 5 };
    const read = filtersFromForm(
      form([
        ['q', ' garcia '],
        ['status', '400'],
        ['status', '450'],
        ['total_min', '120,50'],
        ['total_max', '1000'],
        ['installation', ''],
      ]),
      current,
    );
    expect(read).toEqual({
      filters: {
        ...noFilters,
        q: 'garcia',
        status: [400, 450],
        totalMin: 12050,
        totalMax: 100000,
        ordering: 'total',
        page: 1,
      },
    });
  });

  it('refuses an amount that is not one, naming the field', () => {
    expect(
      filtersFromForm(
        form([
          ['total_min', 'cien'],
          ['total_max', '-3'],
        ]),
        noFilters,
      ),
    ).toEqual({ badAmount: ['total_min', 'total_max'] });
  });

  it('shows a kept amount in euros', () => {
    expect(typedEuros(12050)).toBe('120.5');
    expect(typedEuros(undefined)).toBe('');
  });
});
