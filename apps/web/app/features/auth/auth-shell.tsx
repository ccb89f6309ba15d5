import type { ReactNode } from 'react';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { StoreLogo } from '../../components/ui/store-logo.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { SiteWidgets } from '../widgets/site-widgets.tsx';
import type { WidgetSettings } from '../widgets/widget-settings.server.ts';

type AuthShellProps = {
  children: ReactNode;
  /** Absent when the layout's own loader failed: the page still shows, without the banner. */
  widgets: WidgetSettings | undefined;
  /** An error page: the loading bar of the navigation that led here ends as failed. */
  failed?: boolean;
};

/**
 * The login layout of SPEC section 2: the logo centred above the page, a simple footer, and the
 * site-wide widgets (a first visit may start here, so the cookie banner must too). No chat
 * button: like the checkout, these pages keep the visitor on the one form they came for.
 */
export function AuthShell({ children, widgets, failed = false }: AuthShellProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <a
          href="#content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('common.skipToContent')}
        </a>
        <header className="flex justify-center px-4 pb-2 pt-8 sm:pt-12">
          <ShopLink to="/" aria-label={t('authPages.layout.home', { store: store.name })}>
            <StoreLogo name={store.name} />
          </ShopLink>
        </header>
        <main id="content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:py-8">
          {children}
        </main>
        <footer className="border-t border-line px-4 py-6 text-sm text-ink-soft">
          <nav
            aria-label={t('checkout.layout.legal.terms')}
            className="mx-auto flex max-w-md flex-wrap justify-center gap-x-5 gap-y-2"
          >
            <ShopLink
              to="/cms/condiciones-de-venta"
              className="hover:text-brand-700 hover:underline"
            >
              {t('checkout.layout.legal.terms')}
            </ShopLink>
            <ShopLink
              to="/cms/politica-de-privacidad"
              className="hover:text-brand-700 hover:underline"
            >
              {t('checkout.layout.legal.privacy')}
            </ShopLink>
            <ShopLink to="/cms/aviso-legal" className="hover:text-brand-700 hover:underline">
              {t('checkout.layout.legal.notice')}
            </ShopLink>
          </nav>
          <p className="mt-3 text-center text-xs">
            {t('checkout.layout.copyright', { year: new Date().getFullYear(), store: store.name })}
          </p>
        </footer>
      </div>
      <SiteWidgets settings={widgets} failed={failed} chat={false} />
    </>
  );
}

/** The white card every auth page sits in, with its heading and intro. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
