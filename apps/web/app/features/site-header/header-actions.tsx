import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

/** The cart is not wired yet; its count shows as empty until the cart feature lands. */
const cartItemCount = 0;

type HeaderActionProps = {
  to: string;
  /** Phones show only account and cart; the mobile menu links the others. */
  wideOnly?: boolean;
  icon: IconName;
  label: string;
  /** Extends the visible label for screen readers (the cart adds its item count). */
  accessibleName?: string;
  children?: ReactNode;
};

function HeaderAction({
  to,
  wideOnly = false,
  icon,
  label,
  accessibleName = label,
  children,
}: HeaderActionProps) {
  return (
    <li className={wideOnly ? 'hidden sm:block' : undefined}>
      <ShopLink
        to={to}
        aria-label={accessibleName}
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
  return (
    <ul className="flex items-center gap-0.5 sm:gap-1">
      <HeaderAction
        to="/estado-pedido"
        wideOnly
        icon="truck"
        label={t('layout.header.orderStatus')}
      />
      <HeaderAction to="/favourites" wideOnly icon="heart" label={t('layout.header.favourites')} />
      <HeaderAction to="/login" icon="user" label={t('layout.header.account')} />
      <HeaderAction
        to="/cart"
        icon="cart"
        label={t('layout.header.cart')}
        accessibleName={t('layout.header.cartCount', { count: cartItemCount })}
      >
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex size-5 items-center justify-center rounded-full bg-accent-500 text-[11px] font-bold text-ink xl:right-2"
        >
          {cartItemCount}
        </span>
      </HeaderAction>
    </ul>
  );
}
