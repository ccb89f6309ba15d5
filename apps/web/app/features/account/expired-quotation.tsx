import { Form } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { ClientQuotation } from './account-api.server.ts';
import { primaryButton, useAccountFormat } from './account-page.tsx';

/**
 * What an expired quotation says on its page: since when, what its goods cost today (the api's
 * current_prices), and the way to buy them at those prices: into the cart.
 */
export function ExpiredQuotation({ quotation }: { quotation: ClientQuotation }) {
  const t = useTranslate();
  const { money, date } = useAccountFormat();
  const prices = quotation.current_prices;
  return (
    <section
      data-testid="quotation-expired"
      className="mb-6 space-y-3 rounded-2xl border border-accent-500 bg-accent-100 p-5"
    >
      <p className="font-bold">
        {t('account.quotations.expiredNotice', {
          date: quotation.quote_valid_until ? date(quotation.quote_valid_until) : '—',
        })}
      </p>
      {prices && (
        <div data-testid="current-prices" className="space-y-1">
          <p>{t('account.quotations.quotedTotal', { total: money(prices.quoted_total) })}</p>
          <p className="text-lg font-bold">
            {prices.current_total === null
              ? t('account.quotations.unavailable')
              : t('account.quotations.currentPrices', { total: money(prices.current_total) })}
          </p>
        </div>
      )}
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="add-to-cart"
          data-testid="quotation-to-cart"
          className={primaryButton}
        >
          {t('account.quotations.addToCart')}
        </button>
      </Form>
    </section>
  );
}

/** The products an add-to-cart left out, and the way to the cart when others went in. */
export function NotAddedProducts({
  rows,
  cartChanged,
}: {
  rows: { product: string; reason: string }[];
  cartChanged: boolean;
}) {
  const t = useTranslate();
  if (rows.length === 0) return null;
  return (
    <div className="space-y-2">
      <ul data-testid="not-added" className="list-disc pl-6 text-sm">
        {rows.map((row, index) => (
          <li key={index}>
            <strong>{row.product}</strong>: {row.reason}
          </li>
        ))}
      </ul>
      {cartChanged && (
        <ShopLink to="/cart" className="font-semibold text-brand-700 underline">
          {t('account.quotations.viewCart')}
        </ShopLink>
      )}
    </div>
  );
}
