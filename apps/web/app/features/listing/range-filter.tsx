import type { CategoryFilter } from '@shop/api/contracts';
import { centsToEuros, rangeFilterKeys } from '@shop/domain';
import { useId } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { priceFilterSlug } from './listing-query.ts';

type Range = NonNullable<CategoryFilter['range']>;

/** From/to inputs; prices are typed in euros (the api counts cents), widths in cm. */
export function RangeFilter({ filter, range }: { filter: CategoryFilter; range: Range }) {
  const t = useTranslate();
  const id = useId();
  const keys = rangeFilterKeys(filter.slug);
  const isPrice = filter.slug === priceFilterSlug;
  const shown = (value: number | null) =>
    value === null ? undefined : isPrice ? Math.floor(centsToEuros(value)) : value;
  const bounds = [
    { key: keys.min, label: t('listing.filters.from'), value: range.selected_min, hint: range.min },
    { key: keys.max, label: t('listing.filters.to'), value: range.selected_max, hint: range.max },
  ];
  return (
    <div className="grid grid-cols-2 gap-3">
      {bounds.map((bound) => (
        <div key={bound.key}>
          <label htmlFor={`${id}-${bound.key}`} className="mb-1 block text-sm text-ink-soft">
            {bound.label}
            <span className="sr-only"> {filter.name}</span>
          </label>
          <div className="flex h-11 items-center rounded-lg border border-line bg-white px-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
            <input
              id={`${id}-${bound.key}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              name={bound.key}
              defaultValue={shown(bound.value)}
              placeholder={String(shown(bound.hint) ?? '')}
              className="w-full min-w-0 bg-transparent text-base text-ink placeholder:text-ink-soft/70 focus:outline-none"
            />
            {isPrice && (
              <span aria-hidden="true" className="text-ink-soft">
                €
              </span>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
