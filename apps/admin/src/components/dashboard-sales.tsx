import type { StoreCode } from '@shop/domain';
import { lazy, Suspense, useCallback, useId } from 'react';
import { dailySalesLines, dailySalesTotals } from '../lib/daily-sales.ts';
import { day, money } from '../lib/format.ts';
import type { Dashboard } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { DataTable } from './data-table.tsx';

// Loaded only when the dashboard shows it: the chart library stays out of the app's bundle.
const DailySalesChart = lazy(() => import('./daily-sales-chart.tsx'));

/**
 * Each edition's daily sales of the last 30 days: a bar chart, a text alternative summing it
 * up, and the same figures in a table staff (and screen readers) can open.
 */
export function DailySalesSection({ series }: { series: Dashboard['daily_sales'] }) {
  const { t, locale } = useStaffLanguage();
  const summaryId = useId();
  const editionName = useCallback((store: StoreCode) => t(`staffApp.stores.${store}`), [t]);
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">{t('staffApp.dashboard.dailySales')}</h2>
      <ul id={summaryId} className="text-sm text-ink-soft">
        {dailySalesTotals(series).map((edition) => (
          <li key={edition.store}>
            {t('staffApp.dashboard.chartSummary', {
              store: editionName(edition.store),
              total: money(edition.total, locale),
              orders: edition.orders,
            })}
          </li>
        ))}
      </ul>
      <figure aria-describedby={summaryId} className="rounded border border-line bg-white p-3">
        <Suspense
          fallback={
            <p className="flex h-64 items-center justify-center text-sm text-ink-soft md:h-80">
              {t('staffApp.dashboard.chartLoading')}
            </p>
          }
        >
          <DailySalesChart
            series={series}
            locale={locale}
            label={t('staffApp.dashboard.chartLabel')}
            editionName={editionName}
          />
        </Suspense>
      </figure>
      <details>
        <summary className="cursor-pointer text-sm text-brand-700 underline">
          {t('staffApp.dashboard.showData')}
        </summary>
        <div className="mt-2">
          <DataTable label={t('staffApp.dashboard.dailySales')}>
            <thead>
              <tr>
                <th scope="col">{t('staffApp.dashboard.day')}</th>
                {series.map(({ store }) => [
                  <th key={`${store}-orders`} scope="col" className="text-right">
                    {t('staffApp.dashboard.ordersOf', { store: editionName(store) })}
                  </th>,
                  <th key={`${store}-sales`} scope="col" className="text-right">
                    {t('staffApp.dashboard.salesOf', { store: editionName(store) })}
                  </th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {dailySalesLines(series).map((line) => (
                <tr key={line.day}>
                  <th scope="row">{day(line.day, locale)}</th>
                  {line.editions.map((edition) => [
                    <td key={`${edition.store}-orders`} className="text-right tabular-nums">
                      {edition.orders}
                    </td>,
                    <td key={`${edition.store}-sales`} className="text-right tabular-nums">
                      {money(edition.total, locale)}
                    </td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      </details>
    </section>
  );
}

/** Each edition's ten products that brought most money in the last 30 days. */
export function TopProductsSection({ editions }: { editions: Dashboard['top_products'] }) {
  const { t, locale } = useStaffLanguage();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">{t('staffApp.dashboard.topProducts')}</h2>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {editions.map(({ store, products }) => {
          const caption = `${t('staffApp.dashboard.topProducts')} · ${t(`staffApp.stores.${store}`)}`;
          return (
            <div key={store} className="flex min-w-0 flex-col gap-1">
              <h3 className="text-sm font-semibold">{t(`staffApp.stores.${store}`)}</h3>
              {products.length === 0 ? (
                <p className="text-sm">{t('staffApp.dashboard.noTopProducts')}</p>
              ) : (
                <DataTable label={caption}>
                  <thead>
                    <tr>
                      <th scope="col">{t('staffApp.dashboard.product')}</th>
                      <th scope="col" className="text-right">
                        {t('staffApp.dashboard.units')}
                      </th>
                      <th scope="col" className="text-right">
                        {t('staffApp.dashboard.revenue')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {products.map((product) => (
                      <tr key={product.ref}>
                        {/* The reference under the name: one column that wraps on a phone. */}
                        <th scope="row">
                          {product.name}
                          <span className="block text-xs font-normal text-ink-soft">
                            {product.ref}
                          </span>
                        </th>
                        <td className="text-right tabular-nums">{product.units}</td>
                        <td className="text-right tabular-nums">
                          {money(product.revenue, locale)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
