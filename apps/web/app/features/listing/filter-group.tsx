import type { CategoryFilter } from '@shop/api/contracts';
import { applyFilter, rangeFilterKeys } from '@shop/domain';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { ChoiceOptions, LinkOptions, ToggleOption } from './filter-options.tsx';
import { RangeFilter } from './range-filter.tsx';

function isApplied(filter: CategoryFilter): boolean {
  if (filter.range) return filter.range.selected_min !== null || filter.range.selected_max !== null;
  return filter.options.some((option) => option.selected);
}

/** The URL of this listing without the filter (both bounds of a range). */
function withoutFilter(search: string, filter: CategoryFilter): string {
  const keys =
    filter.filter_type === 'range' ? Object.values(rangeFilterKeys(filter.slug)) : [filter.slug];
  const params = keys.reduce(
    (next, key) => applyFilter(next, key, null),
    new URLSearchParams(search),
  );
  return `?${params.toString()}`;
}

function FilterBody({ filter }: { filter: CategoryFilter }) {
  switch (filter.filter_type) {
    case 'range':
      return filter.range ? <RangeFilter filter={filter} range={filter.range} /> : null;
    case 'toggle':
      return <ToggleOption filter={filter} />;
    case 'hiperlink':
      return <LinkOptions filter={filter} />;
    default:
      return <ChoiceOptions filter={filter} />;
  }
}

export function FilterGroup({ filter }: { filter: CategoryFilter }) {
  const t = useTranslate();
  const { search } = useLocation();
  return (
    <fieldset className="border-b border-line py-5 first:pt-0">
      <legend className="float-left mb-3 flex w-full items-center justify-between gap-2 font-semibold text-ink">
        {filter.name}
        {isApplied(filter) && (
          <Link
            to={withoutFilter(search, filter)}
            preventScrollReset
            className="text-sm font-normal text-brand-700 underline underline-offset-2"
          >
            {t('listing.filters.clear', { name: filter.name })}
          </Link>
        )}
      </legend>
      <div className="clear-both">
        <FilterBody filter={filter} />
      </div>
    </fieldset>
  );
}

export { isApplied as isFilterApplied };
