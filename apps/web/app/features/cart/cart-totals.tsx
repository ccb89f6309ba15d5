import type { Cart } from '@shop/api/contracts';
import { formatMoney, vatPercent } from '@shop/domain';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

function Line({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-lg font-bold' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The cart's figures exactly as the api answered them: nothing is added up here. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const { prices, shipping } = cart;
  let shippingText = t('cartPage.totals.shippingPending');
  if (shipping.postal_code !== null)
    shippingText =
      prices.pvp_shipping === 0 ? t('cartPage.totals.shippingFree') : money(prices.pvp_shipping);
  return (
    <div>
      <dl className="space-y-2 text-sm">
        <Line
          label={t('cartPage.totals.subtotal')}
          value={money(prices.pvp)}
          testId="cart-subtotal"
        />
        {cart.customer_type === 'P' && cart.professional_discount > 0 && (
          <Line
            label={t('cartPage.totals.professionalDiscount')}
            value={money(cart.professional_discount)}
            testId="cart-professional-discount"
          />
        )}
        {prices.pvp_saved > 0 && (
          <Line
            label={t('cartPage.totals.discount')}
            value={`−${money(prices.pvp_saved)}`}
            testId="cart-discount"
          />
        )}
        <Line label={t('cartPage.totals.shipping')} value={shippingText} testId="cart-shipping" />
        {prices.paypal_commission > 0 && (
          <Line
            label={t('cartPage.totals.paypal')}
            value={money(prices.paypal_commission)}
            testId="cart-paypal"
          />
        )}
        <Line
          label={t('cartPage.totals.total')}
          value={money(prices.pvp_total)}
          testId="cart-total"
          strong
        />
      </dl>
      <p className="mt-0.5 text-right text-xs text-ink-soft">
        {t('cartPage.totals.vat', { rate: vatPercent(prices.vat_rate) })}
      </p>
    </div>
  );
}
