import type { StoreCode } from './edition.ts';

export const paymentMethodIds = [
  'card',
  'bizum',
  'klarna_account',
  'paypal',
  'transfer',
  'sequra_sp1',
  'sequra_pp3',
] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** The French flow lists card, paypal, transfer and klarna_account (SPEC section 9). */
export const paymentMethodsByStore: Record<StoreCode, readonly PaymentMethodId[]> = {
  ESSM: paymentMethodIds,
  FRSM: ['card', 'paypal', 'transfer', 'klarna_account'],
};

interface PaymentMethodRules {
  /** Paid at once (card, Bizum, PayPal) or later (transfer, instalments by the lender). */
  immediate: boolean;
  /** A transfer reserves no stock until the money arrives. */
  reservesStock: boolean;
  addsPaypalCommission: boolean;
}

export const paymentMethodRules: Record<PaymentMethodId, PaymentMethodRules> = {
  card: { immediate: true, reservesStock: true, addsPaypalCommission: false },
  bizum: { immediate: true, reservesStock: true, addsPaypalCommission: false },
  paypal: { immediate: true, reservesStock: true, addsPaypalCommission: true },
  klarna_account: { immediate: false, reservesStock: true, addsPaypalCommission: false },
  sequra_sp1: { immediate: false, reservesStock: true, addsPaypalCommission: false },
  sequra_pp3: { immediate: false, reservesStock: true, addsPaypalCommission: false },
  transfer: { immediate: false, reservesStock: false, addsPaypalCommission: false },
};

export type PaymentMethodError = 'payment.method_required' | 'payment.method_unavailable';

export function validatePaymentMethod(
  store: StoreCode,
  method: string | null | undefined,
): PaymentMethodError | null {
  if (!method) return 'payment.method_required';
  return (paymentMethodsByStore[store] as readonly string[]).includes(method)
    ? null
    : 'payment.method_unavailable';
}

/** A transfer quoting the order number must arrive within 24 hours. */
export function transferDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + 24 * 3_600_000);
}
