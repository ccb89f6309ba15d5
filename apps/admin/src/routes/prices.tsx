import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { Pager } from '../components/pager.tsx';
import { PriceFilterFields, priceFilterNames } from '../components/price-filter-fields.tsx';
import { money } from '../lib/format.ts';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, PricedProduct, PriceFilterOptions } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ListHeading } from '../components/list-heading.tsx';

const pageSize = 25;
const linkClass = 'text-brand-700 underline';
/** Columns a phone leaves out. */
const wide = 'hidden md:table-cell';

interface PricesData {
  search: URLSearchParams;
  options: PriceFilterOptions;
  products: Paged<PricedProduct>;
}

export async function pricesLoader({ request }: LoaderFunctionArgs): Promise<PricesData> {
  const search = listSearch(request, [...priceFilterNames, 'page']);
  const query = listQuery(search, pageSize);
  const [options, products] = await Promise.all([
    staffApiForPage<PriceFilterOptions>(request, 'prices/filter-options/'),
    staffApiForPage<Paged<PricedProduct>>(request, 'prices/products/', { query }),
  ]);
  return { search, options, products };
}

export function PricesPage() {
  const { search, options, products } = useLoaderData<PricesData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/prices', search, products.count, pageSize);
  const filterOnly = new URLSearchParams(search);
  filterOnly.delete('page');
  const price = (cents: number | null) => (cents === null ? '—' : money(cents, locale));
  return (
    <div className="flex flex-col gap-4">
      <ListHeading
        title={t('staffApp.prices.title')}
        action={{ to: `/prices/bulk?${filterOnly}`, label: t('staffApp.prices.bulkLink') }}
      />
      <FilterForm search={search} submitLabel={t('staffApp.prices.filter')}>
        <PriceFilterFields search={search} options={options} />
      </FilterForm>
      {products.results.length === 0 ? (
        <p>{t('staffApp.prices.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.prices.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.prices.product')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.prices.brand')}
              </th>
              <th scope="col">ESSM</th>
              <th scope="col">FRSM</th>
            </tr>
          </thead>
          <tbody>
            {products.results.map((product) => (
              <tr key={product.id} className="align-top">
                <th scope="row" className="font-normal">
                  <Link to={`/prices/${product.id}`} className={linkClass}>
                    {product.ref}
                  </Link>
                  <span className="block text-xs text-ink-soft">{product.name}</span>
                </th>
                <td className={wide}>{product.brand ?? '—'}</td>
                <td className="whitespace-nowrap tabular-nums">{price(product.client_pvp.ESSM)}</td>
                <td className="whitespace-nowrap tabular-nums">{price(product.client_pvp.FRSM)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pages} />
    </div>
  );
}
