import type { SearchSuggestions } from '@shop/api/contracts';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLocalizedPath } from '../../lib/use-storefront.ts';

/** Wait for a pause in typing before asking, so a word costs one request, not one per key. */
const typingPause = 200;
const shortestQuery = 2;

/** Suggestions for what the customer is typing, from the shop's own suggestions route. */
export function useSearchSuggestions(query: string): SearchSuggestions | undefined {
  const route = useLocalizedPath()('/buscar/sugerencias');
  const { load, data } = useFetcher<SearchSuggestions>();
  const [asked, setAsked] = useState('');
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < shortestQuery) return;
    const timer = window.setTimeout(() => {
      setAsked(trimmed);
      void load(`${route}?${new URLSearchParams({ q: trimmed }).toString()}`);
    }, typingPause);
    return () => window.clearTimeout(timer);
  }, [trimmed, route, load]);

  if (trimmed.length < shortestQuery || asked !== trimmed) return undefined;
  return data?.query === trimmed ? data : undefined;
}
