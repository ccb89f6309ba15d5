import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { BrandLogo } from '../../features/brand-pages/brand-logo.tsx';
import { createListingApi } from '../../features/listing/listing-api.server.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/brand-list';

/** /marcas: every brand the store sells. */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale } = await resolveStorefront(request);
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const { results } = await api.brands();
  return { brands: results };
}

export default function BrandList({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead
        title={`${t('listing.brands.meta.title')} | ${store.name}`}
        description={t('listing.brands.meta.description')}
      />
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {t('listing.brands.heading')}
      </h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.brands.map((brand) => (
          <li key={brand.id}>
            <ShopLink
              to={brand.url}
              className="flex h-full flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-line transition-shadow hover:shadow-lg hover:ring-brand-600"
            >
              <span className="flex h-16 items-center">
                <BrandLogo brand={brand} alt="" className="max-h-14" />
              </span>
              <span className="font-semibold text-ink">{brand.name}</span>
              {brand.description && (
                <span className="line-clamp-3 text-sm text-ink-soft">{brand.description}</span>
              )}
            </ShopLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
