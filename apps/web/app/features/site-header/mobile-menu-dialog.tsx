import type { MenuItem } from '@shop/api/contracts';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

/**
 * Mobile drill-down menu: a modal dialog showing one level at a time, with back and close
 * buttons. The page behind it does not scroll while it is open (SPEC section 2).
 */
export function MobileMenuDialog({
  items,
  open,
  onClose,
}: {
  items: MenuItem[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [trail, setTrail] = useState<MenuItem[]>([]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      dialog.close();
    };
  }, [open]);

  // Drilling in or out replaces the focused button, so focus moves to the new level's first entry.
  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLElement>('nav a, nav button')?.focus();
  }, [open, trail]);

  const close = () => {
    onClose();
    setTrail([]);
  };
  const parent = trail.at(-1);
  const level = parent ? parent.sub_items : items;
  const grandparent = trail.at(-2);

  return (
    <dialog
      ref={dialogRef}
      onClose={close}
      aria-label={parent?.web_name ?? t('layout.mobileMenu.title')}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(24rem,90vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="flex items-center gap-2 border-b border-line px-3 py-3">
        {parent ? (
          <button
            type="button"
            onClick={() => setTrail(trail.slice(0, -1))}
            className="flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            <Icon name="chevronLeft" className="size-5" />
            {grandparent
              ? t('layout.mobileMenu.back', { name: grandparent.web_name })
              : t('layout.mobileMenu.backToMenu')}
          </button>
        ) : (
          <p className="px-2 text-lg font-semibold">{t('layout.mobileMenu.title')}</p>
        )}
        <button
          type="button"
          onClick={close}
          className="ml-auto flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
        >
          <Icon name="close" />
          <span className="sr-only">{t('layout.mobileMenu.close')}</span>
        </button>
      </div>
      <nav aria-label={t('layout.header.mainNav')} className="overflow-y-auto">
        {parent && (
          <ShopLink
            to={parent.web_url}
            onClick={close}
            className="block border-b border-line bg-brand-50 px-5 py-4 font-semibold text-brand-800"
          >
            {t('common.seeAllOf', { name: parent.web_name })}
          </ShopLink>
        )}
        <ul>
          {level.map((item) => (
            <li key={item.id} className="border-b border-line">
              {item.sub_items.length > 0 ? (
                <button
                  type="button"
                  onClick={() => setTrail([...trail, item])}
                  className="flex w-full items-center justify-between px-5 py-4 text-left font-medium hover:bg-brand-50"
                >
                  {item.web_name}
                  <Icon name="chevronRight" className="size-5 text-ink-soft" />
                </button>
              ) : (
                <ShopLink
                  to={item.web_url}
                  onClick={close}
                  className="block px-5 py-4 hover:bg-brand-50"
                >
                  {item.web_name}
                </ShopLink>
              )}
            </li>
          ))}
        </ul>
        {!parent && <AccountLinks onNavigate={close} />}
      </nav>
    </dialog>
  );
}

/** On phones the header shows only account and cart; the menu carries the other links. */
function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslate();
  const links = [
    { to: '/estado-pedido', icon: 'truck', label: t('layout.header.orderStatus') },
    { to: '/favourites', icon: 'heart', label: t('layout.header.favourites') },
    { to: '/login', icon: 'user', label: t('layout.header.account') },
  ] as const;
  return (
    <ul className="bg-surface py-2">
      {links.map((link) => (
        <li key={link.to}>
          <ShopLink
            to={link.to}
            onClick={onNavigate}
            className="flex items-center gap-3 px-5 py-3 text-ink hover:text-brand-700"
          >
            <Icon name={link.icon} className="size-5 text-brand-700" />
            {link.label}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
