import { taxIdTypeMessageKey, taxIdTypesByStore, type StoreCode } from '@shop/domain';
import { Form, useNavigation } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { inputClass } from '../checkout/form-field.tsx';
import { FormMessages, InputField } from '../auth/form-controls.tsx';
import type { FormReply } from '../auth/form-reply.server.ts';
import type { AddressKind } from './address-book.server.ts';
import { primaryButton, secondaryButton } from './account-page.tsx';

type Values = Record<string, unknown>;

/** The address-book form for either kind; a plain post, so it works without JavaScript. */
export function AddressForm({
  kind,
  store,
  country,
  saved,
  reply,
}: {
  kind: AddressKind;
  store: StoreCode;
  country: string;
  saved: Values | null;
  reply: FormReply | undefined;
}) {
  const t = useTranslate();
  const busy = useNavigation().state === 'submitting';
  const value = (name: string) => {
    const stored = saved?.[name];
    return typeof stored === 'string' ? stored : '';
  };
  const field = (
    name: string,
    label: string,
    extra: { autoComplete?: string; type?: 'tel'; required?: boolean } = {},
  ) => (
    <InputField
      name={name}
      label={label}
      reply={reply}
      defaultValue={value(name)}
      autoComplete={extra.autoComplete}
      type={extra.type}
      required={extra.required}
    />
  );
  const taxIdError = reply?.errors.tax_id_type;
  const isDefault = reply ? reply.values.default === 'on' : saved?.is_default === true;
  return (
    <Form method="post" noValidate className="space-y-5">
      <FormMessages reply={reply} />
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'billing' && (
          <>
            <div className="sm:col-span-2">
              {field('business_name', t('account.addresses.fields.businessName'), {
                autoComplete: 'organization',
              })}
            </div>
            <div>
              <label htmlFor="field-tax_id_type" className="text-sm font-medium text-ink">
                {t('account.addresses.fields.taxIdType')}
              </label>
              <select
                id="field-tax_id_type"
                name="tax_id_type"
                defaultValue={reply?.values.tax_id_type ?? (value('tax_id_type') || undefined)}
                aria-invalid={taxIdError ? true : undefined}
                className={inputClass}
              >
                {taxIdTypesByStore[store].map((type) => (
                  <option key={type} value={type}>
                    {t(taxIdTypeMessageKey(type))}
                  </option>
                ))}
              </select>
            </div>
            {field('tax_id', t('account.addresses.fields.taxId'))}
          </>
        )}
        {field('name', t('account.addresses.fields.name'), { autoComplete: 'given-name' })}
        {kind === 'shipping'
          ? field('surnames', t('account.addresses.fields.surnames'), {
              autoComplete: 'family-name',
            })
          : field('surname', t('account.addresses.fields.surnames'), {
              autoComplete: 'family-name',
            })}
        {kind === 'shipping' &&
          field('phone', t('account.addresses.fields.phone'), { autoComplete: 'tel', type: 'tel' })}
        <div className="sm:col-span-2">
          {field('address', t('account.addresses.fields.address'), {
            autoComplete: 'address-line1',
          })}
        </div>
        {field('number', t('account.addresses.fields.number'))}
        {field('flat', t('account.addresses.fields.flat'), {
          autoComplete: 'address-line2',
          required: false,
        })}
        {field('postal_code', t('account.addresses.fields.postalCode'), {
          autoComplete: 'postal-code',
        })}
        {field('city', t('account.addresses.fields.city'), { autoComplete: 'address-level2' })}
        {field('province', t('account.addresses.fields.province'), {
          autoComplete: 'address-level1',
        })}
        <div>
          <p className="text-sm font-medium text-ink">{t('account.addresses.fields.country')}</p>
          <p className="mt-1 flex h-12 items-center rounded-lg bg-surface px-3 text-ink">
            {country}
          </p>
        </div>
      </div>
      <label className="flex items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="default"
          defaultChecked={isDefault}
          className="size-5 accent-brand-700"
        />
        {t('account.addresses.makeDefault')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('account.addresses.save')}
        </button>
        <ShopLink to="/address" className={secondaryButton}>
          {t('account.addresses.cancel')}
        </ShopLink>
      </div>
    </Form>
  );
}
