import { useLocation } from 'react-router';
import { searchQueryKey } from './listing-query.ts';

/**
 * The listing's search words (a search narrowed to a category) travel with its GET form, so a
 * filter or an ordering chosen with or without JavaScript keeps them.
 */
export function SearchQueryField() {
  const { search } = useLocation();
  const query = new URLSearchParams(search).get(searchQueryKey)?.trim();
  return query ? <input type="hidden" name={searchQueryKey} value={query} /> : null;
}
