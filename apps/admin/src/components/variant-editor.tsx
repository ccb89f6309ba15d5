import { Form, Link, useNavigation } from 'react-router';
import type { StoreCode } from '@shop/domain';
import { money } from '../lib/format.ts';
import type { StaffOptionGroup, StaffVariant } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import type { FormValues } from '../lib/typed-form.ts';
import { DataTable } from './data-table.tsx';
import { FieldMessages } from './field-messages.tsx';
import { TextField } from './form-fields.tsx';

const editions: readonly StoreCode[] = ['ESSM', 'FRSM'];
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';

/** The options' names in the staff member's language, by id. */
function optionNames(groups: readonly StaffOptionGroup[], language: 'es' | 'fr') {
  return new Map(
    groups.flatMap((group) =>
      group.options.map((option) => [option.option_id, option.name[language]] as const),
    ),
  );
}

/** The product's variants: SKU, options, flags and prices, each with edit and remove. */
export function VariantsTable({
  variants,
  groups,
}: {
  variants: readonly StaffVariant[];
  groups: readonly StaffOptionGroup[];
}) {
  const { t, locale } = useStaffLanguage();
  const busy = useNavigation().state === 'submitting';
  const names = optionNames(groups, locale);
  if (variants.length === 0) return <p className="text-sm">{t('staffApp.variants.none')}</p>;
  return (
    <DataTable label={t('staffApp.variants.variants')}>
      <thead>
        <tr>
          <th scope="col">{t('staffApp.variants.ref')}</th>
          <th scope="col">{t('staffApp.variants.options')}</th>
          <th scope="col">{t('staffApp.variants.state')}</th>
          <th scope="col">{t('staffApp.variants.prices')}</th>
          <th scope="col">
            <span className="sr-only">{t('staffApp.variants.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant.id}>
            <td className="font-mono">{variant.ref}</td>
            <td>{variant.option_ids.map((id) => names.get(id) ?? `#${id}`).join(' · ')}</td>
            <td>
              {[
                variant.is_published
                  ? t('staffApp.variants.published')
                  : t('staffApp.variants.unpublished'),
                variant.is_default && t('staffApp.variants.default'),
                variant.has_orders && t('staffApp.variants.hasOrders'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </td>
            <td>
              {editions
                .flatMap((store) => {
                  const prices = variant.prices[store];
                  return prices ? [`${store} ${money(prices.client, locale)}`] : [];
                })
                .join(' · ') || t('staffApp.variants.noPrices')}
            </td>
            <td className="whitespace-nowrap">
              <Link
                to={`?variant=${variant.id}#variant-form`}
                className="mr-3 text-brand-700 underline"
              >
                {t('staffApp.variants.edit')}
                <span className="sr-only"> {variant.ref}</span>
              </Link>
              <Form method="post" className="inline">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="variant_id" value={variant.id} />
                <button type="submit" disabled={busy} className="text-danger-700 underline">
                  {variant.has_orders
                    ? t('staffApp.variants.unpublish')
                    : t('staffApp.variants.remove')}
                  <span className="sr-only"> {variant.ref}</span>
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Adding or editing one variant: SKU, one option per single-choice group, flags, first prices. */
export function VariantEditor({
  groups,
  creating,
  values,
  errorsOf,
}: {
  groups: readonly StaffOptionGroup[];
  creating: boolean;
  values: FormValues;
  errorsOf: (name: string) => string[];
}) {
  const { t, locale } = useStaffLanguage();
  const busy = useNavigation().state === 'submitting';
  const checkbox = (name: string, label: string) => (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={name} defaultChecked={values[name] === 'on'} />
      {label}
    </label>
  );
  return (
    <Form
      method="post"
      id="variant-form"
      className="flex flex-col gap-4 rounded border border-line bg-white p-4"
    >
      <h3 className="font-semibold">
        {creating
          ? t('staffApp.variants.newVariant')
          : t('staffApp.variants.editVariant', { ref: values.ref ?? '' })}
      </h3>
      <input type="hidden" name="intent" value="variant" />
      <input type="hidden" name="variant_id" value={values.variant_id ?? ''} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <TextField
          name="ref"
          label={t('staffApp.variants.ref')}
          defaultValue={values.ref}
          errors={errorsOf('ref')}
          required
          maxLength={60}
        />
        <div className="flex flex-col justify-end gap-2">
          {checkbox('is_published', t('staffApp.variants.publishedField'))}
          {checkbox('is_default', t('staffApp.variants.defaultField'))}
        </div>
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby="option_ids-messages">
        <legend className="text-sm font-medium">{t('staffApp.variants.options')}</legend>
        <FieldMessages id="option_ids-messages" messages={errorsOf('option_ids')} />
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {groups.map((group) => {
            const name = `option.${group.attribute_id}`;
            const chosen = new Set((values[name] ?? '').split(','));
            return group.field_type === 'open' ? (
              <fieldset key={name} className="text-sm" aria-describedby={`${name}-messages`}>
                <legend className="font-medium">{group.name[locale]}</legend>
                {group.options.map((option) => (
                  <label key={option.option_id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={name}
                      value={option.option_id}
                      defaultChecked={chosen.has(String(option.option_id))}
                    />
                    {option.name[locale]}
                  </label>
                ))}
                <FieldMessages id={`${name}-messages`} messages={errorsOf(name)} />
              </fieldset>
            ) : (
              <div key={name} className="flex flex-col gap-1 text-sm font-medium">
                <label htmlFor={name}>{group.name[locale]}</label>
                <select
                  id={name}
                  name={name}
                  defaultValue={values[name] ?? ''}
                  className={inputClass}
                  aria-describedby={`${name}-messages`}
                  aria-invalid={errorsOf(name).length > 0 || undefined}
                >
                  <option value="">{t('staffApp.variants.anyOption')}</option>
                  {group.options.map((option) => (
                    <option key={option.option_id} value={option.option_id}>
                      {option.name[locale]}
                    </option>
                  ))}
                </select>
                <FieldMessages id={`${name}-messages`} messages={errorsOf(name)} />
              </div>
            );
          })}
        </div>
      </fieldset>
      {creating ? (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-4">
          {editions.flatMap((store) => {
            const edition = t(`staffApp.stores.${store}`);
            return (['client', 'professional'] as const).map((type) => (
              <TextField
                key={`${store}-${type}`}
                name={`prices.${store}.${type}`}
                label={t(
                  type === 'client'
                    ? 'staffApp.products.clientPrice'
                    : 'staffApp.products.proPrice',
                  { edition },
                )}
                defaultValue={values[`prices.${store}.${type}`]}
                errors={errorsOf(`prices.${store}.${type}`)}
                inputMode="decimal"
              />
            ));
          })}
          <p className="text-sm text-ink-soft md:col-span-4">{t('staffApp.variants.pricesHelp')}</p>
        </div>
      ) : (
        <p className="text-sm text-ink-soft">{t('staffApp.products.pricesLater')}</p>
      )}
      <div className="flex items-center gap-4">
        <button type="submit" disabled={busy} className={buttonClass}>
          {creating ? t('staffApp.variants.add') : t('staffApp.variants.save')}
        </button>
        {!creating && (
          <Link to="?#variant-form" className="text-brand-700 underline">
            {t('staffApp.variants.newVariant')}
          </Link>
        )}
      </div>
    </Form>
  );
}
