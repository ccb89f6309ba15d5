import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DailySalesSection, TopProductsSection } from '../components/dashboard-sales.tsx';
import { DataTable } from '../components/data-table.tsx';
import { money } from '../lib/format.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { Dashboard } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

export function dashboardLoader({ request }: LoaderFunctionArgs): Promise<Dashboard> {
  return staffApiForPage<Dashboard>(request, 'dashboard/');
}

export function DashboardPage() {
  const dashboard = useLoaderData<Dashboard>();
  const { t, locale } = useStaffLanguage();
  return (
    <div className="flex flex-col gap-6">
      <title>{`${t('staffApp.dashboard.title')} · ${t('staffApp.appName')}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{t('staffApp.dashboard.title')}</h1>
        <p className="text-sm text-ink-soft">{t('staffApp.dashboard.freshness')}</p>
      </div>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('staffApp.dashboard.sales')}</h2>
        <DataTable label={t('staffApp.dashboard.sales')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.dashboard.edition')}</th>
              <th scope="col" className="text-right">
                {t('staffApp.dashboard.salesToday')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.dashboard.sales7d')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.dashboard.sales30d')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.dashboard.ordersToday')}
              </th>
            </tr>
          </thead>
          <tbody>
            {dashboard.editions.map((edition) => (
              <tr key={edition.store}>
                <th scope="row">{t(`staffApp.stores.${edition.store}`)}</th>
                <td className="text-right tabular-nums">{money(edition.sales_today, locale)}</td>
                <td className="text-right tabular-nums">{money(edition.sales_7d, locale)}</td>
                <td className="text-right tabular-nums">{money(edition.sales_30d, locale)}</td>
                <td className="text-right tabular-nums">{edition.orders_today}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('staffApp.dashboard.waiting')}</h2>
        {dashboard.waiting_by_status.length === 0 ? (
          <p>{t('staffApp.dashboard.noneWaiting')}</p>
        ) : (
          <DataTable label={t('staffApp.dashboard.waiting')}>
            <thead>
              <tr>
                <th scope="col">{t('staffApp.dashboard.status')}</th>
                <th scope="col" className="text-right">
                  {t('staffApp.dashboard.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {dashboard.waiting_by_status.map((waiting) => (
                <tr key={waiting.status}>
                  <th scope="row">
                    <Link
                      to={`/orders?status=${waiting.status}`}
                      className="text-brand-700 underline"
                    >
                      {waiting.status} · {waiting.status_name}
                    </Link>
                  </th>
                  <td className="text-right tabular-nums">{waiting.count}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </section>
      <DailySalesSection series={dashboard.daily_sales} />
      <TopProductsSection editions={dashboard.top_products} />
    </div>
  );
}
