import type { ProductCard as ProductCardData } from '@shop/api/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { CompareBar } from '../compare/compare-bar.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { ProductCard } from '../product-card/product-card.tsx';
import { QuickViewTrigger } from '../quick-view/quick-view-trigger.tsx';
import { listingPageHref } from './listing-query.ts';
import type { ListingResults } from './listing-results.ts';
import { PageLink } from './page-link.tsx';
import { showPageInAddressBar, useListingReturn } from './use-listing-return.ts';

type LoadedPage = { page: number; products: ProductCardData[] };

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Adds a fetched page above or below the ones shown (once). */
function withPage(pages: LoadedPage[], page: LoadedPage): LoadedPage[] {
  if (pages.some((known) => known.page === page.page)) return pages;
  return (pages[0]?.page ?? 0) > page.page ? [page, ...pages] : [...pages, page];
}

/**
 * The product grid paged both ways. Without JavaScript 'load previous' and 'load more' are
 * links to ?page=N; with it they add that page above or below without leaving the page.
 */
function PagedProductList({ listing }: { listing: ListingResults }) {
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ listing: ListingResults }>();
  const list = useRef<HTMLOListElement>(null);
  useListingReturn(list);
  const [pages, setPages] = useState<LoadedPage[]>([
    { page: listing.paginator.page, products: listing.products },
  ]);
  // A page arrived: add it while rendering (React's way to follow a changing value).
  const [merged, setMerged] = useState(fetcher.data);
  const loaded = fetcher.data?.listing;
  if (fetcher.data !== merged) {
    setMerged(fetcher.data);
    if (loaded)
      setPages(withPage(pages, { page: loaded.paginator.page, products: loaded.products }));
  }
  const loadedPage = loaded?.paginator.page;
  useEffect(() => {
    if (loadedPage) showPageInAddressBar(loadedPage);
  }, [loadedPage]);

  /** The first card before a page is put above it, to keep it where the customer sees it. */
  const anchor = useRef<{ id: string; top: number } | undefined>(undefined);
  useLayoutEffect(() => {
    const kept = anchor.current && document.getElementById(anchor.current.id);
    if (!anchor.current || !kept) return;
    window.scrollBy(0, kept.getBoundingClientRect().top - anchor.current.top);
    anchor.current = undefined;
  }, [pages]);

  const first = pages[0]?.page ?? 1;
  const last = pages.at(-1)?.page ?? 1;
  const { pages: pageCount, count } = loaded?.paginator ?? listing.paginator;
  const shown = pages.reduce((total, page) => total + page.products.length, 0);
  const loading = fetcher.state !== 'idle';

  function load(event: MouseEvent, page: number) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    const firstCard = list.current?.querySelector<HTMLElement>('[data-product-id]');
    if (page < first && firstCard) {
      anchor.current = { id: firstCard.id, top: firstCard.getBoundingClientRect().top };
    }
    void fetcher.load(listingPageHref(pathname, window.location.search, page));
  }

  return (
    <div>
      {first > 1 && (
        <PageLink
          href={listingPageHref(pathname, search, first - 1)}
          rel="prev"
          loading={loading}
          onClick={(event) => load(event, first - 1)}
        >
          {t('listing.paging.previous')}
        </PageLink>
      )}
      <ol
        ref={list}
        aria-busy={loading}
        className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 group-data-[wide=true]/listing:xl:grid-cols-4"
      >
        {pages.flatMap(({ page, products }) =>
          products.map((product, index) => (
            <li
              key={product.id}
              id={`product-${product.id}`}
              data-product-id={product.id}
              data-page={page}
              className="scroll-mt-40"
            >
              <ProductCard
                product={product}
                priority={page === first && index < 2}
                actions={
                  <>
                    <CompareToggle productId={product.id} name={product.name} />
                    <QuickViewTrigger productId={product.id} name={product.name} />
                  </>
                }
              />
            </li>
          )),
        )}
      </ol>
      <p className="mt-8 text-center text-sm text-ink-soft">
        {t('listing.paging.shown', { shown, count })}
      </p>
      {last < pageCount && (
        <PageLink
          href={listingPageHref(pathname, search, last + 1)}
          rel="next"
          loading={loading}
          onClick={(event) => load(event, last + 1)}
        >
          {t('listing.paging.more')}
        </PageLink>
      )}
      <CompareBar />
    </div>
  );
}

/** A new listing (other filters, ordering or back/forward) starts from the page it names. */
export function PagedProducts({ listing }: { listing: ListingResults }) {
  return <PagedProductList key={useLocation().key} listing={listing} />;
}
