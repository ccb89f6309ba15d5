import type { SearchSuggestions } from '@shop/api/contracts';
import { formatMoney } from '@shop/domain';
import { Link } from 'react-router';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50';

/** Products and categories matching what the customer types, under the search box (arrow keys move through them: SearchBox). */
export function SuggestionsPanel({
  id,
  suggestions,
  searchHref,
}: {
  id: string;
  suggestions: SearchSuggestions;
  searchHref: string;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { products, categories, query } = suggestions;
  return (
    <div
      id={id}
      role="region"
      aria-label={t('listing.search.suggestions.label')}
      className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-line"
    >
      {categories.length > 0 && (
        <>
          <h2 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-soft">
            {t('listing.search.suggestions.categories')}
          </h2>
          <ul>
            {categories.map((category) => (
              <li key={category.url}>
                <ShopLink to={category.url} className={`${linkClass} font-medium text-brand-800`}>
                  {category.name}
                </ShopLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {products.length > 0 && (
        <>
          <h2 className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-ink-soft">
            {t('listing.search.suggestions.products')}
          </h2>
          <ul>
            {products.map((product) => (
              <li key={product.id}>
                <ShopLink to={product.url} className={linkClass}>
                  {product.image_public_id ? (
                    <CatalogImage
                      publicId={product.image_public_id}
                      alt=""
                      width={80}
                      height={80}
                      widths={[80, 160]}
                      sizes="48px"
                      className="size-12 shrink-0 object-contain"
                    />
                  ) : (
                    <span className="size-12 shrink-0" />
                  )}
                  <span className="min-w-0 flex-1 text-sm text-ink">{product.name}</span>
                  <span className="text-sm font-bold text-ink">
                    {product.prices.from && `${t('home.productCard.from')} `}
                    {formatMoney(product.prices.pvp, locale)}
                  </span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to={searchHref}
        className={`${linkClass} mt-1 border-t border-line font-semibold text-brand-700`}
      >
        {t('listing.search.suggestions.all', { query })}
      </Link>
    </div>
  );
}
