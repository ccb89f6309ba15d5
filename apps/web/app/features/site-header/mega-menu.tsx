import type { MenuItem } from '@shop/api/contracts';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

/**
 * Desktop menu with three levels. Panels open on hover and on keyboard focus through CSS
 * (:hover, :focus-within), so the menu works before and without JavaScript.
 */
export function MegaMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslate();
  return (
    <nav
      aria-label={t('layout.header.mainNav')}
      className="relative hidden border-t border-line lg:block"
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap px-1">
        {items.map((item) => (
          <li key={item.id} className="group">
            <ShopLink
              to={item.web_url}
              className="block border-b-2 border-transparent px-3 py-3 text-[15px] font-medium text-ink group-focus-within:border-brand-600 group-focus-within:text-brand-700 group-hover:border-brand-600 group-hover:text-brand-700"
            >
              {item.web_name}
            </ShopLink>
            {item.sub_items.length > 0 && (
              <MegaMenuPanel item={item} seeAll={t('common.seeAllOf', { name: item.web_name })} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MegaMenuPanel({ item, seeAll }: { item: MenuItem; seeAll: string }) {
  return (
    <div className="invisible absolute inset-x-0 top-full z-40 border-t border-line bg-white opacity-0 shadow-xl transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-x-8 gap-y-6 px-8 py-8">
        {item.sub_items.map((column) => (
          <div key={column.id}>
            <ShopLink
              to={column.web_url}
              className="font-semibold text-brand-800 hover:text-brand-600 hover:underline"
            >
              {column.web_name}
            </ShopLink>
            {column.sub_items.length > 0 && (
              <ul className="mt-3 space-y-2 text-sm">
                {column.sub_items.map((leaf) => (
                  <li key={leaf.id}>
                    <ShopLink
                      to={leaf.web_url}
                      className="text-ink-soft hover:text-brand-700 hover:underline"
                    >
                      {leaf.web_name}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <ShopLink
          to={item.web_url}
          className="col-span-4 justify-self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {seeAll} <span aria-hidden="true">→</span>
        </ShopLink>
      </div>
    </div>
  );
}
