import { Link } from 'react-router';
import { StoreLogo } from '../../components/ui/store-logo.tsx';
import { AdminCustomerTypeBanner } from '../account/admin-customer-type-banner.tsx';
import { useLocalizedPath, useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { HeaderActions } from './header-actions.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { useFixedHeader } from './use-fixed-header.ts';

/** Crawlers get a simplified header without the menus; the footer's SEO menu links the catalogue. */
export function SiteHeader() {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const { store, mainMenu, isCrawler } = useStorefront();
  const { fixed, slotRef, headerRef } = useFixedHeader();

  return (
    <div ref={slotRef}>
      <AdminCustomerTypeBanner />
      <header
        ref={headerRef}
        className={`z-30 w-full border-b border-line bg-white ${fixed ? 'fixed inset-x-0 top-0 animate-header-in shadow-md' : 'relative'}`}
      >
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 px-4 py-3 lg:gap-x-10">
          <div className="flex items-center gap-1">
            {!isCrawler && <MobileMenu items={mainMenu} />}
            <Link to={localized('/')} aria-label={t('layout.header.home', { store: store.name })}>
              <StoreLogo name={store.name} />
            </Link>
          </div>
          <SearchBox className="col-span-3 row-start-2 lg:col-span-1 lg:row-start-1 lg:col-start-2 lg:max-w-2xl" />
          <div className="col-start-3 row-start-1 justify-self-end">
            <HeaderActions />
          </div>
        </div>
        {!isCrawler && <MegaMenu items={mainMenu} />}
      </header>
    </div>
  );
}
