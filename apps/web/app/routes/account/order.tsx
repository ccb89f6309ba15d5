import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading } from '../../features/account/account-page.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { IncidentForm } from '../../features/account/incident-form.tsx';
import { OrderIncidents } from '../../features/account/order-incidents.tsx';
import { orderAction, orderIdOf } from '../../features/account/order-actions.server.ts';
import { OrderView, PayOrderButton } from '../../features/account/order-view.tsx';
import { FormMessages } from '../../features/auth/form-controls.tsx';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/order';
import { formBody } from '../../lib/request-body.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  // Another customer's order is a 404 from the api: nothing is disclosed.
  const order = await createAccountApi(context.scope).orders.get(orderIdOf(params.order_id));
  return withSession(context, { order });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  return orderAction(context, request, orderIdOf(params.order_id), await formBody(request));
}

/** /order/{order_id}: the order, its products, invoices, 'pay my order' and 'open incident'. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { order } = loaderData;
  return (
    <>
      <ShopLink
        to="/order"
        className="mb-2 inline-block text-sm font-semibold text-brand-700 underline"
      >
        {t('account.order.back')}
      </ShopLink>
      <AccountHeading title={t('account.order.title', { number: order.number })} />
      <div className="mb-4">
        <FormMessages reply={actionData} />
      </div>
      <OrderView
        order={order}
        actions={
          (order.can_pay || order.can_open_incident) && (
            <>
              {order.can_pay && <PayOrderButton label={t('account.order.pay')} />}
              {order.can_open_incident && <IncidentForm reply={actionData} />}
            </>
          )
        }
      />
      <OrderIncidents incidents={order.incidents} />
    </>
  );
}
