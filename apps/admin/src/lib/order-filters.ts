import {
  centsToEuros,
  orderStatusCodes,
  orderStatuses,
  parseTypedEuros,
  paymentMethodIds,
  subOrderStatusCodes,
  type OrderStatusCode,
  type PaymentMethodId,
  type StoreCode,
  type SubOrderStatusCode,
} from '@shop/domain';

/*
 * The orders list's filters live in the page's query string, under the staff api's own names
 * (store, status, ..., page): a link or the back button brings back the same list, and the
 * api gets the same query. Reading is forgiving (a value the api would refuse is dropped, so
 * a hand-edited link still opens a list); writing is canonical (defaults left out).
 */

export const storeCodes = ['ESSM', 'FRSM'] as const satisfies readonly StoreCode[];
/** What an order's payment state can be (its latest payment's; an authorised one reads paid). */
export const paymentStatuses = [
  'pending',
  'paid',
  'error',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The statuses an order can have: carts (100, 150) are not orders yet, and not listed. */
export const listedOrderStatuses = orderStatusCodes.filter(
  (status) => status !== orderStatuses.cart && status !== orderStatuses.abandonedCart,
);

/** The columns a staff member can sort by, and their api `ordering` values. */
export const orderings = ['-created_at', 'created_at', 'total', '-total', 'number'] as const;
export type Ordering = (typeof orderings)[number];
export type SortColumn = 'created_at' | 'total' | 'number';
export const defaultOrdering: Ordering = '-created_at';

export const pageSizes = [25, 50, 100] as const;
export const defaultPageSize = 50;

export interface OrderFilters {
  store?: StoreCode;
  status: OrderStatusCode[];
  subOrderStatus?: SubOrderStatusCode;
  paymentMethod?: PaymentMethodId;
  paymentStatus?: PaymentStatus;
  createdFrom?: string;
  createdTo?: string;
  /** Cents. */
  totalMin?: number;
  /** Cents. */
  totalMax?: number;
  installation?: boolean;
  q?: string;
  ordering: Ordering;
  page: number;
  pageSize: number;
}

export const noFilters: OrderFilters = {
  status: [],
  ordering: defaultOrdering,
  page: 1,
  pageSize: defaultPageSize,
};

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

function calendarDate(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function wholeNumber(value: string | null, min: number): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
}

export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const statuses = search
    .getAll('status')
    .map((value) => oneOf(listedOrderStatuses, wholeNumber(value, 0)))
    .filter((status) => status !== undefined);
  const installation = search.get('installation');
  const q = search.get('q')?.trim();
  const pageSize = wholeNumber(search.get('page_size'), 1);
  return {
    store: oneOf(storeCodes, search.get('store')),
    status: [...new Set(statuses)].sort((a, b) => a - b),
    subOrderStatus: oneOf(subOrderStatusCodes, wholeNumber(search.get('sub_order_status'), 0)),
    paymentMethod: oneOf(paymentMethodIds, search.get('payment_method')),
    paymentStatus: oneOf(paymentStatuses, search.get('payment_status')),
    createdFrom: calendarDate(search.get('created_from')),
    createdTo: calendarDate(search.get('created_to')),
    totalMin: wholeNumber(search.get('total_min'), 0),
    totalMax: wholeNumber(search.get('total_max'), 0),
    installation: installation === 'true' ? true : installation === 'false' ? false : undefined,
    q: q ? q : undefined,
    ordering: oneOf(orderings, search.get('ordering')) ?? defaultOrdering,
    page: wholeNumber(search.get('page'), 1) ?? 1,
    pageSize: pageSize === undefined ? defaultPageSize : Math.min(pageSize, 100),
  };
}

/** Which filters narrow the list (not how it is sorted or paged): what the CSV export takes. */
function filterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | boolean | undefined) => {
    if (value !== undefined) params.set(name, String(value));
  };
  set('q', filters.q);
  set('store', filters.store);
  for (const status of filters.status) params.append('status', String(status));
  set('sub_order_status', filters.subOrderStatus);
  set('payment_method', filters.paymentMethod);
  set('payment_status', filters.paymentStatus);
  set('created_from', filters.createdFrom);
  set('created_to', filters.createdTo);
  set('total_min', filters.totalMin);
  set('total_max', filters.totalMax);
  set('installation', filters.installation);
  return params;
}

/** The page's query string for `filters`; also the list call's query. */
export function searchFromFilters(filters: OrderFilters): URLSearchParams {
  const params = filterParams(filters);
  if (filters.ordering !== defaultOrdering) params.set('ordering', filters.ordering);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== defaultPageSize) params.set('page_size', String(filters.pageSize));
  return params;
}

/** The CSV export's query: every matching order, in the list's order, not one page. */
export function exportSearch(filters: OrderFilters): URLSearchParams {
  const params = filterParams(filters);
  if (filters.ordering !== defaultOrdering) params.set('ordering', filters.ordering);
  return params;
}

/** The list call's query: the page's, with the page size always said (the api's default differs). */
export function listSearch(filters: OrderFilters): URLSearchParams {
  const params = searchFromFilters(filters);
  params.set('page_size', String(filters.pageSize));
  return params;
}

/**
 * The ordering after clicking a column's header: the same column turns around; another
 * column starts newest or largest first (order numbers only go up).
 */
export function orderingAfterClick(current: Ordering, column: SortColumn): Ordering {
  if (column === 'number') return 'number';
  if (current === `-${column}`) return column;
  return `-${column}`;
}

/** How a column is sorted now, for aria-sort. */
export function sortDirection(
  current: Ordering,
  column: SortColumn,
): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}

/** The same list, another page (filters and sorting kept). */
export function withPage(filters: OrderFilters, page: number): OrderFilters {
  return { ...filters, page };
}

/** Changed filters or sorting show their first page. */
export function withChanges(filters: OrderFilters, changes: Partial<OrderFilters>): OrderFilters {
  return { ...filters, ...changes, page: 1 };
}

/** The filter form's fields: the query's names, with amounts typed in euros. */
export type AmountField = 'total_min' | 'total_max';
export type FormReading = { filters: OrderFilters } | { badAmount: AmountField[] };

/**
 * The filters the staff member submitted. Amounts are typed in euros ('120,50') and kept in
 * cents; one that is not an amount is refused, so the list never silently ignores it.
 */
export function filtersFromForm(form: FormData, current: OrderFilters): FormReading {
  const search = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === 'string' && value.trim() !== '') search.append(name, value);
  }
  const badAmount: AmountField[] = [];
  for (const field of ['total_min', 'total_max'] as const) {
    const typed = search.get(field);
    if (typed === null) continue;
    const cents = parseTypedEuros(typed);
    if (cents === null) badAmount.push(field);
    else search.set(field, String(cents));
  }
  if (badAmount.length > 0) return { badAmount };
  const read = filtersFromSearch(search);
  return {
    filters: { ...read, ordering: current.ordering, pageSize: current.pageSize, page: 1 },
  };
}

/** An amount filter as the form shows it: euros with a decimal comma or point as typed. */
export function typedEuros(cents: number | undefined): string {
  return cents === undefined ? '' : String(centsToEuros(cents));
}
