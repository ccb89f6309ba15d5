import { applyRate, requireCents, requireRate, type Cents } from '../money.ts';
import { paymentMethodRules, type PaymentMethodId } from '../payment-methods.ts';

/**
 * Commission rates are operator configuration. PayPal's is added to what the customer pays
 * (0.02 unless the operator sets another). The card provider's is what the shop pays on the
 * total: it is reported for accounting but never charged to the customer, because EU rules
 * (PSD2) forbid surcharging consumer card payments and the spec gives it no value.
 */
export interface CommissionRates {
  paypal: number;
  cardProvider: number;
}

export const defaultCommissionRates: CommissionRates = { paypal: 0.02, cardProvider: 0 };

export interface CartTotalsInput {
  /** Sum of the rows, VAT included. */
  rowsTotal: Cents;
  discount: Cents;
  /** Shipping with its tax, as `shippingCost` returns it. */
  shipping: Cents;
  paymentMethod: PaymentMethodId | null;
  rates?: CommissionRates;
}

export interface CartTotals {
  pvp: Cents;
  pvp_saved: Cents;
  pvp_shipping: Cents;
  paypal_commission: Cents;
  card_provider_commission: Cents;
  pvp_total: Cents;
}

/** Cart total = rows minus discount plus shipping, then PayPal's commission when paying with it. */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const rates = input.rates ?? defaultCommissionRates;
  const paypalRate = requireRate(rates.paypal, 'PayPal commission rate');
  const cardProviderRate = requireRate(rates.cardProvider, 'card provider commission rate');
  const rowsTotal = requireCents(input.rowsTotal, 'rows total');
  const shipping = requireCents(input.shipping, 'shipping');
  // A discount larger than the goods would make the shop pay the customer.
  const discount = Math.min(requireCents(input.discount, 'discount'), rowsTotal);
  const total = requireCents(rowsTotal - discount + shipping, 'cart total');
  const method = input.paymentMethod ? paymentMethodRules[input.paymentMethod] : null;
  const paypalCommission = method?.addsPaypalCommission ? applyRate(total, paypalRate) : 0;
  const pvpTotal = requireCents(total + paypalCommission, 'cart total with commission');
  return {
    pvp: rowsTotal,
    pvp_saved: discount,
    pvp_shipping: shipping,
    paypal_commission: paypalCommission,
    card_provider_commission:
      input.paymentMethod === 'card' ? applyRate(pvpTotal, cardProviderRate) : 0,
    pvp_total: pvpTotal,
  };
}
