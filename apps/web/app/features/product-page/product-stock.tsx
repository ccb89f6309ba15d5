import type { ProductDetail } from '@shop/api/contracts';
import { Icon } from '../../components/ui/icon.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

/** Stock (or the date it comes back) and the delivery promise worked out by the api. */
export function ProductStock({ product }: { product: ProductDetail }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { stock, delivery_promise: promise } = product;
  const inStock = product.made_to_measure || stock.available;
  let status = t('product.stock.available');
  if (product.made_to_measure) status = t('product.stock.madeToMeasure');
  else if (!stock.available)
    status = stock.availability_date
      ? t('product.stock.availableFrom', {
          date: new Date(`${stock.availability_date}T12:00:00Z`).toLocaleDateString(locale, {
            day: 'numeric',
            month: 'long',
          }),
        })
      : t('product.stock.unavailable');
  return (
    <div className="space-y-1.5 rounded-xl bg-brand-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-brand-800">
        <span
          aria-hidden="true"
          className={`size-2.5 rounded-full ${inStock ? 'bg-brand-500' : 'bg-accent-500'}`}
        />
        {status}
      </p>
      {promise && (
        <p className="flex items-start gap-2 text-ink" data-testid="delivery-promise">
          <Icon name="truck" className="size-5 shrink-0 text-brand-700" />
          {promise.text}
        </p>
      )}
    </div>
  );
}
