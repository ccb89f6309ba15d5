import type { CartRowDisplay } from '@shop/api/contracts';
import { formatMoney } from '@shop/domain';
import { useFetchers } from 'react-router';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { RemoveRowButton } from './remove-row-button.tsx';
import { RowQuantity } from './row-quantity.tsx';
import { SummaryList } from './summary-list.tsx';

/** True while this row's removal is on its way, so the row fades at once. */
function useRemoving(rowId: number): boolean {
  return useFetchers().some(
    (fetcher) =>
      fetcher.formData?.get('intent') === 'remove' && fetcher.formData.get('row') === String(rowId),
  );
}

/**
 * One cart row: what it is (image, name, ref, the configuration in words), when it arrives,
 * its installation reservation, its quantity and its price, all as the api worked them out.
 * `compact` is the side panel's version.
 */
export function CartRowItem({ row, compact = false }: { row: CartRowDisplay; compact?: boolean }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const removing = useRemoving(row.id);
  const money = (cents: number) => formatMoney(cents, locale);
  const product = row.product;
  const name = product?.name ?? row.final_ref;
  const unit = row.unit_pvp + row.complements_pvp;
  // A phone and the side panel give the details the whole width under the image and name.
  const layout = compact
    ? { row: 'grid-cols-[5rem_minmax(0,1fr)] gap-x-3', image: 'size-20', details: 'col-span-2' }
    : {
        row: 'grid-cols-[5rem_minmax(0,1fr)] gap-x-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-x-5',
        image: 'size-20 sm:row-span-2 sm:size-32',
        details: 'col-span-2 sm:col-span-1 sm:col-start-2',
      };
  return (
    <li
      className={`grid gap-y-3 py-4 transition-opacity ${layout.row} ${removing ? 'opacity-40' : ''}`}
      data-testid="cart-row"
      data-row-id={row.id}
    >
      <div className={`${layout.image} overflow-hidden rounded-xl bg-white ring-1 ring-line`}>
        {product?.image_public_id ? (
          <CatalogImage
            publicId={product.image_public_id}
            alt=""
            width={160}
            height={160}
            widths={[160, 320]}
            sizes={compact ? '80px' : '128px'}
            className="size-full object-contain"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          {product?.brand && !compact && (
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
              {product.brand.name}
            </p>
          )}
          <h3 className={`font-semibold leading-snug ${compact ? 'text-sm' : 'text-base'}`}>
            {product ? (
              <ShopLink to={product.url} className="hover:text-brand-700 hover:underline">
                {name}
              </ShopLink>
            ) : (
              name
            )}
          </h3>
          <p className="text-xs break-all text-ink-soft">
            {t('cartPage.row.ref', { ref: row.final_ref })}
          </p>
          {!product && (
            <p className="text-sm font-medium text-accent-700">{t('cartPage.row.unavailable')}</p>
          )}
        </div>
        <p className="shrink-0 text-right">
          <span className="sr-only">{t('cartPage.row.total')}: </span>
          <span className="font-bold" data-testid="row-total">
            {money(row.total_pvp)}
          </span>
          {row.quantity > 1 && (
            <span className="block text-xs text-ink-soft">
              {t('cartPage.row.unitPrice', { price: money(unit) })}
            </span>
          )}
        </p>
      </div>
      <div className={`min-w-0 space-y-2 ${layout.details}`}>
        {product?.made_to_measure && (
          <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {t('cartPage.row.madeToMeasure')}
          </span>
        )}
        <SummaryList pairs={row.configuration_summary} compact={compact} />
        {row.installation && (
          <div className="rounded-xl bg-brand-50 p-3 text-sm" data-testid="row-installation">
            <p className="flex justify-between gap-3 font-semibold text-brand-900">
              <span>{t('cartPage.row.installation')}</span>
              <span>{money(row.facility_pvp)}</span>
            </p>
            {!compact && (
              <>
                <div className="mt-1.5">
                  <SummaryList pairs={row.installation_summary} compact={false} />
                </div>
                <p className="mt-1.5 text-xs text-ink-soft">
                  {t('cartPage.row.installationPaid', { price: money(row.facility_pvp) })}
                </p>
              </>
            )}
          </div>
        )}
        {row.delivery_promise && !compact && (
          <p className="flex items-start gap-2 text-sm text-ink" data-testid="row-delivery">
            <Icon name="truck" className="size-5 shrink-0 text-brand-700" />
            <span>
              <span className="sr-only">{t('cartPage.row.delivery')}: </span>
              {row.delivery_promise.text}
            </span>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <RowQuantity rowId={row.id} quantity={row.quantity} name={name} compact={compact} />
          <RemoveRowButton rowId={row.id} name={name} />
        </div>
      </div>
    </li>
  );
}
