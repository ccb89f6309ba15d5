import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocalizedPath } from '../../lib/use-storefront.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';
import { announceCartChange } from './cart-announcer.tsx';
import type { CartActionReply } from './cart-action-reply.ts';

/**
 * A fetcher for the cart page's action (/cart): the same forms post there as plain forms
 * before JavaScript runs; once it runs they ask for a JSON reply (`answer=json`, only
 * rendered after hydration) whose message is announced.
 */
export function useCartForm(key?: string) {
  const fetcher = useFetcher<CartActionReply>(key ? { key } : undefined);
  const hydrated = useHydrated();
  const action = useLocalizedPath()('/cart');
  const announced = useRef<CartActionReply | undefined>(undefined);
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!reply || announced.current === reply) return;
    announced.current = reply;
    announceCartChange(reply.message);
  }, [reply]);

  return { fetcher, action, hydrated, reply, busy: fetcher.state !== 'idle' };
}
