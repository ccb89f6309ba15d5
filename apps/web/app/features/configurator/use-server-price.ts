import type { PriceConfigurationResponse } from '@shop/api/contracts';
import type { Configuration } from '@shop/domain';
import { useEffect, useState } from 'react';
import { useLocalizedPath } from '../../lib/use-storefront.ts';
import { priceRequest } from './price-request.ts';

/** How long the customer may keep typing before the server is asked. */
const settleMs = 250;

/**
 * The server's price of the configuration (POST price_configuration through the web), asked
 * again whenever the configuration settles. `confirmed` is the latest answer for exactly this
 * configuration; while a request is on its way it is null.
 */
export function useServerPrice(productId: number, configuration: Configuration, enabled: boolean) {
  const localized = useLocalizedPath();
  const path = localized(`/product/${productId}/price`);
  const body = JSON.stringify(priceRequest(configuration));
  const [answer, setAnswer] = useState<{
    body: string;
    price: PriceConfigurationResponse | null;
  }>();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal: controller.signal,
      })
        .then(async (response) =>
          setAnswer({
            body,
            price: response.ok ? ((await response.json()) as PriceConfigurationResponse) : null,
          }),
        )
        .catch(() => {
          // Aborted by a newer configuration, or offline: the preview stays on screen.
        });
    }, settleMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, body, enabled]);

  const current = answer?.body === body ? answer : undefined;
  return { confirmed: current?.price ?? null, checking: enabled && current === undefined };
}
