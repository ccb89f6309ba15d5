import type { NamedLink } from '@shop/api/contracts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { ListingLayout } from '../../features/listing/listing-layout.tsx';
import { createListingApi } from '../../features/listing/listing-api.server.ts';
import {
  listingPageSize,
  readListingRequest,
  readSearchQuery,
  searchQueryKey,
} from '../../features/listing/listing-query.ts';
import { listingFromList } from '../../features/listing/listing-results.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/search-results';

/**
 * /buscar?q=: the products the shop's search finds, in the same paged grid as a category, and
 * the categories they belong to, each opening with the same words and that category's filters.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const query = readSearchQuery(url.searchParams);
  const { page } = readListingRequest(url.searchParams);
  if (!query) return { query, listing: null, categories: [] };
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const [list, categories] = await Promise.all([
    api.search({ q: query, page, page_size: listingPageSize }),
    // The suggestions' categories: those named like the words or holding the best results.
    api.suggestions(query).then(
      (suggestions) => suggestions.categories,
      (): NamedLink[] => [],
    ),
  ]);
  return { query, listing: listingFromList(list, page, listingPageSize), categories };
}

/** Links to the categories of the results, each narrowed by the same words (`/{category}?q=`). */
function CategoryRefinements({ query, categories }: { query: string; categories: NamedLink[] }) {
  const t = useTranslate();
  const search = new URLSearchParams({ [searchQueryKey]: query }).toString();
  return (
    <nav aria-label={t('search.refine.title')} className="mb-6">
      <h2 className="mb-2 text-sm font-semibold text-ink-soft">{t('search.refine.title')}</h2>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.url}>
            <ShopLink
              to={`${category.url}?${search}`}
              className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-600"
            >
              {t('search.refine.link', { query, category: category.name })}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { query, listing, categories } = loaderData;
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
      {listing && listing.products.length > 0 && (
        <>
          {categories.length > 0 && <CategoryRefinements query={query} categories={categories} />}
          <ListingLayout listing={listing} />
        </>
      )}
    </div>
  );
}
