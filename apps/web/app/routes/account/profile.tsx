import { redirect } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAccountApi, type OrderSummary } from '../../features/account/account-api.server.ts';
import { AccountHeading, Panel, useAccountFormat } from '../../features/account/account-page.tsx';
import {
  headersWith,
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/profile';

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const { client } = context;
  // /profile and anyone else's id lead to the customer's own profile: nothing is disclosed.
  if (params.id !== String(client.id)) {
    throw redirect(context.path(`/profile/${client.id}`), {
      headers: headersWith(context.setCookies),
    });
  }
  const orders: OrderSummary[] = await createAccountApi(context.scope)
    .orders.list(1)
    .then((list) => list.results.slice(0, 3))
    .catch(() => []);
  const { first_name, last_name, email, phone, _type, professional_status } = client;
  return withSession(context, {
    client: { first_name, last_name, email, phone, _type, professional_status },
    orders,
  });
}

/** /profile/{id}: the account at a glance and its latest orders. */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { money, date } = useAccountFormat();
  const { client, orders } = loaderData;
  return (
    <>
      <AccountHeading title={t('account.profile.title', { name: client.first_name })} />
      <p className="-mt-3 mb-6 text-ink-soft">{t('account.profile.intro')}</p>
      {client.professional_status === 'pending' && (
        <p
          role="status"
          data-testid="professional-pending"
          className="mb-6 rounded-xl bg-accent-100 px-4 py-3 text-sm font-medium text-accent-700"
        >
          {t('account.profile.professionalPending')}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel>
          <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
            {client._type === 'P' ? t('account.profile.professional') : t('account.profile.client')}
          </p>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {t('account.accessData.personal')}
              </dt>
              <dd className="font-semibold" data-testid="profile-name">
                {client.first_name} {client.last_name}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {t('account.profile.email')}
              </dt>
              <dd data-testid="profile-email">{client.email}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {t('account.profile.phone')}
              </dt>
              <dd>{client.phone ?? t('account.profile.none')}</dd>
            </div>
          </dl>
        </Panel>
        <Panel>
          <h2 className="text-lg font-bold">{t('account.profile.lastOrders')}</h2>
          {orders.length === 0 ? (
            <p className="mt-2 text-ink-soft">{t('account.orders.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-line">
              {orders.map((order) => (
                <li key={order.id} className="flex items-center justify-between gap-3 py-2.5">
                  <ShopLink
                    to={`/order/${order.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {order.number}
                  </ShopLink>
                  <span className="text-sm text-ink-soft">{date(order.date)}</span>
                  <span className="font-semibold">{money(order.total)}</span>
                </li>
              ))}
            </ul>
          )}
          <ShopLink
            to="/order"
            className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
          >
            {t('account.profile.allOrders')}
          </ShopLink>
        </Panel>
      </div>
    </>
  );
}
