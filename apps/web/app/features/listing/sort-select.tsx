import type { Ordering } from '@shop/api/contracts';
import { useId } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { listingFormId, useListingForm } from './use-listing-form.ts';

/** Ordering of the listing (default best_seller), part of the filters' GET form. */
export function SortSelect({ ordering }: { ordering: Ordering }) {
  const t = useTranslate();
  const id = useId();
  const apply = useListingForm();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="sr-only whitespace-nowrap text-sm text-ink-soft sm:not-sr-only"
      >
        {t('listing.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        form={listingFormId}
        key={ordering.selected}
        defaultValue={ordering.selected}
        onChange={(event) => apply(event.currentTarget.form)}
        className="h-11 rounded-lg border border-line bg-white pl-3 pr-8 text-sm font-medium text-ink focus:border-brand-600"
      >
        {ordering.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={listingFormId}
          className="h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white"
        >
          {t('listing.sort.apply')}
        </button>
      </noscript>
    </div>
  );
}
