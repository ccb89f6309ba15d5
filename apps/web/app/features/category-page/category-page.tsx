import { Link, useLocation } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { ListingLayout } from '../listing/listing-layout.tsx';
import { searchQueryKey } from '../listing/listing-query.ts';
import { ProductBreadcrumb } from '../product-page/product-breadcrumb.tsx';
import { RecentlyViewedStrip } from '../recently-viewed/recently-viewed-strip.tsx';
import { BreadcrumbJsonLd } from './breadcrumb-json-ld.tsx';
import { CategoryBanners } from './category-banners.tsx';
import { CategorySeoText } from './category-seo-text.tsx';
import type { CategoryPageData } from './load-category-page.server.ts';
import { SubcategoryLinks } from './subcategory-links.tsx';

/** A category opened from a search (`?q=`) says so, with the way back to all its products. */
function SearchInCategory({ query }: { query: string }) {
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(searchQueryKey);
  params.delete('page');
  const rest = params.toString();
  return (
    <p
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink"
      data-testid="search-in-category"
    >
      <span className="font-semibold">{t('search.inCategory.notice', { query })}</span>
      <Link
        to={rest ? `${pathname}?${rest}` : pathname}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('search.inCategory.clear')}
      </Link>
    </p>
  );
}

/** SPEC section 2: breadcrumb, title, subcategories, banners, filters, ordering, paged grid. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { category, title, seo, heading, indexable, listing, filters, ordering, query } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-16">
      <PageHead
        title={`${title} | ${store.name}`}
        description={seo.description || category.description}
        noIndex={!indexable}
        alternates={category.alternates}
        query="listing"
      />
      <BreadcrumbJsonLd links={category.breadcrumb} />
      <ProductBreadcrumb links={category.breadcrumb} />
      <header className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{heading}</h1>
        {category.description && (
          <p className="mt-2 max-w-3xl text-ink-soft">{category.description}</p>
        )}
        {query && <SearchInCategory query={query} />}
      </header>
      <SubcategoryLinks
        subcategories={category.subcategories}
        label={t('listing.subcategories.title')}
      />
      <CategoryBanners banners={category.banners} label={t('listing.banners.label')} />
      <div className="mt-8">
        <ListingLayout listing={listing} filters={filters} ordering={ordering} />
      </div>
      <RecentlyViewedStrip />
      <CategorySeoText title={seo.title || heading} text={seo.text} />
    </div>
  );
}
