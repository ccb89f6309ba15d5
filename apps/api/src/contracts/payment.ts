import { paymentMethodIds } from '@shop/domain';
import { z } from 'zod';
import { Cents } from './common.ts';

/*
 * The payment calls (SPEC section 7, base /payment/v1/). Starting a payment places the cart's
 * order (once per cart; again only to pay an unpaid order) and answers where to send the
 * shopper. Amounts come from the server's order, never from the body.
 */

const CartKey = z.string().max(100);
/** Chosen by the browser per checkout form; a repeat with the same key changes nothing. */
const IdempotencyKey = z.string().min(16).max(100);
const ReturnUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const AdyenSessionRequest = z
  .object({
    cart: CartKey,
    payment_method: z.enum(['card', 'bizum', 'klarna_account']),
    idempotency_key: IdempotencyKey,
    /** Where the provider sends the shopper back, with sessionId and sessionResult added. */
    return_url: ReturnUrl,
  })
  .meta({ id: 'AdyenSessionRequest' });

export const PaymentStart = z
  .object({
    order_number: z.string(),
    payment_reference: z.string(),
    /** The provider's page the shopper goes to; null for a transfer. */
    redirect_url: z.url().nullable(),
  })
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof PaymentStart>;

export const AdyenDetailsRequest = z
  .object({
    payment_reference: z.string().max(100),
    session_id: z.string().max(200).optional(),
    session_result: z.string().max(5000).optional(),
    redirect_result: z.string().max(5000).optional(),
  })
  .meta({ id: 'AdyenDetailsRequest' });

export const PayPalCreateOrderRequest = z
  .object({
    cart: CartKey,
    idempotency_key: IdempotencyKey,
    /** PayPal adds token (its order id) and PayerID. */
    return_url: ReturnUrl,
    cancel_url: ReturnUrl,
  })
  .meta({ id: 'PayPalCreateOrderRequest' });

export const PayPalOrderStart = PaymentStart.extend({ id: z.string() }).meta({
  id: 'PayPalOrderStart',
});

export const PayPalOrderDetailsQuery = z.object({
  id: z.string().min(1).max(100),
  /**
   * The payment the shopper came back to (addition to the spec): when given, a PayPal order of
   * another payment is refused before it is captured.
   */
  payment_reference: z.string().min(1).max(100).optional(),
});

export const SequraInitRequest = z
  .object({
    cart: CartKey,
    payment_method: z.enum(['sequra_sp1', 'sequra_pp3']),
    idempotency_key: IdempotencyKey,
    /** Where the shopper lands once seQura approved the order. */
    return_url: ReturnUrl,
    /** Where seQura sends the shopper after a refusal (then call sequra/payments/abort/). */
    abort_url: ReturnUrl,
  })
  .meta({ id: 'SequraInitRequest' });

export const SequraFormQuery = z.object({ payment_reference: z.string().min(1).max(100) });

export const TransferOrderRequest = z
  .object({ cart: CartKey, idempotency_key: IdempotencyKey })
  .meta({ id: 'TransferOrderRequest' });

export const TransferInstructions = z.object({
  iban: z.string(),
  bic: z.string().nullable(),
  beneficiary: z.string(),
  /** What the customer writes as the transfer's concept: the order number. */
  concept: z.string(),
  amount: Cents,
  /** ISO date-time: 24 hours after the order was placed. */
  deadline: z.string(),
});

export const PaymentReferenceParams = z.object({ reference: z.string().min(1).max(100) });

export const PaymentState = z
  .object({
    status: z.enum(['pending', 'authorized', 'error']),
    method: z.enum(paymentMethodIds),
    order_number: z.string(),
    payment_reference: z.string(),
    amount: Cents,
    /** For transfers: what to pay, where and by when. */
    transfer: TransferInstructions.nullable(),
  })
  .meta({ id: 'PaymentState' });
export type PaymentState = z.infer<typeof PaymentState>;
