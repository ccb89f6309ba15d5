import { data, redirect } from 'react-router';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { checkoutOrderCookie } from '../checkout/checkout-cookie.server.ts';
import { apiRefusal, formReply } from '../auth/form-reply.server.ts';
import { createAccountApi } from './account-api.server.ts';
import { headersWith, withSession, type AccountContext } from './account-session.server.ts';

export function orderIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ detail: 'not found' }, { status: 404 });
  return id;
}

/**
 * 'Pay my order' opens the checkout's payment step for this order (as the order status page
 * does); 'open incident' records one on the order.
 */
export async function orderAction(
  context: AccountContext,
  request: Request,
  orderId: number,
  form: FormData,
) {
  const api = createAccountApi(context.scope);
  const order = await api.orders.get(orderId);
  if (form.get('intent') === 'pay' && order.can_pay) {
    throw redirect(context.path(`/checkout?pedido=${encodeURIComponent(order.number)}`), {
      headers: headersWith([
        ...context.setCookies,
        checkoutOrderCookie(request, { cartId: order.cart_id, paymentReference: null }),
      ]),
    });
  }
  if (form.get('intent') === 'incident') {
    const reason = String(form.get('reason') ?? '');
    const message = String(form.get('message') ?? '').trim();
    const values = { reason, message };
    if (message === '') {
      return withSession(
        context,
        formReply({
          values,
          errors: { message: context.t('account.order.incidentMessageRequired') },
        }),
        400,
      );
    }
    try {
      await api.orders.openIncident(orderId, reason, message);
    } catch (error) {
      return withSession(context, apiRefusal(error, values), apiErrorStatus(error) ?? 400);
    }
    return withSession(context, formReply({ notice: context.t('account.order.incidentSent') }));
  }
  return withSession(context, formReply(), 400);
}
