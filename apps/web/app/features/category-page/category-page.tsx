import { PageHead } from '../../components/ui/page-head.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { ListingLayout } from '../listing/listing-layout.tsx';
import { ProductBreadcrumb } from '../product-page/product-breadcrumb.tsx';
import { RecentlyViewedStrip } from '../recently-viewed/recently-viewed-strip.tsx';
import { BreadcrumbJsonLd } from './breadcrumb-json-ld.tsx';
import { CategoryBanners } from './category-banners.tsx';
import { CategorySeoText } from './category-seo-text.tsx';
import type { CategoryPageData } from './load-category-page.server.ts';
import { SubcategoryLinks } from './subcategory-links.tsx';

/** SPEC section 2: breadcrumb, title, subcategories, banners, filters, ordering, paged grid. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { category, title, seo, heading, indexable, listing, filters, ordering } = data;
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
