import { defaultSort } from '@shop/domain';
import { useLocation, useSubmit } from 'react-router';

/** The id of the GET form of filters and ordering; the ordering select joins it by `form`. */
export const listingFormId = 'listing-filters';

/**
 * With JavaScript the form applies at once: its values, without the empty ones, become the
 * listing's query (page 1, as for any new filter).
 */
export function useListingForm() {
  const submit = useSubmit();
  const { pathname } = useLocation();
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      // The default ordering is the listing's own URL, not a variant of it.
      if (name === 'sort' && value === defaultSort) continue;
      params.append(name, value.trim());
    }
    void submit(params, { method: 'get', action: pathname, preventScrollReset: true });
  };
}
