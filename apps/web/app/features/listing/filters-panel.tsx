import type { CategoryFilter } from '@shop/api/contracts';
import { useEffect, useRef, type FocusEvent, type FormEvent, type MouseEvent } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useHydrated } from '../configurator/use-hydrated.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import { FilterGroup, isFilterApplied } from './filter-group.tsx';
import { searchQueryKey } from './listing-query.ts';
import { SearchQueryField } from './search-query-field.tsx';
import { listingFormId, useListingForm } from './use-listing-form.ts';

export const filtersPanelId = 'filtros';
/** Where the drawer's close link leads without JavaScript: the top of the listing. */
export const listingTopId = 'listado';

/** Clearing every filter keeps the ordering the customer chose and the search words. */
function withoutFilters(pathname: string, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['sort', searchQueryKey]) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A range filter's from/to box, typed rather than ticked. */
function isTypedBound(element: EventTarget | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'number';
}

type FiltersPanelProps = {
  filters: CategoryFilter[];
  /** The number of products, in words ('42 productos'). */
  count: string;
  /** The phone drawer is open (JavaScript); without it the drawer opens as the #filtros target. */
  drawerOpen: boolean;
  onClose: () => void;
  /** Hidden with the show/hide toggle on large screens. */
  hidden: boolean;
};

/**
 * The filters as one GET form: it works without JavaScript (Apply), and with it every choice
 * applies at once. Large screens show it beside the grid; phones open it as a drawer.
 */
export function FiltersPanel({ filters, count, drawerOpen, onClose, hidden }: FiltersPanelProps) {
  const t = useTranslate();
  const { pathname, search, key } = useLocation();
  const apply = useListingForm();
  const hydrated = useHydrated();
  const closeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen, onClose]);

  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Typed bounds apply when the customer leaves them or presses Enter, not per key.
    if (isTypedBound(event.target)) return;
    apply(event.currentTarget);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // Tabbing from one typed bound to the next ('Desde' to 'Hasta') waits: applying now would
    // redraw the form under the customer's typing and drop the second bound.
    if (isTypedBound(event.relatedTarget) && form.contains(event.relatedTarget)) return;
    const typedBounds = Array.from(form.elements).filter(isTypedBound);
    if (typedBounds.some((bound) => bound.value !== bound.defaultValue)) apply(form);
  };
  const anyApplied = filters.some(isFilterApplied);

  return (
    <aside
      id={filtersPanelId}
      aria-label={t('listing.filters.title')}
      role={drawerOpen ? 'dialog' : undefined}
      aria-modal={drawerOpen || undefined}
      className={`${drawerOpen ? 'fixed' : 'hidden target:fixed target:block'} inset-0 z-50 lg:static lg:z-auto ${hidden ? 'lg:hidden' : 'lg:block'}`}
    >
      {/* The dimmed page behind the drawer closes it (the close link is the keyboard's way). */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 cursor-default bg-ink/50 lg:hidden"
      />
      <div className="absolute inset-y-0 right-0 flex w-[88%] max-w-sm flex-col bg-surface shadow-xl lg:static lg:w-auto lg:max-w-none lg:bg-transparent lg:shadow-none">
        <div className="flex items-center justify-between border-b border-line bg-white px-4 py-3 lg:hidden">
          <h2 className="text-lg font-bold text-brand-900">{t('listing.filters.title')}</h2>
          <a
            ref={closeRef}
            href={`#${listingTopId}`}
            onClick={close}
            className="flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <Icon name="close" />
            <span className="sr-only">{t('listing.filters.close')}</span>
          </a>
        </div>
        <Form
          key={key}
          id={listingFormId}
          method="get"
          action={pathname}
          // Choices apply at once from here on (until then the Apply button submits the form).
          data-ready={hydrated}
          preventScrollReset
          onChange={onChange}
          onBlur={onBlur}
          onSubmit={(event) => {
            event.preventDefault();
            apply(event.currentTarget);
            onClose();
          }}
          className="flex-1 overflow-y-auto px-4 py-5 lg:overflow-visible lg:p-0"
        >
          <SearchQueryField />
          {anyApplied && (
            <Link
              to={withoutFilters(pathname, search)}
              preventScrollReset
              className="mb-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('listing.filters.clearAll')}
            </Link>
          )}
          {filters.map((filter) => (
            <FilterGroup key={filter.id} filter={filter} />
          ))}
          <button
            type="submit"
            className="sticky bottom-0 mt-5 h-12 w-full rounded-full lg:static bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            <span className="lg:hidden">{t('listing.filters.showResults', { count })}</span>
            <span className="hidden lg:inline">{t('listing.filters.apply')}</span>
          </button>
        </Form>
      </div>
    </aside>
  );
}
