import { PageHead } from '../../components/ui/page-head.tsx';
import { useStorefront } from '../../lib/use-storefront.ts';
import { ListingLayout } from './listing-layout.tsx';
import type { ListingResults } from './listing-results.ts';

/** A titled listing of the store without filters: offers, novelties. */
export function ProductListPage({
  title,
  description,
  heading,
  listing,
}: {
  title: string;
  description: string;
  heading: string;
  listing: ListingResults;
}) {
  const { store } = useStorefront();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead title={`${title} | ${store.name}`} description={description} query="listing" />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {heading}
      </h1>
      <ListingLayout listing={listing} />
    </div>
  );
}
