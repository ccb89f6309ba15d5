import type { MouseEvent, ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocalizedPath, useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { useFavourites } from '../account/favourites-store.ts';
import { openCartPanel } from '../cart/cart-panel-state.ts';

/** With JavaScript the cart opens as the side panel; a new-tab click still follows the link. */
function openCartInPanel(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  openCartPanel();
}

type HeaderActionProps = {
  to: string;
  /** Phones show only account and cart; the mobile menu links the others. */
  wideOnly?: boolean;
  icon: IconName;
  label: string;
  /** Extends the visible label for screen readers (the cart adds its item count). */
  accessibleName?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
};

function HeaderAction({
  to,
  wideOnly = false,
  icon,
  label,
  accessibleName = label,
  onClick,
  children,
}: HeaderActionProps) {
  return (
    <li className={wideOnly ? 'hidden sm:block' : undefined}>
      <ShopLink
        to={to}
        aria-label={accessibleName}
        onClick={onClick}
        className="relative flex flex-col items-center gap-0.5 rounded-lg p-2 text-ink hover:bg-brand-50 hover:text-brand-700"
      >
        <Icon name={icon} />
        <span aria-hidden="true" className="hidden text-xs font-medium xl:block">
          {label}
        </span>
        {children}
      </ShopLink>
    </li>
  );
}

export function HeaderActions() {
  const t = useTranslate();
  const { cartSize: cartItemCount } = useStorefront();
  const localized = useLocalizedPath();
  // Favourites are known once the page runs (guests keep theirs in this browser).
  const favourites = useFavourites(localized('/favourites/toggle'));
  const favouriteCount = favourites.ids.length;
  return (
    <ul className="flex items-center gap-0.5 sm:gap-1">
      <HeaderAction
        to="/estado-pedido"
        wideOnly
        icon="truck"
        label={t('layout.header.orderStatus')}
      />
      <HeaderAction
        to="/favourites"
        wideOnly
        icon="heart"
        label={t('layout.header.favourites')}
        accessibleName={
          favouriteCount > 0
            ? t('accountShell.header.favouritesCount', { count: favouriteCount })
            : t('layout.header.favourites')
        }
      >
        {favouriteCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="header-favourites-count"
            className="absolute right-0.5 top-0.5 flex size-5 items-center justify-center rounded-full bg-brand-700 text-[11px] font-bold text-white xl:right-2"
          >
            {favouriteCount}
          </span>
        )}
      </HeaderAction>
      {/* /profile sends a guest to /login and brings them back once signed in. */}
      <HeaderAction
        to={favourites.signedIn ? '/profile' : '/login'}
        icon="user"
        label={t('layout.header.account')}
      />
      <HeaderAction
        to="/cart"
        icon="cart"
        label={t('layout.header.cart')}
        accessibleName={t('layout.header.cartCount', { count: cartItemCount })}
        onClick={openCartInPanel}
      >
        <span
          aria-hidden="true"
          data-testid="header-cart-count"
          className="absolute right-0.5 top-0.5 flex size-5 items-center justify-center rounded-full bg-accent-500 text-[11px] font-bold text-ink xl:right-2"
        >
          {cartItemCount}
        </span>
      </HeaderAction>
    </ul>
  );
}
