import {
  isSubOrderStatusCode,
  subOrderHasShipped,
  taxIdTypesByStore,
  type StoreCode,
} from '@shop/domain';
import type { OrderDetail } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { useStaffSession } from '../routes/staff-shell.tsx';
import { FieldMessages } from './field-messages.tsx';
import { EditorFooter } from './editor-footer.tsx';
import { useInlineEditor } from './inline-editor.ts';
import { TextField } from './form-fields.tsx';

type Kind = 'shipping' | 'billing';

/** The fields of each address, as PUT /admin/v1/orders/{id}/addresses/{kind}/ takes them. */
const fieldsOf = {
  shipping: ['phone', 'address', 'number', 'flat', 'postal_code', 'city', 'province'],
  billing: [
    'business_name',
    'tax_id_type',
    'tax_id',
    'address',
    'number',
    'postal_code',
    'city',
    'province',
  ],
} as const;
type Field = (typeof fieldsOf)[Kind][number];

/** What the order holds now: the form starts from it (the phone is the order's). */
function currentValues(order: OrderDetail, kind: Kind): Record<string, string> {
  const address = (kind === 'shipping' ? order.shipping_address : order.billing_address) ?? {};
  const values: Record<string, string> = {};
  for (const field of fieldsOf[kind])
    values[field] = field === 'phone' ? order.phone : String(address[field] ?? '');
  // An order placed with "same billing data" kept no document type: offer the edition's first.
  const types: readonly string[] = taxIdTypesByStore[order.store as StoreCode];
  if (kind === 'billing' && !types.includes(values.tax_id_type ?? ''))
    values.tax_id_type = types[0] ?? '';
  return values;
}

/**
 * "Correct" beside an order's address, for roles with orders.manage, until anything has
 * shipped (the api answers 409 after; the screen says so first). The api checks the address
 * with the checkout's own rules and answers every wrong field, shown under it; what was typed
 * stays. After saving, the order is read again.
 */
export function OrderAddressEditor({ order, kind }: { order: OrderDetail; kind: Kind }) {
  const { t } = useStaffLanguage();
  const session = useStaffSession();
  const { editing, values, setValues, failure, saving, saved, open, save, close } = useInlineEditor(
    () => currentValues(order, kind),
    `orders/${order.id}/addresses/${kind}/`,
  );
  if (!session.permissions.includes('orders.manage')) return null;
  const shipped = order.sub_orders.some(
    (sub) => isSubOrderStatusCode(sub.status) && subOrderHasShipped(sub.status),
  );
  if (shipped) return <p className="mt-1 text-ink-soft">{t('staffApp.addressForm.locked')}</p>;
  const title = t(
    kind === 'shipping' ? 'staffApp.addressForm.editShipping' : 'staffApp.addressForm.editBilling',
  );

  if (!editing)
    return (
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          onClick={open}
          aria-label={title}
          className="rounded border border-brand-700 px-3 py-1 font-medium text-brand-700"
        >
          {t('staffApp.addressForm.edit')}
        </button>
        <p role="status" className="text-brand-900">
          {saved ? t('staffApp.addressForm.saved') : ''}
        </p>
      </div>
    );

  const store = order.store as StoreCode;
  const label = (field: Field) => t(`staffApp.addressForm.fields.${field}`);
  const change = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const fieldId = (field: Field) => `${kind}-${field}`;

  return (
    <form
      onSubmit={save}
      aria-label={title}
      className="mt-2 grid gap-x-3 gap-y-2 rounded border border-line bg-white p-3 sm:grid-cols-2"
    >
      {fieldsOf[kind].map((field) =>
        field === 'tax_id_type' ? (
          <div key={field} className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor={fieldId(field)}>{label(field)}</label>
            <select
              id={fieldId(field)}
              value={values[field]}
              onChange={(event) => change(field)(event.target.value)}
              aria-describedby={`${fieldId(field)}-messages`}
              className="rounded border border-ink-soft bg-white px-2 py-1"
            >
              {taxIdTypesByStore[store].map((type) => (
                <option key={type} value={type}>
                  {t(`domain.taxIdType.${type}`)}
                </option>
              ))}
            </select>
            <FieldMessages
              id={`${fieldId(field)}-messages`}
              messages={failure?.messagesFor(field)}
            />
          </div>
        ) : (
          <TextField
            key={field}
            name={fieldId(field)}
            label={label(field)}
            value={values[field] ?? ''}
            onChange={(event) => change(field)(event.target.value)}
            errors={failure?.messagesFor(field) ?? []}
            autoComplete="off"
          />
        ),
      )}
      <EditorFooter
        failure={failure}
        saving={saving}
        saveLabel={t('staffApp.addressForm.save')}
        cancelLabel={t('staffApp.addressForm.cancel')}
        onCancel={close}
        span="sm:col-span-2"
      />
    </form>
  );
}
