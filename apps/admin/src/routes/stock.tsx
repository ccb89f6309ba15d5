import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, StockFilters, StockLevel } from '../lib/staff-api-types.ts';
import { StockLevelBadge } from '../components/stock-level-badge.tsx';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 25;
const listFilters = ['q', 'brand', 'category', 'low', 'ordering', 'page'] as const;
/** Columns a phone leaves out; the product's own page has them. */
const wide = 'hidden md:table-cell';

/** The list sorted the other way round, from its first page. */
function reversed(search: URLSearchParams, descending: boolean): string {
  const next = new URLSearchParams(search);
  next.set('ordering', descending ? 'level' : '-level');
  next.delete('page');
  return `/stock?${next}`;
}

interface StockData {
  search: URLSearchParams;
  levels: Paged<StockLevel>;
  filters: StockFilters;
}

export async function stockLoader({ request }: LoaderFunctionArgs): Promise<StockData> {
  const search = listSearch(request, listFilters);
  const levels = await staffApiForPage<Paged<StockLevel>>(request, 'stock/', {
    query: listQuery(search, pageSize),
  });
  const filters = await staffApiForPage<StockFilters>(request, 'stock/filters/');
  return { search, levels, filters };
}

export function StockPage() {
  const { search, levels, filters } = useLoaderData<StockData>();
  const { t } = useStaffLanguage();
  const pages = listPages('/stock', search, levels.count, pageSize);
  const ordering = search.get('ordering') ?? 'level';
  const descending = ordering === '-level';
  const levelLabel = t('staffApp.stock.level');
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.stock.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.stock.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.stock.filter')}>
        <TextField
          name="q"
          type="search"
          label={t('staffApp.stock.search')}
          defaultValue={search.get('q') ?? ''}
        />
        <ChoiceField
          name="brand"
          label={t('staffApp.stock.brand')}
          value={search.get('brand') ?? undefined}
          anyLabel={t('staffApp.stock.any')}
          options={filters.brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        />
        <ChoiceField
          name="category"
          label={t('staffApp.stock.category')}
          value={search.get('category') ?? undefined}
          anyLabel={t('staffApp.stock.any')}
          options={filters.categories.map((category) => ({
            value: category.id,
            label: category.name,
          }))}
        />
        <label className="flex items-center gap-2 py-1 text-sm font-medium">
          <input
            type="checkbox"
            name="low"
            value="true"
            defaultChecked={search.get('low') === 'true'}
          />
          {t('staffApp.stock.lowOnly')}
        </label>
        <input type="hidden" name="ordering" value={ordering} />
      </FilterForm>
      {levels.results.length === 0 ? (
        <p>{t('staffApp.stock.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.stock.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.stock.ref')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.stock.name')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.stock.brand')}
              </th>
              <th
                scope="col"
                aria-sort={descending ? 'descending' : ordering === 'level' ? 'ascending' : 'none'}
                className="text-right"
              >
                <Link
                  to={reversed(search, descending)}
                  title={t('staffApp.stock.sortBy', { column: levelLabel })}
                  className="inline-flex items-center gap-1 whitespace-nowrap underline decoration-dotted"
                >
                  {levelLabel}
                  <span aria-hidden="true">{descending ? '▼' : '▲'}</span>
                </Link>
              </th>
              <th scope="col">{t('staffApp.stock.state')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.results.map((level) => (
              <tr key={level.product_id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={`/stock/${level.product_id}`} className="text-brand-700 underline">
                    {level.ref}
                  </Link>
                  {/* A phone has no product column: the name goes under the reference. */}
                  <span className="block text-xs font-normal whitespace-normal md:hidden">
                    {level.name}
                  </span>
                </th>
                <td className={wide}>
                  {level.name}
                  {!level.is_active && (
                    <span className="block text-xs text-ink-soft">
                      {t('staffApp.stock.inactive')}
                    </span>
                  )}
                </td>
                <td className={wide}>{level.brand ?? '—'}</td>
                <td className="text-right tabular-nums">{level.level}</td>
                <td className="text-sm whitespace-nowrap">
                  <StockLevelBadge level={level} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pages} />
    </div>
  );
}
