import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { CartPanelSlot } from '../cart/cart-panel-slot.tsx';
import { SiteFooter } from '../site-footer/site-footer.tsx';
import { PromoStrip } from '../site-header/promo-strip.tsx';
import { SiteHeader } from '../site-header/site-header.tsx';
import { FinancingLogos } from '../widgets/financing-logos.tsx';
import { SiteWidgets } from '../widgets/site-widgets.tsx';
import type { WidgetSettings } from '../widgets/widget-settings.server.ts';

type StorefrontShellProps = {
  children: ReactNode;
  /** Absent when the layout's own loader failed: the page still shows, without the banner. */
  widgets: WidgetSettings | undefined;
  /** An error page: the loading bar of the navigation that led here ends as failed. */
  failed?: boolean;
};

/** The default layout of SPEC section 2 around a page: promo strip, header, footer, widgets. */
export function StorefrontShell({ children, widgets, failed = false }: StorefrontShellProps) {
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
      {widgets && (
        // The financing strip opens the footer: the last thing read before the footer's links.
        <div className="mx-auto mt-16 max-w-7xl border-t border-line px-4 pt-8">
          <FinancingLogos store={widgets.store} />
        </div>
      )}
      <SiteFooter />
      <CartPanelSlot />
      <SiteWidgets settings={widgets} failed={failed} />
    </>
  );
}
