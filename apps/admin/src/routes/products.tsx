import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { SortableHeader } from '../components/sort-header.tsx';
import { dateTime } from '../lib/format.ts';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, ProductFormChoices, StaffProductRow } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ListHeading } from '../components/list-heading.tsx';

const pageSize = 25;
/** The api's default: recently changed first. */
const defaultOrdering = '-updated_at';
const listFilters = [
  'q',
  'category',
  'brand',
  'store',
  'published',
  'made_to_measure',
  'ordering',
  'page',
] as const;
/** Columns a phone leaves out; the product's own page has them. */
const wide = 'hidden md:table-cell';

interface ProductsData {
  search: URLSearchParams;
  products: Paged<StaffProductRow>;
  choices: ProductFormChoices;
}

export async function productsLoader({ request }: LoaderFunctionArgs): Promise<ProductsData> {
  const search = listSearch(request, listFilters);
  const query = listQuery(search, pageSize);
  const [products, choices] = await Promise.all([
    staffApiForPage<Paged<StaffProductRow>>(request, 'products/', { query }),
    staffApiForPage<ProductFormChoices>(request, 'products/choices/'),
  ]);
  return { search, products, choices };
}

/** Sorts the list by `column`, or turns it around when it already does. */
function SortLink({
  search,
  column,
  label,
  className,
}: {
  search: URLSearchParams;
  column: string;
  label: string;
  className?: string;
}) {
  const current = search.get('ordering') ?? defaultOrdering;
  const direction =
    current === column ? 'ascending' : current === `-${column}` ? 'descending' : 'none';
  const next = new URLSearchParams(search);
  next.set('ordering', direction === 'ascending' ? `-${column}` : column);
  next.delete('page');
  return (
    <SortableHeader
      direction={direction}
      to={`/products?${next}`}
      label={label}
      className={className}
    />
  );
}

export function ProductsPage() {
  const { search, products, choices } = useLoaderData<ProductsData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/products', search, products.count, pageSize);
  const yesNo = [
    { value: 'true', label: t('staffApp.products.yes') },
    { value: 'false', label: t('staffApp.products.no') },
  ];
  const editions = (row: StaffProductRow) =>
    (['ESSM', 'FRSM'] as const).filter((store) => row.published[store]).join(' · ') || '—';
  return (
    <div className="flex flex-col gap-4">
      <ListHeading
        title={t('staffApp.products.title')}
        action={{ to: '/products/new', label: t('staffApp.products.newProduct') }}
      />
      <FilterForm search={search} submitLabel={t('staffApp.products.filter')}>
        <TextField
          name="q"
          type="search"
          label={t('staffApp.products.search')}
          defaultValue={search.get('q') ?? ''}
        />
        <ChoiceField
          name="category"
          label={t('staffApp.products.category')}
          value={search.get('category') ?? undefined}
          anyLabel={t('staffApp.products.all')}
          options={choices.categories.map((choice) => ({ value: choice.id, label: choice.name }))}
        />
        <ChoiceField
          name="brand"
          label={t('staffApp.products.brand')}
          value={search.get('brand') ?? undefined}
          anyLabel={t('staffApp.products.all')}
          options={choices.brands.map((choice) => ({ value: choice.id, label: choice.name }))}
        />
        <StoreChoice
          search={search}
          label={t('staffApp.products.edition')}
          anyLabel={t('staffApp.products.all')}
        />
        <ChoiceField
          name="published"
          label={t('staffApp.products.published')}
          value={search.get('published') ?? undefined}
          anyLabel={t('staffApp.products.all')}
          options={yesNo}
        />
        <ChoiceField
          name="made_to_measure"
          label={t('staffApp.products.madeToMeasure')}
          value={search.get('made_to_measure') ?? undefined}
          anyLabel={t('staffApp.products.all')}
          options={yesNo}
        />
        {search.get('ordering') && (
          <input type="hidden" name="ordering" value={search.get('ordering') ?? ''} />
        )}
      </FilterForm>
      {products.results.length === 0 ? (
        <p>{t('staffApp.products.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.products.title')}>
          <thead>
            <tr>
              <SortLink search={search} column="ref" label={t('staffApp.products.ref')} />
              <SortLink search={search} column="name" label={t('staffApp.products.name')} />
              <th scope="col" className={wide}>
                {t('staffApp.products.brand')}
              </th>
              <th scope="col">{t('staffApp.products.published')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.products.madeToMeasure')}
              </th>
              <SortLink
                search={search}
                column="updated_at"
                label={t('staffApp.products.updated')}
              />
            </tr>
          </thead>
          <tbody>
            {products.results.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={`/products/${row.id}`} className="text-brand-700 underline">
                    {row.ref}
                  </Link>
                </th>
                <td>{row.name}</td>
                <td className={wide}>{row.brand ?? '—'}</td>
                <td>{editions(row)}</td>
                <td className={wide}>
                  {t(row.made_to_measure ? 'staffApp.products.yes' : 'staffApp.products.no')}
                </td>
                <td className={`${wide} text-sm whitespace-nowrap`}>
                  {dateTime(row.updated_at, locale)}
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
