import type { CategoryFilter, Ordering } from '@shop/api/contracts';
import { useCallback, useState, type MouseEvent } from 'react';
import { Form } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { isFilterApplied } from './filter-group.tsx';
import { FiltersPanel, filtersPanelId, listingTopId } from './filters-panel.tsx';
import type { ListingResults } from './listing-results.ts';
import { PagedProducts } from './paged-products.tsx';
import { SearchQueryField } from './search-query-field.tsx';
import { SortSelect } from './sort-select.tsx';
import { listingFormId } from './use-listing-form.ts';

const toolbarButton =
  'h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-600';

/** A product listing: the filters (when the listing has them), ordering and the paged grid. */
export function ListingLayout({
  listing,
  filters = [],
  ordering,
}: {
  listing: ListingResults;
  filters?: CategoryFilter[];
  ordering?: Ordering;
}) {
  const t = useTranslate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panelHidden, setPanelHidden] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const count = t('listing.productCount', { count: listing.paginator.count });
  const applied = filters.filter(isFilterApplied).length;
  const hasFilters = filters.length > 0;
  const openDrawer = (event: MouseEvent) => {
    event.preventDefault();
    setDrawerOpen(true);
  };

  return (
    <div
      id={listingTopId}
      data-wide={!hasFilters || panelHidden}
      className="group/listing scroll-mt-40"
    >
      <div className="mb-5 flex flex-wrap items-center gap-3">
        {hasFilters && (
          <>
            <a
              href={`#${filtersPanelId}`}
              onClick={openDrawer}
              className={`${toolbarButton} inline-flex lg:hidden`}
            >
              {t('listing.filters.open')}
              {applied > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{applied}</span>
              )}
            </a>
            <button
              type="button"
              aria-controls={filtersPanelId}
              aria-expanded={!panelHidden}
              onClick={() => setPanelHidden((hidden) => !hidden)}
              className={`${toolbarButton} hidden lg:inline-flex`}
            >
              {panelHidden ? t('listing.filters.show') : t('listing.filters.hide')}
            </button>
          </>
        )}
        <p
          className="order-last w-full text-sm text-ink-soft sm:order-none sm:w-auto"
          aria-live="polite"
        >
          {count}
        </p>
        {ordering && (
          <div className="ml-auto">
            <SortSelect ordering={ordering} />
          </div>
        )}
      </div>
      <div
        className={
          hasFilters && !panelHidden ? 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8' : ''
        }
      >
        {!hasFilters && ordering && (
          <Form id={listingFormId} method="get" hidden>
            <SearchQueryField />
          </Form>
        )}
        {hasFilters && (
          <FiltersPanel
            filters={filters}
            count={count}
            drawerOpen={drawerOpen}
            onClose={closeDrawer}
            hidden={panelHidden}
          />
        )}
        {/* The cards' h3 titles need an h2 above them: on phones the filters' h2 is hidden. */}
        <h2 className="sr-only">{t('listing.results.heading')}</h2>
        {listing.products.length > 0 ? (
          <PagedProducts listing={listing} />
        ) : (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-line">
            <p className="text-lg font-semibold text-ink">{t('listing.empty.title')}</p>
            <p className="mt-2 text-ink-soft">{t('listing.empty.text')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
