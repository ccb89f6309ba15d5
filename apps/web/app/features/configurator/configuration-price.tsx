import type { PriceConfigurationResponse } from '@shop/api/contracts';
import { formatMoney, type ConfigurationPrice } from '@shop/domain';
import { useEffect } from 'react';
import { useEditionVatPercent, useLocale, useTranslate } from '../../lib/use-storefront.ts';

/**
 * The live price: the browser's preview at once, replaced by the server's figure as soon as it
 * answers. The server's price is the one that counts; a disagreement is logged for us to fix.
 */
export function ConfigurationPriceTag({
  preview,
  confirmed,
  checking,
}: {
  preview: ConfigurationPrice | null;
  confirmed: PriceConfigurationResponse | null;
  checking: boolean;
}) {
  const t = useTranslate();
  const vatPercent = useEditionVatPercent();
  const { locale } = useLocale();
  const server = confirmed?.prices ?? null;
  const serverTotal = server?.total;
  const previewTotal = preview?.total;
  useEffect(() => {
    if (serverTotal !== undefined && previewTotal !== undefined && serverTotal !== previewTotal)
      console.warn(`configuration price: browser ${previewTotal}, server ${serverTotal}`);
  }, [serverTotal, previewTotal]);
  const shown = server ?? preview;
  if (!shown) return null;
  return (
    <div aria-live="polite" className="flex items-center justify-between gap-3">
      <div>
        <p className="text-sm text-ink-soft">{t('product.configurator.price.total')}</p>
        {shown.quantity > 1 && (
          <p className="text-xs text-ink-soft">
            {t('product.configurator.price.unit', { price: formatMoney(shown.unit.total, locale) })}
          </p>
        )}
      </div>
      <p className="text-right">
        <span
          className="block text-2xl font-bold tracking-tight"
          data-testid="configuration-price"
          data-confirmed={server ? 'true' : 'false'}
        >
          {formatMoney(shown.total, locale)}
        </span>
        <span className="text-xs text-ink-soft">
          {checking
            ? t('product.configurator.price.checking')
            : t('product.price.vat', { rate: vatPercent })}
        </span>
      </p>
    </div>
  );
}
