import type { Cart, CartRowDisplay } from '@shop/api/contracts';
import { formatMoney, vatPercent } from '@shop/domain';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { CouponForm } from '../cart/coupon-form.tsx';

/** The rows and the api's figures: what will be charged, never a sum made in the browser. */
export function OrderSummary({
  cart,
  rows,
  editable,
}: {
  cart: Cart;
  rows: CartRowDisplay[];
  editable: boolean;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const { prices } = cart;
  const shippingKnown = cart.shipping.postal_code !== null && !cart.shipping.refused;
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="order-summary-title" className="text-lg font-bold">
          {t('checkout.summary.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('checkout.summary.items', { count: cart.size })}</p>
      </div>
      <ul className="mt-4 divide-y divide-line">
        {rows.map((row) => (
          <SummaryRow key={row.id} row={row} money={money} />
        ))}
      </ul>
      <dl aria-live="polite" className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <Line label={t('checkout.summary.subtotal')} value={money(prices.pvp)} />
        {prices.pvp_saved > 0 && (
          <Line
            label={t('checkout.summary.discount', { code: cart.coupon?.code ?? '' })}
            value={`−${money(prices.pvp_saved)}`}
            tone="saving"
          />
        )}
        <Line
          label={t('checkout.summary.shipping')}
          value={
            prices.pvp_shipping > 0
              ? money(prices.pvp_shipping)
              : shippingKnown
                ? t('checkout.summary.shippingFree')
                : t('checkout.summary.shippingPending')
          }
        />
        {prices.paypal_commission > 0 && (
          <Line
            label={t('checkout.summary.paypalCommission')}
            value={money(prices.paypal_commission)}
            testId="summary-paypal-commission"
          />
        )}
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
          <dt className="text-base font-bold">{t('checkout.summary.total')}</dt>
          <dd className="text-right">
            <span data-testid="summary-total" className="text-xl font-extrabold text-ink">
              {money(prices.pvp_total)}
            </span>
            <span className="block text-xs text-ink-soft">
              {t('checkout.summary.vatIncluded', { rate: vatPercent(prices.vat_rate) })}
            </span>
          </dd>
        </div>
      </dl>
      {editable && (
        // The welcome e-mail sends customers here with their code: it can be typed at the
        // checkout too, not only in the cart.
        <div className="mt-4 border-t border-line pt-4">
          <CouponForm cart={cart} />
        </div>
      )}
      {editable && (
        <ShopLink
          to="/cart"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('checkout.summary.editCart')}
        </ShopLink>
      )}
    </section>
  );
}

function Line({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  tone?: 'saving';
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd
        data-testid={testId}
        className={`font-semibold ${tone === 'saving' ? 'text-brand-700' : 'text-ink'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function SummaryRow({ row, money }: { row: CartRowDisplay; money: (cents: number) => string }) {
  const t = useTranslate();
  const product = row.product;
  const name = product?.name ?? row.final_ref;
  return (
    <li className="flex gap-3 py-3">
      <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-surface ring-1 ring-line">
        {product?.image_public_id && (
          <CatalogImage
            publicId={product.image_public_id}
            alt=""
            width={160}
            height={160}
            widths={[160]}
            sizes="64px"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold leading-snug">
          {row.kind === 'installation' ? t('checkout.summary.installation') : name}
        </p>
        <p className="mt-0.5 text-xs text-ink-soft">
          {t('checkout.summary.quantity', { count: row.quantity })}
          {row.final_ref && <> · {t('checkout.summary.ref', { ref: row.final_ref })}</>}
        </p>
        {row.installation && (
          <p className="mt-0.5 text-xs text-ink-soft">
            {t('checkout.summary.installation')}: {money(row.facility_pvp)}
          </p>
        )}
        {row.delivery_promise && (
          <p className="mt-1 text-xs font-medium text-brand-700">{row.delivery_promise.text}</p>
        )}
      </div>
      <p className="shrink-0 text-sm font-semibold">{money(row.total_pvp)}</p>
    </li>
  );
}
