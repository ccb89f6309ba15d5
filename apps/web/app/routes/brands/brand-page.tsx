import { useId } from 'react';
import { PageHead } from '../../components/ui/page-head.tsx';
import { BrandCollections } from '../../features/brand-pages/brand-collections.tsx';
import { BrandLogo } from '../../features/brand-pages/brand-logo.tsx';
import { CategoryBanners } from '../../features/category-page/category-banners.tsx';
import { SubcategoryLinks } from '../../features/category-page/subcategory-links.tsx';
import { createListingApi } from '../../features/listing/listing-api.server.ts';
import { ListingLayout } from '../../features/listing/listing-layout.tsx';
import { listingPageSize, readListingRequest } from '../../features/listing/listing-query.ts';
import { listingFromList } from '../../features/listing/listing-results.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/brand-page';

/**
 * /marcas/{slug}: the brand, its banners, collections, categories and products, best sellers
 * first (404 when unknown).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const brand = await api.brand(params.slug);
  const { page } = readListingRequest(url.searchParams);
  const found = await api.brandProducts(brand.id, { page, page_size: listingPageSize });
  return { brand, listing: listingFromList(found, page, listingPageSize) };
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { brand, listing } = loaderData;
  const productsId = useId();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead
        title={`${brand.name} | ${store.name}`}
        description={brand.description}
        query="listing"
      />
      <header className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-line sm:flex-row sm:items-center sm:p-8">
        <div className="flex h-20 w-48 shrink-0 items-center">
          <BrandLogo brand={brand} alt="" className="max-h-20" />
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">{brand.name}</h1>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {t('listing.productCount', { count: brand.product_count })}
          </p>
          {brand.description && <p className="mt-3 max-w-3xl text-ink-soft">{brand.description}</p>}
        </div>
      </header>
      <SubcategoryLinks
        subcategories={brand.categories}
        label={t('listing.brands.categories', { brand: brand.name })}
      />
      <CategoryBanners banners={brand.banners} label={brand.name} />
      <BrandCollections collections={brand.collections} />
      {listing.products.length > 0 && (
        <section aria-labelledby={productsId} className="mt-12">
          <h2 id={productsId} className="mb-5 text-2xl font-bold tracking-tight text-brand-900">
            {t('listing.brands.products', { brand: brand.name })}
          </h2>
          <ListingLayout listing={listing} />
        </section>
      )}
    </div>
  );
}
