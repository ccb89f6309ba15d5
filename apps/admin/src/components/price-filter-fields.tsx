import type { PriceFilterOptions } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ChoiceField, TextField } from './form-fields.tsx';

/** The query parameters of a price filter, as the api's prices calls name them. */
export const priceFilterNames = [
  'category_id',
  'brand_id',
  'store',
  'made_to_measure',
  'q',
] as const;

/** The filter of the prices list and of the bulk price change: one set of fields for both. */
export function PriceFilterFields({
  search,
  options,
}: {
  search: URLSearchParams;
  options: PriceFilterOptions;
}) {
  const { t } = useStaffLanguage();
  const any = t('staffApp.prices.all');
  return (
    <>
      <ChoiceField
        name="category_id"
        label={t('staffApp.prices.category')}
        value={search.get('category_id') ?? undefined}
        anyLabel={any}
        options={options.categories.map((category) => ({
          value: category.id,
          label: category.name,
        }))}
      />
      <ChoiceField
        name="brand_id"
        label={t('staffApp.prices.brand')}
        value={search.get('brand_id') ?? undefined}
        anyLabel={any}
        options={options.brands.map((brand) => ({ value: brand.id, label: brand.name }))}
      />
      <ChoiceField
        name="store"
        label={t('staffApp.prices.store')}
        value={search.get('store') ?? undefined}
        anyLabel={any}
        options={[
          { value: 'ESSM', label: t('staffApp.stores.ESSM') },
          { value: 'FRSM', label: t('staffApp.stores.FRSM') },
        ]}
      />
      <ChoiceField
        name="made_to_measure"
        label={t('staffApp.prices.madeToMeasure')}
        value={search.get('made_to_measure') ?? undefined}
        anyLabel={any}
        options={[
          { value: 'true', label: t('staffApp.prices.yes') },
          { value: 'false', label: t('staffApp.prices.no') },
        ]}
      />
      <TextField
        name="q"
        type="search"
        label={t('staffApp.prices.search')}
        defaultValue={search.get('q') ?? ''}
        maxLength={80}
      />
    </>
  );
}
