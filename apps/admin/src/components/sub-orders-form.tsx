import { useEffect, useRef, useState } from 'react';
import { cancelsWholeOrder, returnsWholeOrder } from '../lib/order-actions.ts';
import type { OrderDetail } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import {
  ActionCard,
  ActionField,
  ActionIdentity,
  dangerButton,
  errorsOf,
  FormAlert,
  secondaryButton,
  type OrderActionFetcher,
} from './order-action-fields.tsx';
import { FieldMessages } from './field-messages.tsx';

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
export function SubOrdersForm({
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
