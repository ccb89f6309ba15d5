import type { InstallationPlace } from '@shop/api/contracts';
import { useState } from 'react';
import { useLocalizedPath } from '../../lib/use-storefront.ts';

/** The places text search (municipalities of Spain), through the web's places route. */
export function useInstallationPlaces() {
  const localized = useLocalizedPath();
  const [state, setState] = useState<{ searching: boolean; places: InstallationPlace[] | null }>({
    searching: false,
    places: null,
  });
  const search = (text: string) => {
    if (text.trim().length < 2) return;
    setState((current) => ({ ...current, searching: true }));
    fetch(`${localized('/product/installation-places')}?q=${encodeURIComponent(text.trim())}`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) =>
        response.ok ? ((await response.json()) as InstallationPlace[]) : [],
      )
      .catch(() => [])
      .then((places) => setState({ searching: false, places }));
  };
  return { ...state, search };
}
