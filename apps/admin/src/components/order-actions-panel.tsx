import type { StaffTranslate } from '@shop/i18n/staff-app';
import type { Locale } from '@shop/i18n';
import { useFetcher } from 'react-router';
import { day, money } from '../lib/format.ts';
import {
  canCancel,
  cancellableSubOrders,
  pendingTransfer,
  returnableSubOrders,
  subOrderActionsFor,
} from '../lib/order-actions.ts';
import type { OrderDetail } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import type { OrderActionResult } from '../routes/order-actions.ts';
import { useStaffSession } from '../routes/staff-shell.tsx';
import { type OrderActionFetcher } from './order-action-fields.tsx';
import { SubOrderActions } from './sub-order-actions.tsx';
import { SubOrdersForm } from './sub-orders-form.tsx';
import { TransferReceivedForm } from './transfer-received-form.tsx';

/** The sentence that confirms what an action did, from the api's answer. */
function doneMessage(result: OrderActionResult, t: StaffTranslate, locale: Locale): string {
  if (!result.ok) return '';
  switch (result.intent) {
    case 'ship':
      return t('staffApp.orderActions.shipped', {
        id: result.answer.sub_order.id,
        carrier: result.answer.sub_order.carrier ?? '',
        tracking: result.answer.sub_order.tracking_number ?? '',
      });
    case 'deliver':
      return t('staffApp.orderActions.delivered', { id: result.answer.sub_order.id });
    case 'delay':
      return t('staffApp.orderActions.delayed', {
        id: result.answer.sub_order.id,
        date: day(result.answer.sub_order.expected_delivery ?? '', locale),
      });
    case 'incident':
      return t('staffApp.orderActions.incidentOpened', { id: result.answer.sub_order.id });
    case 'cancel':
    case 'return': {
      const { answer } = result;
      const kind = result.intent === 'cancel' ? 'cancel' : 'returnGoods';
      const count =
        'cancelled_sub_order_ids' in answer
          ? answer.cancelled_sub_order_ids.length
          : answer.returned_sub_order_ids.length;
      const done =
        answer.order.status === (kind === 'cancel' ? 700 : 800)
          ? t(`staffApp.orderActions.${kind}.doneWhole`)
          : t(`staffApp.orderActions.${kind}.doneSome`, { count });
      return answer.refund === null
        ? done
        : `${done} ${t(`staffApp.orderActions.${kind}.owed`, { amount: money(answer.refund.amount, locale) })}`;
    }
    case 'transfer': {
      const missing = result.answer.missing_product_id;
      const done = t('staffApp.orderActions.transfer.done');
      return missing === null
        ? done
        : `${done} ${t('staffApp.orderActions.transfer.missingStock', { id: missing })}`;
    }
  }
}

/**
 * What staff can do to the order (issue 15), for a role that may manage orders: a line per
 * sub-order with the moves its status allows, the bank transfer when one is awaited, and the
 * cancellation of what is not shipped yet. One fetcher carries every form: one call at a time,
 * the order reloads after it, and the confirmation stays here even when the form that asked is
 * gone (a cancelled order has nothing left to cancel).
 */
export function OrderActionsPanel({ order }: { order: OrderDetail }) {
  const session = useStaffSession();
  const { t, locale } = useStaffLanguage();
  const fetcher: OrderActionFetcher = useFetcher<OrderActionResult>({ key: 'order-actions' });
  // Shown once the order has reloaded (idle), with the forms it closed.
  const notice =
    fetcher.state === 'idle' && fetcher.data?.ok ? doneMessage(fetcher.data, t, locale) : '';

  if (!session.permissions.includes('orders.manage')) return null;
  const movable = order.sub_orders.filter((sub) => subOrderActionsFor(order, sub).length > 0);
  const transfer = pendingTransfer(order);
  const cancellable = cancellableSubOrders(order);
  const ids = cancellable.map((sub) => sub.id);
  const canCancelAny = canCancel(order, ids) || ids.some((id) => canCancel(order, [id]));
  // Returns give money back: they need the refund permission too.
  const returnable = session.permissions.includes('orders.refund')
    ? returnableSubOrders(order)
    : [];
  const nothing =
    movable.length === 0 && transfer === null && !canCancelAny && returnable.length === 0;

  return (
    <section aria-labelledby="order-actions" className="flex flex-col gap-3">
      <h2 id="order-actions" className="text-base font-semibold">
        {t('staffApp.orderActions.title')}
      </h2>
      <p
        role="status"
        className={
          notice
            ? 'rounded border border-brand-600 bg-brand-50 px-3 py-2 font-medium text-brand-900'
            : 'sr-only'
        }
      >
        {notice}
      </p>
      {nothing ? (
        <p className="text-ink-soft">{t('staffApp.orderActions.none')}</p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {movable.length > 0 && (
            <ul className="flex flex-col gap-2">
              {movable.map((subOrder) => (
                <SubOrderActions
                  key={subOrder.id}
                  order={order}
                  subOrder={subOrder}
                  fetcher={fetcher}
                />
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-4 lg:col-start-2">
            {transfer && (
              <TransferReceivedForm key={transfer.id} amount={transfer.amount} fetcher={fetcher} />
            )}
            {canCancelAny && (
              <SubOrdersForm kind="cancel" order={order} choices={cancellable} fetcher={fetcher} />
            )}
            {returnable.length > 0 && (
              <SubOrdersForm
                kind="returnGoods"
                order={order}
                choices={returnable}
                fetcher={fetcher}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
