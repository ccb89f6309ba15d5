import type { ConfiguratorComplementData } from '@shop/api/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocalizedPath } from '../../lib/use-storefront.ts';

export type ComplementsOfType = ConfiguratorComplementData[] | 'loading' | 'failed';

/**
 * Complements are fetched by type only when that step is entered (SPEC section 4), once per
 * type (a failed type is asked again when re-entered); the loaded ones also feed the
 * browser's price preview.
 */
export function useComplements(productId: number, typeId: number | null) {
  const localized = useLocalizedPath();
  const [byType, setByType] = useState<Record<number, ComplementsOfType>>({});
  const requested = useRef(new Set<number>());
  const path = localized(`/product/${productId}/complements`);

  useEffect(() => {
    if (typeId === null || requested.current.has(typeId)) return;
    requested.current.add(typeId);
    setByType((current) => ({ ...current, [typeId]: 'loading' }));
    fetch(`${path}?complement_type_id=${typeId}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`complements ${response.status}`);
        const list = (await response.json()) as ConfiguratorComplementData[];
        setByType((current) => ({ ...current, [typeId]: list }));
      })
      .catch(() => {
        requested.current.delete(typeId);
        setByType((current) => ({ ...current, [typeId]: 'failed' }));
      });
  }, [typeId, path]);

  const loaded = Object.values(byType).flatMap((list) => (Array.isArray(list) ? list : []));
  return { byType, loaded };
}
