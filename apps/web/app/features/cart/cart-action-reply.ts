/** The cart page action's answer: the message to show and announce after a change. */
export type CartActionReply = {
  ok: boolean;
  intent: 'quantity' | 'remove' | 'coupon' | 'remove-coupon';
  message: string;
};
