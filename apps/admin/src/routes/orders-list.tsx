import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { OrdersFilterForm } from '../components/orders-filter-form.tsx';
import { SortHeader } from '../components/sort-header.tsx';
import { dateTime, money, wholeNumber } from '../lib/format.ts';
import {
  exportSearch,
  filtersFromSearch,
  listSearch,
  searchFromFilters,
  withPage,
  type OrderFilters,
} from '../lib/order-filters.ts';
import { staffApiForPage, staffApiUrl } from '../lib/staff-api.ts';
import type { OrderList } from '../lib/staff-api-types.ts';
import { paymentMethodLabel, paymentStatusLabel } from '../lib/labels.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

interface OrdersListData {
  filters: OrderFilters;
  orders: OrderList;
}

export async function ordersListLoader({ request }: LoaderFunctionArgs): Promise<OrdersListData> {
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  const orders = await staffApiForPage<OrderList>(request, 'orders/', {
    query: listSearch(filters),
  });
  return { filters, orders };
}

/** Columns a phone leaves out; the order's own page has them. */
const wide = 'hidden md:table-cell';

function pageLink(filters: OrderFilters, page: number): string {
  const search = searchFromFilters(withPage(filters, page)).toString();
  return search ? `/orders?${search}` : '/orders';
}

export function OrdersListPage() {
  const { filters, orders } = useLoaderData<OrdersListData>();
  const { t, locale } = useStaffLanguage();
  const pages = Math.max(1, Math.ceil(orders.count / filters.pageSize));
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.orders.title')} · ${t('staffApp.appName')}`}</title>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">{t('staffApp.orders.title')}</h1>
        <p role="status" className="text-ink-soft">
          {orders.count_capped
            ? t('staffApp.orders.countMore', { count: wholeNumber(orders.count, locale) })
            : t('staffApp.orders.count', { count: orders.count })}
        </p>
        <a
          href={staffApiUrl('orders/export.csv', exportSearch(filters))}
          download
          className="ml-auto rounded border border-brand-700 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
        >
          {t('staffApp.orders.exportCsv')}
        </a>
      </div>
      <OrdersFilterForm filters={filters} />
      {orders.results.length === 0 ? (
        <p>{t('staffApp.orders.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.orders.title')}>
          <thead>
            <tr>
              <SortHeader
                filters={filters}
                column="number"
                label={t('staffApp.orders.columns.number')}
              />
              <SortHeader
                filters={filters}
                column="created_at"
                label={t('staffApp.orders.columns.createdAt')}
              />
              <th scope="col" className={wide}>
                {t('staffApp.orders.columns.store')}
              </th>
              <th scope="col">{t('staffApp.orders.columns.customer')}</th>
              <th scope="col">{t('staffApp.orders.columns.status')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.orders.columns.payment')}
              </th>
              <SortHeader
                filters={filters}
                column="total"
                label={t('staffApp.orders.columns.total')}
                numeric
              />
              <th scope="col" className={wide}>
                {t('staffApp.orders.columns.installation')}
              </th>
              <th scope="col" className={`${wide} text-right`}>
                {t('staffApp.orders.columns.subOrders')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.results.map((order) => (
              <tr key={order.id} className="hover:bg-surface">
                <th scope="row" className="whitespace-nowrap">
                  <Link to={`/orders/${order.id}`} className="font-medium text-brand-700 underline">
                    {order.number}
                  </Link>
                </th>
                <td className="whitespace-nowrap tabular-nums">
                  {dateTime(order.created_at, locale)}
                </td>
                <td className={wide}>{order.store}</td>
                <td>
                  <span className="block">{order.customer_name}</span>
                  <span className="block text-ink-soft">{order.email}</span>
                </td>
                <td>{order.status_name}</td>
                <td className={wide}>
                  {order.payment_method && paymentMethodLabel(t, order.payment_method)}
                  {order.payment_status && (
                    <span className="block text-ink-soft">
                      {paymentStatusLabel(t, order.payment_status)}
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap text-right tabular-nums">
                  {money(order.total, locale)}
                </td>
                <td className={wide}>
                  {order.has_installation ? t('staffApp.orders.yes') : t('staffApp.orders.no')}
                </td>
                <td className={`${wide} text-right tabular-nums`}>{order.sub_order_count}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager
        page={filters.page}
        pages={pages}
        openEnded={orders.count_capped}
        linkTo={(page) => pageLink(filters, page)}
      />
    </div>
  );
}
