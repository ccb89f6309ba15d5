import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { dateTime, money } from '../lib/format.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { CouponUsage, Paged, StaffCoupon } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ListHeading } from '../components/list-heading.tsx';

const pageSize = 25;
const listFilters = ['store', 'active', 'q', 'page'] as const;
/** Columns a phone leaves out; the coupon's own page has them. */
const wide = 'hidden md:table-cell';

interface CouponsData {
  search: URLSearchParams;
  coupons: Paged<StaffCoupon>;
}

export async function couponsLoader({ request }: LoaderFunctionArgs): Promise<CouponsData> {
  const search = listSearch(request, listFilters);
  const coupons = await staffApiForPage<Paged<StaffCoupon>>(request, 'coupons/', {
    query: listQuery(search, pageSize),
  });
  return { search, coupons };
}

function discountOf(coupon: StaffCoupon, locale: 'es' | 'fr'): string {
  return coupon.discount_type === 'percent' ? `${coupon.percent} %` : money(coupon.amount, locale);
}

export function CouponsPage() {
  const { search, coupons } = useLoaderData<CouponsData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/coupons', search, coupons.count, pageSize);
  return (
    <div className="flex flex-col gap-4">
      <ListHeading
        title={t('staffApp.coupons.title')}
        action={{ to: '/coupons/new', label: t('staffApp.coupons.newCoupon') }}
      />
      <FilterForm search={search} submitLabel={t('staffApp.coupons.filter')}>
        <StoreChoice
          search={search}
          label={t('staffApp.coupons.store')}
          anyLabel={t('staffApp.coupons.all')}
        />
        <ChoiceField
          name="active"
          label={t('staffApp.coupons.state')}
          value={search.get('active') ?? undefined}
          anyLabel={t('staffApp.coupons.all')}
          options={[
            { value: 'true', label: t('staffApp.coupons.active') },
            { value: 'false', label: t('staffApp.coupons.inactive') },
          ]}
        />
        <TextField
          name="q"
          type="search"
          label={t('staffApp.coupons.search')}
          defaultValue={search.get('q') ?? ''}
        />
      </FilterForm>
      {coupons.results.length === 0 ? (
        <p>{t('staffApp.coupons.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.coupons.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.coupons.code')}</th>
              <th scope="col">{t('staffApp.coupons.discount')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.coupons.validity')}
              </th>
              <th scope="col">{t('staffApp.coupons.used')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.coupons.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.results.map((coupon) => (
              <tr key={coupon.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={`/coupons/${coupon.id}`} className="text-brand-700 underline">
                    {coupon.code}
                  </Link>
                  <span className="block text-xs text-ink-soft">{coupon.store}</span>
                </th>
                <td className="whitespace-nowrap">{discountOf(coupon, locale)}</td>
                <td className={`${wide} text-sm`}>
                  {coupon.starts_at ? dateTime(coupon.starts_at, locale) : '—'} →{' '}
                  {coupon.ends_at ? dateTime(coupon.ends_at, locale) : '—'}
                </td>
                <td className="tabular-nums">
                  <Link to={`/coupons/${coupon.id}/usage`} className="text-brand-700 underline">
                    {coupon.times_redeemed}
                    {coupon.max_redemptions === null ? '' : ` / ${coupon.max_redemptions}`}
                  </Link>
                </td>
                <td className={wide}>
                  {t(coupon.is_active ? 'staffApp.coupons.active' : 'staffApp.coupons.inactive')}
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

export function couponUsageLoader({ request, params }: LoaderFunctionArgs): Promise<CouponUsage> {
  return staffApiForPage<CouponUsage>(request, `coupons/${params.couponId}/usage/`);
}

export function CouponUsagePage() {
  const { coupon, redemptions, totals } = useLoaderData<CouponUsage>();
  const { t, locale } = useStaffLanguage();
  const title = t('staffApp.coupons.usageTitle', { code: coupon.code });
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to={`/coupons/${coupon.id}`} className="text-brand-700 underline">
        {t('staffApp.coupons.editTitle', { code: coupon.code })}
      </Link>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="font-medium">
        {t('staffApp.coupons.totals', {
          count: totals.count,
          discount: money(totals.discount, locale),
        })}
      </p>
      {redemptions.length === 0 ? (
        <p>{t('staffApp.coupons.noUsage')}</p>
      ) : (
        <DataTable label={title}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.coupons.order')}</th>
              <th scope="col">{t('staffApp.coupons.email')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.coupons.date')}
              </th>
              <th scope="col">{t('staffApp.coupons.discount')}</th>
            </tr>
          </thead>
          <tbody>
            {redemptions.map((row) => (
              <tr key={row.order_id}>
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={`/orders/${row.order_id}`} className="text-brand-700 underline">
                    {row.order_number}
                  </Link>
                </th>
                <td className="break-all">{row.email}</td>
                <td className={`${wide} whitespace-nowrap`}>{dateTime(row.date, locale)}</td>
                <td className="whitespace-nowrap tabular-nums">{money(row.discount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
