import { Icon } from '../../components/ui/icon.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { CartAnnouncer } from './cart-announcer.tsx';
import { checkoutButtonClass } from './cart-links.ts';
import type { CartActionReply } from './cart-action-reply.ts';
import { CartRowItem } from './cart-row-item.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CouponForm } from './coupon-form.tsx';
import type { CartView } from './load-cart-view.server.ts';

function EmptyCart() {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="cart" className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-bold">{t('cartPage.empty.title')}</h2>
      <p className="mt-2 text-ink-soft">{t('cartPage.empty.text')}</p>
      <ShopLink
        to="/"
        className="mt-6 inline-flex h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('cartPage.continueShopping')}
      </ShopLink>
    </div>
  );
}

function TrustList({ madeToMeasure }: { madeToMeasure: boolean }) {
  const t = useTranslate();
  return (
    <ul className="space-y-2 text-sm text-ink-soft">
      <li className="flex items-start gap-2">
        <Icon name="truck" className="size-5 shrink-0 text-brand-700" />
        {t('cartPage.trust.shipping')}
      </li>
      <li className="flex items-start gap-2">
        <Icon name="shield" className="size-5 shrink-0 text-brand-700" />
        {t('cartPage.trust.payment')}
      </li>
      {madeToMeasure && (
        <li className="flex items-start gap-2">
          <Icon name="ruler" className="size-5 shrink-0 text-brand-700" />
          {t('cartPage.trust.madeToMeasure')}
        </li>
      )}
    </ul>
  );
}

/** /cart: the rows, the coupon, the totals and the way on to the checkout. */
export function CartPage({ view, reply }: { view: CartView | null; reply?: CartActionReply }) {
  const t = useTranslate();
  const { store } = useStorefront();
  const rows = view?.rows ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 lg:pt-10">
      <PageHead title={t('cartPage.meta.title', { store: store.name })} noIndex />
      <CartAnnouncer />
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">
          {t('cartPage.title')}
          {view && view.cart.size > 0 && (
            <span className="ml-3 text-base font-medium text-ink-soft" data-testid="cart-size">
              {t('cartPage.itemCount', { count: view.cart.size })}
            </span>
          )}
        </h1>
        {rows.length > 0 && (
          <ShopLink to="/" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('cartPage.continueShopping')}
          </ShopLink>
        )}
      </div>
      {reply && !reply.ok && reply.intent !== 'coupon' && reply.intent !== 'remove-coupon' && (
        <p role="alert" className="mb-4 rounded-xl bg-accent-100 p-3 text-sm text-accent-700">
          {reply.message}
        </p>
      )}
      {!view || rows.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section
            aria-labelledby="cart-rows-title"
            className="min-w-0 rounded-2xl bg-white px-4 ring-1 ring-line sm:px-6"
          >
            <h2 id="cart-rows-title" className="sr-only">
              {t('cartPage.title')}
            </h2>
            {view.cart.customer_type === 'P' && (
              <div
                className="mt-4 rounded-xl bg-brand-800 p-4 text-white"
                data-testid="professional-banner"
              >
                <p className="font-semibold">{t('cartPage.professional.title')}</p>
                <p className="text-sm text-white/90">{t('cartPage.professional.text')}</p>
              </div>
            )}
            <ul className="divide-y divide-line">
              {rows.map((row) => (
                <CartRowItem key={row.id} row={row} />
              ))}
            </ul>
          </section>
          <aside
            aria-labelledby="cart-summary-title"
            className="min-w-0 space-y-5 rounded-2xl bg-white p-5 ring-1 ring-line lg:sticky lg:top-24"
          >
            <h2 id="cart-summary-title" className="text-lg font-bold">
              {t('cartPage.totals.title')}
            </h2>
            <CouponForm cart={view.cart} pageReply={reply} />
            <CartTotals cart={view.cart} />
            <ShopLink to="/checkout" className={checkoutButtonClass}>
              {t('cartPage.checkout')}
            </ShopLink>
            <TrustList madeToMeasure={rows.some((row) => row.product?.made_to_measure)} />
          </aside>
        </div>
      )}
    </div>
  );
}
