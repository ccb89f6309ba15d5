import { DataTable } from './data-table.tsx';
import { money } from '../lib/format.ts';
import type { StaffQuotation } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** The quotation as the api priced it: each line, then its catalogue total, savings, tax base and VAT. */
export function Totals({ quotation }: { quotation: StaffQuotation }) {
  const { t, locale } = useStaffLanguage();
  const { totals } = quotation;
  const rows: [string, number][] = [
    [t('staffApp.quotations.catalogueTotal'), totals.catalogue_total],
    [t('staffApp.quotations.savings'), -totals.saved],
    [t('staffApp.quotations.taxBase'), totals.subtotal],
    [t('staffApp.quotations.vat', { rate: String(Math.round(totals.vat_rate * 100)) }), totals.vat],
  ];
  return (
    <DataTable label={t('staffApp.quotations.lines')}>
      <thead>
        <tr>
          <th scope="col">{t('staffApp.quotations.product')}</th>
          <th scope="col">{t('staffApp.quotations.quantity')}</th>
          <th scope="col" className="hidden text-right md:table-cell">
            {t('staffApp.quotations.catalogueUnit')}
          </th>
          <th scope="col" className="text-right">
            {t('staffApp.quotations.quotedUnit')}
          </th>
          <th scope="col" className="text-right">
            {t('staffApp.quotations.lineTotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {quotation.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row" className="font-normal">
              {row.product_name}
              <span className="block text-xs text-ink-soft">{row.ref}</span>
            </th>
            <td className="tabular-nums">{row.quantity}</td>
            <td className="hidden text-right tabular-nums md:table-cell">
              {money(row.catalogue_unit_pvp, locale)}
            </td>
            <td className="text-right tabular-nums">{money(row.unit_pvp, locale)}</td>
            <td className="text-right tabular-nums">{money(row.total_pvp, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <td colSpan={4} className="text-right">
              {label}
            </td>
            <td className="text-right tabular-nums">{money(cents, locale)}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <td colSpan={4} className="text-right">
            {t('staffApp.quotations.total')}
          </td>
          <td className="text-right tabular-nums">{money(totals.total, locale)}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
