import { formatMoney } from '@shop/domain';
import { useEditionVatPercent, useLocale, useTranslate } from '../../lib/use-storefront.ts';

/**
 * The customer type's price with the offer's old price crossed out beside it; `from` when
 * other options cost more than this lowest price.
 */
export function ProductPrice({
  pvp,
  previous,
  from,
}: {
  pvp: number;
  previous: number | null;
  from: boolean;
}) {
  const t = useTranslate();
  const vatPercent = useEditionVatPercent();
  const { locale } = useLocale();
  const offer = previous !== null && previous > pvp;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        {from && <span className="text-base text-ink-soft">{t('product.price.from')}</span>}
        <span className="text-3xl font-bold tracking-tight text-ink" data-testid="product-price">
          {formatMoney(pvp, locale)}
        </span>
        {offer && (
          <>
            <span className="sr-only">
              {t('product.price.previous', { price: formatMoney(previous, locale) })}
            </span>
            <del aria-hidden="true" className="text-lg text-ink-soft">
              {formatMoney(previous, locale)}
            </del>
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-sm font-semibold text-accent-700">
              {t('product.price.saving', { amount: formatMoney(previous - pvp, locale) })}
            </span>
          </>
        )}
      </p>
      <p className="text-sm text-ink-soft">{t('product.price.vat', { rate: vatPercent })}</p>
    </div>
  );
}
