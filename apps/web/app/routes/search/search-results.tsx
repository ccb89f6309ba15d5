import { PageHead } from '../../components/ui/page-head.tsx';
import { ListingLayout } from '../../features/listing/listing-layout.tsx';
import { createListingApi } from '../../features/listing/listing-api.server.ts';
import { listingPageSize, readListingRequest } from '../../features/listing/listing-query.ts';
import { listingFromList } from '../../features/listing/listing-results.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/search-results';

/** Longest query the api reads. */
const maxQueryLength = 200;

/** /buscar?q=: the products the shop's search finds, in the same paged grid as a category. */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, maxQueryLength);
  const { page } = readListingRequest(url.searchParams);
  if (!query) return { query, listing: null };
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const list = await api.search({ q: query, page, page_size: listingPageSize });
  return { query, listing: listingFromList(list, page, listingPageSize) };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { query, listing } = loaderData;
  const title = query
    ? t('listing.search.meta.title', { query })
    : t('listing.search.meta.titleEmpty');
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead title={`${title} | ${store.name}`} noIndex />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900">
        {query ? t('listing.search.heading', { query }) : t('listing.search.headingEmpty')}
      </h1>
      {!listing && <p className="text-ink-soft">{t('listing.search.prompt')}</p>}
      {listing && listing.products.length === 0 && (
        <div className="rounded-2xl bg-white p-8 ring-1 ring-line">
          <p className="text-lg font-semibold text-ink">
            {t('listing.search.noResults', { query })}
          </p>
          <p className="mt-2 text-ink-soft">{t('listing.search.prompt')}</p>
        </div>
      )}
      {listing && listing.products.length > 0 && <ListingLayout listing={listing} />}
    </div>
  );
}
