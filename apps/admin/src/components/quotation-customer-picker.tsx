import { FieldMessages } from './field-messages.tsx';
import type { StaffCustomer, StaffQuotation } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** The quotation's customer: the current one, or one of the professionals the search found. */
export function CustomerPicker({
  data,
  chosen,
  errors,
}: {
  data: {
    quotation: Pick<StaffQuotation, 'customer'> | null;
    q: string;
    customers: StaffCustomer[];
  };
  chosen: string;
  errors: string[];
}) {
  const { t } = useStaffLanguage();
  const current = data.quotation?.customer;
  const found = data.customers.filter((customer) => customer.id !== current?.id);
  return (
    <fieldset className="flex flex-col gap-2 md:col-span-2">
      <legend className="text-sm font-medium">{t('staffApp.quotations.pickCustomer')}</legend>
      {current && (
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="customer_id"
            value={current.id}
            defaultChecked={chosen === String(current.id)}
          />
          {current.name} · {current.email}
        </label>
      )}
      {found.map((customer) => (
        <label key={customer.id} className="flex items-center gap-2">
          <input
            type="radio"
            name="customer_id"
            value={customer.id}
            defaultChecked={chosen === String(customer.id)}
          />
          {customer.company || `${customer.first_name} ${customer.last_name}`} · {customer.email}
          <span className="text-xs text-ink-soft">{customer.store}</span>
        </label>
      ))}
      {data.q !== '' && found.length === 0 && !current && (
        <p className="text-sm">{t('staffApp.quotations.noCustomers')}</p>
      )}
      <FieldMessages id="customer_id-messages" messages={errors} />
    </fieldset>
  );
}
