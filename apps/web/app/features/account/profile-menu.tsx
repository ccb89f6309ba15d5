import { NavLink } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { LogoutButton } from '../auth/logout-button.tsx';

type MenuKey =
  'profile' | 'accessData' | 'addresses' | 'orders' | 'quotations' | 'favourites' | 'newsletter';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The user profile layout's left menu (SPEC section 2); a strip that scrolls on phones. */
export function ProfileMenu({ userId }: { userId: number }) {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const items: { key: MenuKey; to: string; end?: boolean }[] = [
    { key: 'profile', to: `/profile/${userId}`, end: true },
    { key: 'accessData', to: `/profile/${userId}/access-data` },
    { key: 'addresses', to: '/address' },
    { key: 'orders', to: '/order' },
    { key: 'quotations', to: '/quotation' },
    { key: 'favourites', to: '/favourites' },
    { key: 'newsletter', to: '/newsletter' },
  ];
  return (
    <nav aria-label={t('account.menu.label')} className="lg:sticky lg:top-4">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 text-sm lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-2xl lg:bg-white lg:p-3 lg:text-base lg:ring-1 lg:ring-line">
        {items.map(({ key, to, end }) => (
          <li key={key} className="shrink-0">
            <NavLink to={localized(to)} end={end} className={itemClass}>
              {t(`account.menu.${key}`)}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-line lg:pt-2">
          <LogoutButton className="block w-full rounded-lg px-3 py-2.5 text-left font-medium text-accent-700 hover:bg-accent-100">
            {t('account.menu.logout')}
          </LogoutButton>
        </li>
      </ul>
    </nav>
  );
}
