import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { SiteFooter } from '../site-footer/site-footer.tsx';
import { PromoStrip } from '../site-header/promo-strip.tsx';
import { SiteHeader } from '../site-header/site-header.tsx';

/** The default layout of SPEC section 2 around a page: promo strip, header, footer. */
export function StorefrontShell({ children }: { children: ReactNode }) {
  const t = useTranslate();
  return (
    <>
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <PromoStrip />
      <SiteHeader />
      <main id="content" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <CartPanel />
    </>
  );
}
