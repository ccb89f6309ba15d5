import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { StoreLogo } from '../../components/ui/store-logo.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { useFreeShippingPromise } from '../site-header/promo-strip.tsx';
import { PaymentBadges } from '../site-footer/payment-badges.tsx';

type TrustPoint = 'securePayment' | 'freeShipping' | 'madeToMeasure';

const trustPoints: readonly { icon: IconName; key: TrustPoint }[] = [
  { icon: 'shield', key: 'securePayment' },
  { icon: 'truck', key: 'freeShipping' },
  { icon: 'ruler', key: 'madeToMeasure' },
];

/**
 * The checkout layout of SPEC section 2: a minimal header with the logo (no menus or search to
 * wander off to), a strip of reasons to trust the shop, and a basic footer.
 */
export function CheckoutShell({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const freeShipping = useFreeShippingPromise();
  const { store } = useStorefront();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <ShopLink to="/" aria-label={t('checkout.layout.home', { store: store.name })}>
            <StoreLogo name={store.name} />
          </ShopLink>
          <div className="flex items-center gap-4 text-sm">
            {store.telephone.show && (
              <a
                href={`tel:${store.telephone.number.replace(/\s/g, '')}`}
                className="hidden font-medium text-ink-soft hover:text-brand-700 hover:underline md:block"
              >
                {t('checkout.layout.help', { number: store.telephone.number })}
              </a>
            )}
            <p className="flex items-center gap-1.5 font-semibold text-brand-800">
              <Icon name="shield" className="size-5" />
              {t('checkout.layout.secure')}
            </p>
          </div>
        </div>
        <section aria-label={t('checkout.layout.trust.label')} className="bg-brand-50">
          <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-1 px-4 py-2 text-sm text-brand-900 lg:justify-between">
            {trustPoints.map(({ icon, key }, index) => (
              // Phones keep the first two reasons: the form should start above the fold.
              <li
                key={key}
                className={`items-center gap-2 ${index < 2 ? 'flex' : 'hidden sm:flex'}`}
              >
                <Icon name={icon} className="size-4 text-brand-700" />
                {key === 'freeShipping' ? freeShipping : t(`checkout.layout.trust.${key}`)}
              </li>
            ))}
          </ul>
        </section>
      </header>
      <main id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="mt-12 bg-brand-900 text-brand-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-end sm:justify-between">
          <PaymentBadges />
          <nav aria-label={t('checkout.layout.legal.terms')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <li>
                <ShopLink
                  to="/cms/condiciones-de-venta"
                  className="hover:text-white hover:underline"
                >
                  {t('checkout.layout.legal.terms')}
                </ShopLink>
              </li>
              <li>
                <ShopLink
                  to="/cms/politica-de-privacidad"
                  className="hover:text-white hover:underline"
                >
                  {t('checkout.layout.legal.privacy')}
                </ShopLink>
              </li>
              <li>
                <ShopLink to="/cms/aviso-legal" className="hover:text-white hover:underline">
                  {t('checkout.layout.legal.notice')}
                </ShopLink>
              </li>
            </ul>
          </nav>
        </div>
        <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
          {t('checkout.layout.copyright', { year: new Date().getFullYear(), store: store.name })}
        </p>
      </footer>
    </div>
  );
}
