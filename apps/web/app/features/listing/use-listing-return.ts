import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  forgetListingPosition,
  listingQuery,
  readListingPosition,
  rememberListingPosition,
} from './listing-position.ts';
import { listingPageHref } from './listing-query.ts';

/** The address bar follows the page the customer is on, so reload and back land there. */
export function showPageInAddressBar(page: number) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', listingPageHref(pathname, search, page));
}

/**
 * SPEC section 4, Listing: opening a product stores the listing's page and the product; back
 * on this listing scrolls to it. New filters or ordering on the same listing forget it.
 * Cards carry `data-product-id` and `data-page`.
 */
export function useListingReturn(list: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const position = readListingPosition();
    if (position?.path !== pathname) return;
    const sameListing = position.query === listingQuery(search);
    if (navigationType !== 'POP' && !sameListing) forgetListingPosition(pathname);
    if (navigationType !== 'POP' || !sameListing) return;
    document.getElementById(`product-${position.productId}`)?.scrollIntoView({ block: 'center' });
  }, [navigationType, pathname, search]);

  // One listener for every card's links (they are the product card's own).
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const remember = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest('a') && target.closest<HTMLElement>('[data-product-id]');
      if (!card) return;
      const page = Number(card.dataset.page);
      showPageInAddressBar(page);
      rememberListingPosition({
        path: pathname,
        query: listingQuery(search),
        page,
        productId: Number(card.dataset.productId),
      });
    };
    element.addEventListener('click', remember);
    return () => element.removeEventListener('click', remember);
  }, [list, pathname, search]);
}
