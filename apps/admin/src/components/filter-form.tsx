import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ChoiceField } from './form-fields.tsx';

/**
 * A list screen's filter bar: a GET form, so the filters become the page's address. It is keyed
 * by that address, so going back to an earlier filter shows its values again.
 */
export function FilterForm({
  search,
  submitLabel,
  children,
}: {
  search: URLSearchParams;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <search>
      <Form key={search.toString()} className="flex flex-wrap items-end gap-3">
        {children}
        <button type="submit" className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white">
          {submitLabel}
        </button>
      </Form>
    </search>
  );
}

/** The edition filter every list shares. */
export function StoreChoice({
  search,
  label,
  anyLabel,
}: {
  search: URLSearchParams;
  label: string;
  anyLabel: string;
}) {
  const { t } = useStaffLanguage();
  return (
    <ChoiceField
      name="store"
      label={label}
      value={search.get('store') ?? undefined}
      anyLabel={anyLabel}
      options={[
        { value: 'ESSM', label: t('staffApp.stores.ESSM') },
        { value: 'FRSM', label: t('staffApp.stores.FRSM') },
      ]}
    />
  );
}
