import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { OrderSummary } from './account-api.server.ts';
import { useAccountFormat } from './account-page.tsx';

/** The customer's orders or quotations, newest first, each opening its detail page. */
export function OrderList({
  orders,
  basePath,
  quotations = false,
}: {
  orders: OrderSummary[];
  basePath: '/order' | '/quotation';
  quotations?: boolean;
}) {
  const t = useTranslate();
  const { money, date } = useAccountFormat();
  return (
    <ul
      data-testid="order-list"
      className="divide-y divide-line rounded-2xl bg-white ring-1 ring-line"
    >
      {orders.map((order) => {
        return (
          <li
            key={order.id}
            className="grid gap-2 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6 sm:p-5"
          >
            <div>
              <ShopLink
                to={`${basePath}/${order.id}`}
                className="text-lg font-bold text-brand-700 underline"
              >
                {order.number}
              </ShopLink>
              <p className="text-sm text-ink-soft">
                {date(order.date)}
                {quotations && order.quote_valid_until && (
                  <>
                    {' · '}
                    {order.quote_expired
                      ? t('account.quotations.expired', { date: date(order.quote_valid_until) })
                      : t('account.quotations.validUntil', { date: date(order.quote_valid_until) })}
                  </>
                )}
              </p>
            </div>
            <span className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
              {order.status_label}
            </span>
            <span className="text-lg font-bold">{money(order.total)}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function ListPager({
  page,
  hasNext,
  path,
}: {
  page: number;
  hasNext: boolean;
  path: string;
}) {
  const t = useTranslate();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="mt-4 flex justify-between text-sm font-semibold">
      {page > 1 ? (
        <ShopLink to={`${path}?page=${page - 1}`} className="text-brand-700 underline">
          {t('account.orders.previous')}
        </ShopLink>
      ) : (
        <span />
      )}
      {hasNext && (
        <ShopLink to={`${path}?page=${page + 1}`} className="text-brand-700 underline">
          {t('account.orders.next')}
        </ShopLink>
      )}
    </nav>
  );
}

export function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
