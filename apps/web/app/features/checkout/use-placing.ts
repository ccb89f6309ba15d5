import { useState } from 'react';
import { useNavigation } from 'react-router';
import type { CheckoutReply } from './checkout-action.server.ts';

/**
 * Whether the order is being placed: from the submit until the server answers. An answer on
 * this page (an error) ends it; a redirect to the payment provider leaves the page with it on,
 * so the loader stays up until the provider's page replaces this one.
 */
export function usePlacing(reply: CheckoutReply | undefined) {
  const navigation = useNavigation();
  const [placedWith, setPlacedWith] = useState<{ reply: CheckoutReply | undefined } | null>(null);
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  return {
    placing: submitting || (placedWith !== null && placedWith.reply === reply),
    markPlacing: () => setPlacedWith({ reply }),
  };
}
