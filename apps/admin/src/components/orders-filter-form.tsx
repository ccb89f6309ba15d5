import { paymentMethodIds, subOrderStatusCodes } from '@shop/domain';
import type { StaffMessageKey } from '@shop/i18n/staff-app';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  filtersFromForm,
  listedOrderStatuses,
  paymentStatuses,
  searchFromFilters,
  storeCodes,
  typedEuros,
  type AmountField,
  type OrderFilters,
} from '../lib/order-filters.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { TextField, ChoiceField } from './form-fields.tsx';

/**
 * The orders list's filters. Applying them changes the page's address (orders-list reads it
 * back), so a list is shared by its link and the back button returns to the previous one.
 * The form is re-created for each address, so it always shows the list's filters.
 */
export function OrdersFilterForm({ filters }: { filters: OrderFilters }) {
  const { t } = useStaffLanguage();
  const navigate = useNavigate();
  const [badAmount, setBadAmount] = useState<AmountField[]>([]);
  const key = searchFromFilters(filters).toString();
  const any = t('staffApp.orders.any');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = filtersFromForm(new FormData(event.currentTarget), filters);
    if ('badAmount' in read) {
      setBadAmount(read.badAmount);
      return;
    }
    setBadAmount([]);
    const search = searchFromFilters(read.filters).toString();
    void navigate(search ? `/orders?${search}` : '/orders');
  }

  const amount = (name: AmountField, label: StaffMessageKey, value: number | undefined) => (
    <TextField
      name={name}
      label={t(label)}
      inputMode="decimal"
      defaultValue={typedEuros(value)}
      errors={badAmount.includes(name) ? [t('staffApp.orders.badAmount')] : []}
      className="w-32"
    />
  );

  return (
    <search>
      <form
        key={key}
        onSubmit={apply}
        aria-label={t('staffApp.orders.filters')}
        className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded border border-line bg-white p-3"
      >
        <TextField
          name="q"
          label={t('staffApp.orders.search')}
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t('staffApp.orders.searchPlaceholder')}
          className="min-w-64 flex-1"
        />
        <ChoiceField
          name="store"
          label={t('staffApp.orders.store')}
          value={filters.store}
          anyLabel={t('staffApp.orders.allStores')}
          options={storeCodes.map((store) => ({
            value: store,
            label: t(`staffApp.stores.${store}`),
          }))}
        />
        <details className="relative text-sm" open={filters.status.length > 0 || undefined}>
          <summary className="cursor-pointer font-medium">
            {t('staffApp.orders.status')}
            {filters.status.length > 0 && ` (${filters.status.length})`}
          </summary>
          <fieldset className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 rounded border border-line p-2">
            <legend className="sr-only">{t('staffApp.orders.status')}</legend>
            {listedOrderStatuses.map((status) => (
              <label key={status} className="flex items-center gap-2 whitespace-nowrap">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  defaultChecked={filters.status.includes(status)}
                />
                {status} · {t(`domain.orderStatus.${status}`)}
              </label>
            ))}
          </fieldset>
        </details>
        <ChoiceField
          name="sub_order_status"
          label={t('staffApp.orders.subOrderStatus')}
          value={filters.subOrderStatus}
          anyLabel={any}
          options={subOrderStatusCodes.map((status) => ({
            value: status,
            label: `${status} · ${t(`domain.subOrderStatus.${status}`)}`,
          }))}
        />
        <ChoiceField
          name="payment_method"
          label={t('staffApp.orders.paymentMethod')}
          value={filters.paymentMethod}
          anyLabel={any}
          options={paymentMethodIds.map((method) => ({
            value: method,
            label: t(`domain.paymentMethod.${method}`),
          }))}
        />
        <ChoiceField
          name="payment_status"
          label={t('staffApp.orders.paymentStatus')}
          value={filters.paymentStatus}
          anyLabel={any}
          options={paymentStatuses.map((status) => ({
            value: status,
            label: t(`staffApp.orders.paymentStatuses.${status}`),
          }))}
        />
        <TextField
          name="created_from"
          label={t('staffApp.orders.createdFrom')}
          type="date"
          defaultValue={filters.createdFrom ?? ''}
        />
        <TextField
          name="created_to"
          label={t('staffApp.orders.createdTo')}
          type="date"
          defaultValue={filters.createdTo ?? ''}
        />
        {amount('total_min', 'staffApp.orders.totalMin', filters.totalMin)}
        {amount('total_max', 'staffApp.orders.totalMax', filters.totalMax)}
        <ChoiceField
          name="installation"
          label={t('staffApp.orders.installation')}
          value={filters.installation === undefined ? undefined : String(filters.installation)}
          anyLabel={any}
          options={[
            { value: 'true', label: t('staffApp.orders.withInstallation') },
            { value: 'false', label: t('staffApp.orders.withoutInstallation') },
          ]}
        />
        <div className="flex items-center gap-4 self-end pb-1">
          <button
            type="submit"
            className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white hover:bg-brand-900"
          >
            {t('staffApp.orders.apply')}
          </button>
          <Link to="/orders" className="text-brand-700 underline">
            {t('staffApp.orders.clear')}
          </Link>
        </div>
      </form>
    </search>
  );
}
