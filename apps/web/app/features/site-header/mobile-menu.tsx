import type { MenuItem } from '@shop/api/contracts';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';

// The menu itself is fetched when the button is first pressed (or approached).
const loadDialog = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.MobileMenuDialog })),
);

/** The phone header's menu button; the menu stays mounted once opened, as it was left. */
export function MobileMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // The button opens the menu once React runs; tests (and styles) can tell when that is.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-ready={hydrated}
        className="flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" />
        <span className="sr-only">{t('layout.header.openMenu')}</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog items={items} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
