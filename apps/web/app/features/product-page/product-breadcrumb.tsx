import type { NamedLink } from '@shop/api/contracts';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

/** Home, the categories, then the product itself (not a link: it is this page). */
export function ProductBreadcrumb({ links }: { links: readonly NamedLink[] }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('product.breadcrumb')} className="text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {links.map((link, index) => {
          const last = index === links.length - 1;
          return (
            <li key={`${link.url}-${index}`} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-ink">
                  {link.name}
                </span>
              ) : (
                <>
                  <ShopLink to={link.url} className="underline-offset-2 hover:underline">
                    {link.name}
                  </ShopLink>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
