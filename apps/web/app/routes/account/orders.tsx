import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, Panel } from '../../features/account/account-page.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { ListPager, OrderList, pageOf } from '../../features/account/order-list.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/orders';

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const page = pageOf(request);
  const list = await createAccountApi(context.scope).orders.list(page);
  return withSession(context, { orders: list.results, page, hasNext: list.next !== null });
}

/** /order: the customer's orders, newest first. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { orders, page, hasNext } = loaderData;
  return (
    <>
      <AccountHeading title={t('account.orders.title')} />
      {orders.length === 0 ? (
        <Panel>
          <p className="text-ink-soft">{t('account.orders.empty')}</p>
        </Panel>
      ) : (
        <>
          <OrderList orders={orders} basePath="/order" />
          <ListPager page={page} hasNext={hasNext} path="/order" />
        </>
      )}
    </>
  );
}
