import { centsToEuros } from '@shop/domain';
import type { StaffTranslate } from '@shop/i18n/staff-app';
import type { Locale } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { day, money } from '../lib/format.ts';
import {
  canCancel,
  cancellableSubOrders,
  cancelsWholeOrder,
  pendingTransfer,
  returnableSubOrders,
  returnsWholeOrder,
  shopDays,
  subOrderActionsFor,
} from '../lib/order-actions.ts';
import type { OrderDetail } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import type { OrderActionResult } from '../routes/order-actions.ts';
import { useStaffSession } from '../routes/staff-shell.tsx';
import {
  ActionCard,
  ActionField,
  ActionIdentity,
  dangerButton,
  errorsOf,
  FormAlert,
  primaryButton,
  secondaryButton,
  type OrderActionFetcher,
} from './order-action-fields.tsx';
import { FieldMessages } from './field-messages.tsx';
import { SubOrderActions } from './sub-order-actions.tsx';

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

/** Cents as the staff member types euros: 12050 -> '120,50' (both languages use the comma). */
const typedEuros = (cents: number) => centsToEuros(cents).toFixed(2).replace('.', ',');

function TransferReceivedForm({
  amount,
  fetcher,
}: {
  amount: number;
  fetcher: OrderActionFetcher;
}) {
  const { t } = useStaffLanguage();
  const formId = 'transfer-received';
  const errors = errorsOf(fetcher, formId);
  const { today } = shopDays();
  return (
    <ActionCard
      titleId={`${formId}-title`}
      title={t('staffApp.orderActions.transfer.title')}
      tone="attention"
    >
      <p className="text-ink-soft">{t('staffApp.orderActions.transfer.intro')}</p>
      <fetcher.Form
        method="post"
        id={formId}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="flex flex-col gap-3"
      >
        <ActionIdentity intent="transfer" formId={formId} />
        <FormAlert errors={errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ActionField
            formId={formId}
            name="amount"
            label={t('staffApp.orderActions.transfer.amount')}
            errors={errors}
            required
            inputMode="decimal"
            autoComplete="off"
            defaultValue={typedEuros(amount)}
          />
          <ActionField
            formId={formId}
            name="received_on"
            type="date"
            label={t('staffApp.orderActions.transfer.receivedOn')}
            errors={errors}
            required
            max={today}
            defaultValue={today}
          />
        </div>
        <ActionField
          formId={formId}
          name="reference"
          label={t('staffApp.orderActions.transfer.reference')}
          errors={errors}
          required
          maxLength={140}
          autoComplete="off"
          spellCheck={false}
        />
        <div>
          <button type="submit" disabled={fetcher.state !== 'idle'} className={primaryButton}>
            {fetcher.state !== 'idle'
              ? t('staffApp.orderActions.working')
              : t('staffApp.orderActions.transfer.submit')}
          </button>
        </div>
      </fetcher.Form>
    </ActionCard>
  );
}

/** What a form of ticked sub-orders does: cancel unshipped ones, or take back delivered ones. */
const subOrdersForms = {
  cancel: { formId: 'cancel-order', intent: 'cancel', tickedAtFirst: true },
  returnGoods: { formId: 'return-goods', intent: 'return', tickedAtFirst: false },
} as const;

/**
 * Cancels the sub-orders ticked (all of them by default, which cancels the order) or records
 * the return of the ones ticked (none at first: goods come back one by one), with a reason,
 * after a second step that says what is about to happen; the api refunds what is owed.
 */
function SubOrdersForm({
  kind,
  order,
  choices,
  fetcher,
}: {
  kind: keyof typeof subOrdersForms;
  order: OrderDetail;
  choices: OrderDetail['sub_orders'];
  fetcher: OrderActionFetcher;
}) {
  const { t } = useStaffLanguage();
  const { formId, intent, tickedAtFirst } = subOrdersForms[kind];
  const wholeOrder = (ids: readonly number[]) =>
    kind === 'cancel' ? cancelsWholeOrder(order, ids) : returnsWholeOrder(order, ids);
  const errors = errorsOf(fetcher, formId);
  const form = useRef<HTMLFormElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<number[] | null>(null);
  const busy = fetcher.state !== 'idle';

  // An answer (refused or done) ends the confirmation step: the form shows what to fix. The
  // step is adjusted while rendering, once per answer, as soon as it arrives: the page's data
  // reloads after it, and a confirmation asked for meanwhile must survive that reload.
  // Emptying the form is the DOM's business, once the reload is over.
  const data = fetcher.data;
  const [answered, setAnswered] = useState(data);
  if (data !== answered) {
    setAnswered(data);
    if (data?.formId === formId) setPicked(null);
  }
  const settled = fetcher.state === 'idle';
  useEffect(() => {
    if (settled && data?.ok && data.formId === formId) form.current?.reset();
  }, [settled, data, formId]);
  useEffect(() => {
    if (picked) confirmButton.current?.focus();
  }, [picked]);

  const ask = () => {
    if (!form.current) return;
    const ids = new FormData(form.current).getAll('sub_order_ids').map(Number);
    // Nothing ticked: nothing to confirm, the action says to pick one.
    if (ids.length === 0) void fetcher.submit(form.current);
    else setPicked(ids);
  };
  const contentsOf = (id: number) =>
    order.rows
      .filter((row) => row.sub_order_id === id)
      .map((row) => `${row.product_name} × ${row.quantity}`)
      .join(' · ');
  const messages = errors.sub_order_ids ?? [];

  return (
    <ActionCard titleId={`${formId}-title`} title={t(`staffApp.orderActions.${kind}.title`)}>
      <p className="text-ink-soft">{t(`staffApp.orderActions.${kind}.intro`)}</p>
      <fetcher.Form
        ref={form}
        method="post"
        id={formId}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="flex flex-col gap-3"
      >
        <ActionIdentity intent={intent} formId={formId} />
        <FormAlert errors={errors} />
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={`${formId}-sub_order_ids-messages`}
          disabled={picked !== null}
        >
          <legend className="mb-1 font-medium">
            {t(`staffApp.orderActions.${kind}.subOrders`)}
          </legend>
          {choices.map((sub) => (
            <label key={sub.id} className="flex items-start gap-2">
              <input
                type="checkbox"
                name="sub_order_ids"
                value={sub.id}
                defaultChecked={tickedAtFirst}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">
                  {t('staffApp.orderActions.subOrder', { id: sub.id })}
                </span>{' '}
                <span className="text-ink-soft">
                  · {sub.status_name} · {contentsOf(sub.id)}
                </span>
              </span>
            </label>
          ))}
          <FieldMessages id={`${formId}-sub_order_ids-messages`} messages={messages} />
        </fieldset>
        {/* A disabled fieldset sends nothing: the ids confirmed travel in hidden fields. */}
        {picked?.map((id) => (
          <input key={id} type="hidden" name="sub_order_ids" value={id} />
        ))}
        <ActionField
          formId={formId}
          name="reason"
          multiline
          label={t(`staffApp.orderActions.${kind}.reason`)}
          errors={errors}
          required
          readOnly={picked !== null}
        />
        {picked === null ? (
          <div>
            <button type="button" onClick={ask} className={secondaryButton}>
              {t(`staffApp.orderActions.${kind}.start`)}
            </button>
          </div>
        ) : (
          <div
            role="alertdialog"
            aria-labelledby={`${formId}-confirm`}
            className="flex flex-col gap-2 rounded border border-danger-700 bg-danger-50 p-3"
          >
            <p id={`${formId}-confirm`} className="font-medium text-danger-700">
              {wholeOrder(picked)
                ? t(`staffApp.orderActions.${kind}.confirmWhole`, { number: order.number })
                : t(`staffApp.orderActions.${kind}.confirmSome`, {
                    count: picked.length,
                    number: order.number,
                  })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" ref={confirmButton} disabled={busy} className={dangerButton}>
                {busy
                  ? t('staffApp.orderActions.working')
                  : t(`staffApp.orderActions.${kind}.confirm`)}
              </button>
              <button type="button" onClick={() => setPicked(null)} className={secondaryButton}>
                {t(`staffApp.orderActions.${kind}.back`)}
              </button>
            </div>
          </div>
        )}
      </fetcher.Form>
    </ActionCard>
  );
}
