import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { addErrorMessageKeys, type AddToCartReply } from './add-to-cart-reply.ts';
import { openCartPanel } from './cart-panel-state.ts';

/**
 * Posts a product to the cart (/cart/add) in the background and opens the side-panel cart
 * once the api has added it; a refusal becomes the message to show beside the button.
 */
export function useAddToCart(onAdded?: () => void) {
  const t = useTranslate();
  const fetcher = useFetcher<AddToCartReply>();
  const action = useLocalizedPath()('/cart/add');
  const handled = useRef<AddToCartReply | undefined>(undefined);
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (!reply.ok) return;
    onAdded?.();
    openCartPanel({ added: true });
  }, [reply, onAdded]);

  const error = reply && !reply.ok ? (reply.message ?? t(addErrorMessageKeys[reply.error])) : null;
  return {
    fetcher,
    action,
    error,
    busy: fetcher.state !== 'idle',
    submit: (fields: Record<string, string>) =>
      fetcher.submit({ ...fields, answer: 'json' }, { method: 'post', action }),
  };
}
