import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { OverlayDialog } from '../product-page/overlay-dialog.tsx';
import { CartAnnouncer } from './cart-announcer.tsx';
import { checkoutButtonClass } from './cart-links.ts';
import { closeCartPanel, useCartPanel } from './cart-panel-state.ts';
import { CartRowItem } from './cart-row-item.tsx';
import { CartTotals } from './cart-totals.tsx';
import type { CartView } from './load-cart-view.server.ts';

/**
 * The side-panel cart (SPEC section 2: the cart opens as a right sidebar). A native modal
 * dialog: focus stays inside, Escape closes it, the page behind does not scroll. Its rows are
 * read when it opens, and again after every change made in it.
 */
export function CartPanel() {
  const t = useTranslate();
  const { open, added } = useCartPanel();
  const route = useLocalizedPath()('/cart/panel');
  const fetcher = useFetcher<{ view: CartView | null }>();
  const { load } = fetcher;

  useEffect(() => {
    if (open) void load(route);
  }, [open, load, route]);

  // Nothing is rendered until the panel is first opened: the page's own HTML stays the same
  // with or without JavaScript, and the panel exists only where it can open.
  if (!open && fetcher.data === undefined) return null;
  const view = fetcher.data?.view;
  const rows = view?.rows ?? [];
  const loading = fetcher.data === undefined;
  return (
    <OverlayDialog
      open={open}
      onClose={closeCartPanel}
      label={t('cartPage.panel.title')}
      className="m-0 ml-auto h-dvh w-full sm:max-w-md"
    >
      <div className="flex h-full flex-col" data-testid="cart-panel">
        <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 className="text-lg font-bold">
            {t('cartPage.panel.title')}
            {view && view.cart.size > 0 && (
              <span className="ml-2 text-sm font-medium text-ink-soft">
                {t('cartPage.itemCount', { count: view.cart.size })}
              </span>
            )}
          </h2>
          <button
            type="button"
            onClick={closeCartPanel}
            aria-label={t('cartPage.panel.close')}
            className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <Icon name="close" />
          </button>
        </header>
        <CartAnnouncer />
        {added && (
          <p
            role="status"
            className="flex items-center gap-2 bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-900"
          >
            <span aria-hidden="true">✓</span>
            {t('cartPage.add.added')}
          </p>
        )}
        <div className="flex-1 overflow-y-auto px-4">
          {loading ? (
            <p className="py-8 text-center text-ink-soft">{t('cartPage.panel.loading')}</p>
          ) : rows.length === 0 ? (
            <div className="py-10 text-center">
              <p className="font-semibold">{t('cartPage.empty.title')}</p>
              <p className="mt-1 text-sm text-ink-soft">{t('cartPage.empty.text')}</p>
            </div>
          ) : (
            <ul className="divide-y divide-line">
              {rows.map((row) => (
                <CartRowItem key={row.id} row={row} compact />
              ))}
            </ul>
          )}
        </div>
        {view && rows.length > 0 && (
          <footer className="space-y-3 border-t border-line bg-surface px-4 py-4">
            <CartTotals cart={view.cart} />
            <ShopLink to="/checkout" onClick={closeCartPanel} className={checkoutButtonClass}>
              {t('cartPage.checkout')}
            </ShopLink>
            <ShopLink
              to="/cart"
              onClick={closeCartPanel}
              className="flex h-11 w-full items-center justify-center rounded-full bg-white font-semibold text-brand-800 ring-1 ring-line hover:ring-brand-700"
            >
              {t('cartPage.viewCart')}
            </ShopLink>
          </footer>
        )}
      </div>
    </OverlayDialog>
  );
}
