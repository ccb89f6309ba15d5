import { PageHead } from '../../components/ui/page-head.tsx';
import { OrderDetails } from '../../features/order-status/order-details.tsx';
import { OrderLookupForm } from '../../features/order-status/order-lookup-form.tsx';
import { orderLookupAction } from '../../features/order-status/order-lookup.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/order-status';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout', 'orderStatus'] };

export async function loader({ request }: Route.LoaderArgs) {
  const { store } = await resolveStorefront(request);
  // Order numbers start with the edition's country letters (ES12345678).
  return { orderNumberExample: `${store.code.slice(0, 2)}12345678` };
}

export function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return orderLookupAction(request);
}

/** /estado-pedido: a guest finds an order with its e-mail and number (SPEC sections 2 and 3). */
export default function OrderStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const order = actionData?.order ?? null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <PageHead title={t('orderStatus.title')} description={t('orderStatus.intro')} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('orderStatus.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('orderStatus.intro')}</p>
      <div className="mt-6 space-y-6">
        <OrderLookupForm reply={actionData} orderNumberExample={loaderData.orderNumberExample} />
        {order && actionData && <OrderDetails view={order} lookup={actionData.values} />}
      </div>
    </div>
  );
}
