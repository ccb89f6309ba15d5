import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { shopDays, subOrderActionsFor, type SubOrderActionKind } from '../lib/order-actions.ts';
import type { OrderDetail } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import {
  ActionField,
  ActionIdentity,
  errorsOf,
  FormAlert,
  primaryButton,
  secondaryButton,
  type OrderActionFetcher,
} from './order-action-fields.tsx';

/** Carriers the shop works with, offered as suggestions (any other may be typed). */
const carriers = ['SEUR', 'MRW', 'Correos Express', 'GLS', 'DHL', 'Colissimo', 'Chronopost'];

const toggleLabels = {
  ship: 'staffApp.orderActions.ship',
  deliver: 'staffApp.orderActions.deliver',
  delay: 'staffApp.orderActions.delay',
  incident: 'staffApp.orderActions.incident',
} as const;

const formTitles = {
  ship: 'staffApp.orderActions.shipTitle',
  deliver: 'staffApp.orderActions.deliverTitle',
  delay: 'staffApp.orderActions.delayTitle',
  incident: 'staffApp.orderActions.incidentTitle',
} as const;

const submitLabels = {
  ship: 'staffApp.orderActions.shipSubmit',
  deliver: 'staffApp.orderActions.deliverSubmit',
  delay: 'staffApp.orderActions.delaySubmit',
  incident: 'staffApp.orderActions.incidentSubmit',
} as const;

type SubOrder = OrderDetail['sub_orders'][number];

/**
 * One sub-order's line in the actions panel: what it holds, its status, and a button per action
 * its status allows; a button opens that action's form under the line (Escape closes it).
 */
export function SubOrderActions({
  order,
  subOrder,
  fetcher,
}: {
  order: OrderDetail;
  subOrder: SubOrder;
  fetcher: OrderActionFetcher;
}) {
  const { t } = useStaffLanguage();
  const [open, setOpen] = useState<SubOrderActionKind | null>(null);
  const toggles = useRef(new Map<SubOrderActionKind, HTMLButtonElement>());
  const actions = subOrderActionsFor(order, subOrder);
  const formId = open ? `sub-order-${subOrder.id}-${open}` : '';

  // A success closes the form that asked (the panel says what was done): adjusted while
  // rendering, once per answer, rather than in an effect that would render twice.
  const data = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [answered, setAnswered] = useState(data);
  if (data !== answered) {
    setAnswered(data);
    if (data?.ok && data.formId === formId) setOpen(null);
  }

  const close = () => {
    const toggle = open ? toggles.current.get(open) : undefined;
    setOpen(null);
    toggle?.focus();
  };
  const contents = order.rows
    .filter((row) => row.sub_order_id === subOrder.id)
    .map((row) => `${row.product_name} × ${row.quantity}`)
    .join(' · ');
  const titleId = `sub-order-${subOrder.id}-title`;

  return (
    <li className="rounded border border-line bg-white">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
        <h3 id={titleId} className="font-semibold whitespace-nowrap">
          {t('staffApp.orderActions.subOrder', { id: subOrder.id })}
        </h3>
        <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">
          {subOrder.status} · {subOrder.status_name}
        </span>
        <span className="min-w-0 flex-1 basis-48 text-ink-soft">{contents}</span>
        <div
          role="group"
          aria-label={t('staffApp.orderActions.subOrderActions', { id: subOrder.id })}
          className="flex flex-wrap gap-1"
        >
          {actions.length === 0 && (
            <span className="text-ink-soft">{t('staffApp.orderActions.none')}</span>
          )}
          {actions.map((kind) => (
            <button
              key={kind}
              type="button"
              ref={(element) => {
                if (element) toggles.current.set(kind, element);
                else toggles.current.delete(kind);
              }}
              aria-expanded={open === kind}
              aria-controls={open === kind ? formId : undefined}
              onClick={() => setOpen(open === kind ? null : kind)}
              className={`rounded border px-2.5 py-1 font-medium ${open === kind ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'}`}
            >
              {t(toggleLabels[kind])}
            </button>
          ))}
        </div>
      </div>
      {open && (
        <SubOrderForm
          key={open}
          kind={open}
          formId={formId}
          subOrder={subOrder}
          fetcher={fetcher}
          onClose={close}
        />
      )}
    </li>
  );
}

function SubOrderForm({
  kind,
  formId,
  subOrder,
  fetcher,
  onClose,
}: {
  kind: SubOrderActionKind;
  formId: string;
  subOrder: SubOrder;
  fetcher: OrderActionFetcher;
  onClose: () => void;
}) {
  const { t } = useStaffLanguage();
  const form = useRef<HTMLFormElement>(null);
  const errors = errorsOf(fetcher, formId);
  const busy = fetcher.state !== 'idle';
  const { tomorrow } = shopDays();

  // The form opens where the staff member will type: its first field (or its button).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      id={formId}
      noValidate
      aria-label={t(formTitles[kind], { id: subOrder.id })}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 border-t border-line bg-surface px-3 py-3"
    >
      <ActionIdentity intent={kind} formId={formId} subOrderId={subOrder.id} />
      <FormAlert errors={errors} />
      <div className="flex flex-wrap items-start gap-3">
        {kind === 'ship' && (
          <>
            <ActionField
              formId={formId}
              name="carrier"
              label={t('staffApp.orderActions.carrier')}
              errors={errors}
              required
              maxLength={80}
              autoComplete="off"
              list={`${formId}-carriers`}
              defaultValue={subOrder.carrier ?? ''}
              className="w-full sm:w-48"
            />
            <datalist id={`${formId}-carriers`}>
              {carriers.map((carrier) => (
                <option key={carrier} value={carrier} />
              ))}
            </datalist>
            <ActionField
              formId={formId}
              name="tracking_number"
              label={t('staffApp.orderActions.trackingNumber')}
              errors={errors}
              required
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
              className="w-full sm:w-64"
            />
          </>
        )}
        {kind === 'deliver' && (
          <p className="text-ink-soft">{t('staffApp.orderActions.deliverHint')}</p>
        )}
        {kind === 'delay' && (
          <ActionField
            formId={formId}
            name="expected_on"
            type="date"
            label={t('staffApp.orderActions.newDate')}
            hint={t('staffApp.orderActions.newDateHint')}
            errors={errors}
            required
            min={tomorrow}
            defaultValue={subOrder.expected_delivery ?? ''}
            className="w-full sm:w-48"
          />
        )}
        {kind === 'incident' && (
          <ActionField
            formId={formId}
            name="note"
            multiline
            label={t('staffApp.orderActions.incidentNote')}
            errors={errors}
            required
            className="w-full sm:max-w-xl"
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t('staffApp.orderActions.working') : t(submitLabels[kind])}
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('staffApp.orderActions.close')}
        </button>
      </div>
    </fetcher.Form>
  );
}
