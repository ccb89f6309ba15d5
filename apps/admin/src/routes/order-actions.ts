import { parseTypedEuros } from '@shop/domain';
import { loadStaffTranslator } from '@shop/i18n/staff-app';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { signInPath } from '../lib/return-path.ts';
import { staffApi, StaffApiError } from '../lib/staff-api.ts';
import { savedLanguage } from '../lib/staff-language.ts';

/*
 * The order detail's action: every order action form posts here (through its own fetcher),
 * with `intent` naming the staff api call. Success reloads the order (the router revalidates
 * its loader); a refusal comes back as messages per field, in the api's words.
 */

export interface SubOrderMovedAnswer {
  order: { id: number; status: number; status_name: string };
  sub_order: {
    id: number;
    status: number;
    status_name: string;
    carrier: string | null;
    tracking_number: string | null;
    expected_delivery: string | null;
  };
}
/** The refund a cancellation or a return made (null: nothing was due). */
type RefundMade = { amount: number; status: string } | null;
export interface OrderCancelledAnswer {
  order: { id: number; status: number; status_name: string };
  cancelled_sub_order_ids: number[];
  amount_owed: number;
  refund: RefundMade;
}
export interface GoodsReturnedAnswer {
  order: { id: number; status: number; status_name: string };
  returned_sub_order_ids: number[];
  amount_owed: number;
  refund: RefundMade;
}
export interface OrderPaidAnswer {
  order: { id: number; status: number; status_name: string };
  missing_product_id: number | null;
}

/** `formId` names the form that asked: only it shows the messages. */
export type OrderActionResult = { formId: string } & (
  | { ok: true; intent: 'ship' | 'deliver' | 'delay' | 'incident'; answer: SubOrderMovedAnswer }
  | { ok: true; intent: 'cancel'; answer: OrderCancelledAnswer }
  | { ok: true; intent: 'return'; answer: GoodsReturnedAnswer }
  | { ok: true; intent: 'transfer'; answer: OrderPaidAnswer }
  | { ok: false; errors: Record<string, string[]> }
);

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The body of each call, from the form's fields, named as the api names them. */
function call(
  intent: string,
  orderId: string,
  form: FormData,
): { path: string; body: Record<string, unknown> } | null {
  const subOrder = `orders/${orderId}/sub-orders/${text(form, 'sub_order_id')}`;
  switch (intent) {
    case 'ship':
      return {
        path: `${subOrder}/ship/`,
        body: { carrier: text(form, 'carrier'), tracking_number: text(form, 'tracking_number') },
      };
    case 'deliver':
      return { path: `${subOrder}/deliver/`, body: {} };
    case 'delay':
      return { path: `${subOrder}/delay/`, body: { expected_on: text(form, 'expected_on') } };
    case 'incident':
      return { path: `${subOrder}/incident/`, body: { note: text(form, 'note') } };
    case 'cancel':
      return {
        path: `orders/${orderId}/cancel/`,
        body: {
          sub_order_ids: form.getAll('sub_order_ids').map(Number),
          reason: text(form, 'reason'),
        },
      };
    case 'return':
      return {
        path: `orders/${orderId}/returns/`,
        body: {
          sub_order_ids: form.getAll('sub_order_ids').map(Number),
          reason: text(form, 'reason'),
        },
      };
    case 'transfer':
      return {
        path: `orders/${orderId}/transfer-received/`,
        body: {
          amount: parseTypedEuros(text(form, 'amount')),
          received_on: text(form, 'received_on'),
          reference: text(form, 'reference'),
        },
      };
    default:
      return null;
  }
}

/** Every message of a 400 answer by field; any other refusal (404, 409) is the form's. */
function messagesOf(error: StaffApiError): Record<string, string[]> {
  if (error.status !== 400) {
    return { non_field_errors: [error.body.detail ?? error.message] };
  }
  return Object.fromEntries(
    Object.keys(error.body).map((field) => [field, error.messagesFor(field)]),
  );
}

export async function orderActionsAction({
  request,
  params,
}: ActionFunctionArgs): Promise<OrderActionResult | Response> {
  const orderId = params.orderId ?? '';
  if (!/^\d+$/.test(orderId)) throw new Response(null, { status: 404 });
  const form = await request.formData();
  const intent = text(form, 'intent');
  const formId = text(form, 'form_id');
  const planned = call(intent, orderId, form);
  if (!planned) throw new Response(null, { status: 400 });

  // What the api would refuse without saying it in the staff member's terms: an amount that is
  // not euros (the api takes cents) and a cancel of nothing (the api would cancel everything).
  const t = await loadStaffTranslator(savedLanguage());
  if (intent === 'transfer' && planned.body.amount === null) {
    return {
      formId,
      ok: false,
      errors: { amount: [t('staffApp.orderActions.transfer.badAmount')] },
    };
  }
  if (
    (intent === 'cancel' || intent === 'return') &&
    (planned.body.sub_order_ids as number[]).length === 0
  ) {
    const kind = intent === 'cancel' ? 'cancel' : 'returnGoods';
    return {
      formId,
      ok: false,
      errors: { sub_order_ids: [t(`staffApp.orderActions.${kind}.pickOne`)] },
    };
  }

  try {
    const answer = await staffApi<unknown>(planned.path, { method: 'POST', body: planned.body });
    if (intent === 'cancel')
      return { formId, ok: true, intent, answer: answer as OrderCancelledAnswer };
    if (intent === 'return')
      return { formId, ok: true, intent, answer: answer as GoodsReturnedAnswer };
    if (intent === 'transfer')
      return { formId, ok: true, intent, answer: answer as OrderPaidAnswer };
    return {
      formId,
      ok: true,
      intent: intent as 'ship' | 'deliver' | 'delay' | 'incident',
      answer: answer as SubOrderMovedAnswer,
    };
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error;
    if (error.status === 401) {
      const url = new URL(request.url);
      return redirect(signInPath(url.pathname, { expired: true }));
    }
    return { formId, ok: false, errors: messagesOf(error) };
  }
}
