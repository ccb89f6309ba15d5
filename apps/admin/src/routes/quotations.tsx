import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { dateTime, day, money } from '../lib/format.ts';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, StaffQuotation } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ListHeading } from '../components/list-heading.tsx';

const pageSize = 25;
/** `customer` comes from a customer's page link; the api answers a bad value with a 400. */
const listFilters = ['store', 'status', 'customer', 'page'] as const;
/** Columns a phone leaves out; the quotation's own page has them. */
const wide = 'hidden md:table-cell';

interface QuotationsData {
  search: URLSearchParams;
  quotations: Paged<StaffQuotation>;
}

export async function quotationsLoader({ request }: LoaderFunctionArgs): Promise<QuotationsData> {
  const search = listSearch(request, listFilters);
  const quotations = await staffApiForPage<Paged<StaffQuotation>>(request, 'quotations/', {
    query: listQuery(search, pageSize),
  });
  return { search, quotations };
}

export function QuotationsPage() {
  const { search, quotations } = useLoaderData<QuotationsData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/quotations', search, quotations.count, pageSize);
  return (
    <div className="flex flex-col gap-4">
      <ListHeading
        title={t('staffApp.quotations.title')}
        action={{ to: '/quotations/new', label: t('staffApp.quotations.newQuotation') }}
      />
      <FilterForm search={search} submitLabel={t('staffApp.quotations.filter')}>
        <StoreChoice
          search={search}
          label={t('staffApp.quotations.store')}
          anyLabel={t('staffApp.quotations.all')}
        />
        <ChoiceField
          name="status"
          label={t('staffApp.quotations.status')}
          value={search.get('status') ?? undefined}
          anyLabel={t('staffApp.quotations.all')}
          options={[
            { value: 'draft', label: t('staffApp.quotations.statuses.draft') },
            { value: 'sent', label: t('staffApp.quotations.statuses.sent') },
          ]}
        />
      </FilterForm>
      {quotations.results.length === 0 ? (
        <p>{t('staffApp.quotations.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.quotations.title')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('staffApp.quotations.customer')}</th>
              <th scope="col">{t('staffApp.quotations.status')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.quotations.validUntil')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.quotations.created')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.quotations.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quotations.results.map((quotation) => (
              <tr key={quotation.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={`/quotations/${quotation.id}`} className="text-brand-700 underline">
                    {quotation.order?.number ?? `#${quotation.id}`}
                  </Link>
                  <span className="block text-xs text-ink-soft">{quotation.store}</span>
                </th>
                <td>
                  {quotation.customer.name}
                  <span className="block text-xs break-all text-ink-soft">
                    {quotation.customer.email}
                  </span>
                </td>
                <td>{t(`staffApp.quotations.statuses.${quotation.status}`)}</td>
                <td className={`${wide} whitespace-nowrap`}>
                  {day(quotation.valid_until, locale)}
                </td>
                <td className={`${wide} whitespace-nowrap`}>
                  {dateTime(quotation.created_at, locale)}
                </td>
                <td className="text-right whitespace-nowrap tabular-nums">
                  {money(quotation.totals.total, locale)}
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
