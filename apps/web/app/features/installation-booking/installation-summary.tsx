import type { InstallationQuoteData } from '@shop/api/contracts';
import { formatMoney } from '@shop/domain';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

/** What is paid now (the installation reservation line) and what the installer is paid later. */
export function InstallationSummary({ quote }: { quote: InstallationQuoteData }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const rows: [string, string][] = [
    [t('product.installation.summary.city'), quote.city.name],
    [
      t('product.installation.summary.distance'),
      t(
        quote.distance === 500
          ? 'product.installation.distance.d500'
          : 'product.installation.distance.d520',
      ),
    ],
    [t('product.installation.summary.reservation'), money(quote.facility)],
  ];
  if (quote.disassembly > 0)
    rows.push([t('product.installation.summary.disassembly'), money(quote.disassembly)]);
  if (quote.pre_measurement > 0)
    rows.push([t('product.installation.summary.preMeasurement'), money(quote.pre_measurement)]);
  return (
    <div data-testid="installation-summary">
      <h4 className="font-semibold">{t('product.installation.summary.title')}</h4>
      <dl className="mt-2 divide-y divide-line rounded-xl bg-white text-sm ring-1 ring-line">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 px-3 py-2">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 px-3 py-2 font-bold">
          <dt>{t('product.installation.summary.payNow')}</dt>
          <dd data-testid="installation-total">{money(quote.total)}</dd>
        </div>
        <div className="flex justify-between gap-3 px-3 py-2">
          <dt className="text-ink-soft">{t('product.installation.summary.installer')}</dt>
          <dd className="font-medium">
            {quote.installer_payment === null
              ? t('product.installation.summary.onRequest')
              : money(quote.installer_payment)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
