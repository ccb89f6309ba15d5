import { orderStatusCodes, paymentMethodIds, subOrderStatusCodes } from '@shop/domain';
import type { StaffMessageKey } from '@shop/i18n/staff-app';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  filtersFromForm,
  paymentStatuses,
  searchFromFilters,
  storeCodes,
  typedEuros,
  type AmountField,
  type OrderFilters,
} from '../lib/order-filters.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { FieldMessages } from './field-messages.tsx';

const field = 'rounded border border-ink-soft bg-white px-2 py-1';
const labelled = 'flex flex-col gap-1 text-sm font-medium';

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

  const amount = (name: AmountField, label: StaffMessageKey, value: number | undefined) => {
    const wrong = badAmount.includes(name);
    return (
      <div className={labelled}>
        <label htmlFor={name}>{t(label)}</label>
        <input
          id={name}
          name={name}
          inputMode="decimal"
          defaultValue={typedEuros(value)}
          aria-invalid={wrong || undefined}
          aria-describedby={`${name}-messages`}
          className={`${field} w-28`}
        />
        <FieldMessages
          id={`${name}-messages`}
          messages={wrong ? [t('staffApp.orders.badAmount')] : undefined}
        />
      </div>
    );
  };

  return (
    <search>
      <form
        key={key}
        onSubmit={apply}
        aria-label={t('staffApp.orders.filters')}
        className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded border border-line bg-white p-3"
      >
        <div className={`${labelled} min-w-64 flex-1`}>
          <label htmlFor="q">{t('staffApp.orders.search')}</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder={t('staffApp.orders.searchPlaceholder')}
            className={field}
          />
        </div>
        <div className={labelled}>
          <label htmlFor="store">{t('staffApp.orders.store')}</label>
          <select id="store" name="store" defaultValue={filters.store ?? ''} className={field}>
            <option value="">{t('staffApp.orders.allStores')}</option>
            {storeCodes.map((store) => (
              <option key={store} value={store}>
                {t(`staffApp.stores.${store}`)}
              </option>
            ))}
          </select>
        </div>
        <details className="relative text-sm" open={filters.status.length > 0 || undefined}>
          <summary className="cursor-pointer font-medium">
            {t('staffApp.orders.status')}
            {filters.status.length > 0 && ` (${filters.status.length})`}
          </summary>
          <fieldset className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 rounded border border-line p-2">
            <legend className="sr-only">{t('staffApp.orders.status')}</legend>
            {orderStatusCodes.map((status) => (
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
        <div className={labelled}>
          <label htmlFor="sub_order_status">{t('staffApp.orders.subOrderStatus')}</label>
          <select
            id="sub_order_status"
            name="sub_order_status"
            defaultValue={filters.subOrderStatus ?? ''}
            className={field}
          >
            <option value="">{t('staffApp.orders.any')}</option>
            {subOrderStatusCodes.map((status) => (
              <option key={status} value={status}>
                {status} · {t(`domain.subOrderStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={labelled}>
          <label htmlFor="payment_method">{t('staffApp.orders.paymentMethod')}</label>
          <select
            id="payment_method"
            name="payment_method"
            defaultValue={filters.paymentMethod ?? ''}
            className={field}
          >
            <option value="">{t('staffApp.orders.any')}</option>
            {paymentMethodIds.map((method) => (
              <option key={method} value={method}>
                {t(`domain.paymentMethod.${method}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={labelled}>
          <label htmlFor="payment_status">{t('staffApp.orders.paymentStatus')}</label>
          <select
            id="payment_status"
            name="payment_status"
            defaultValue={filters.paymentStatus ?? ''}
            className={field}
          >
            <option value="">{t('staffApp.orders.any')}</option>
            {paymentStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`staffApp.orders.paymentStatuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={labelled}>
          <label htmlFor="created_from">{t('staffApp.orders.createdFrom')}</label>
          <input
            id="created_from"
            name="created_from"
            type="date"
            defaultValue={filters.createdFrom ?? ''}
            className={field}
          />
        </div>
        <div className={labelled}>
          <label htmlFor="created_to">{t('staffApp.orders.createdTo')}</label>
          <input
            id="created_to"
            name="created_to"
            type="date"
            defaultValue={filters.createdTo ?? ''}
            className={field}
          />
        </div>
        {amount('total_min', 'staffApp.orders.totalMin', filters.totalMin)}
        {amount('total_max', 'staffApp.orders.totalMax', filters.totalMax)}
        <div className={labelled}>
          <label htmlFor="installation">{t('staffApp.orders.installation')}</label>
          <select
            id="installation"
            name="installation"
            defaultValue={filters.installation === undefined ? '' : String(filters.installation)}
            className={field}
          >
            <option value="">{t('staffApp.orders.any')}</option>
            <option value="true">{t('staffApp.orders.withInstallation')}</option>
            <option value="false">{t('staffApp.orders.withoutInstallation')}</option>
          </select>
        </div>
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
