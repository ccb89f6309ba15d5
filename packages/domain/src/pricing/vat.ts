import { requireCents, requireRate, roundHalfUp, type Cents } from '../money.ts';

/**
 * The VAT every price of the shop carries: product prices include it, services and shipping
 * get it added through the 1.21 multiplier (service-tax.ts). The spec gives one rate for both
 * editions; charging French VAT under the EU one-stop shop would change this value only.
 */
export const vatRate = 0.21;

export interface VatBreakdown {
  /** Taxable base. */
  net: Cents;
  vat: Cents;
  /** The VAT-inclusive amount the breakdown was taken from. */
  gross: Cents;
  rate: number;
}

/**
 * Splits a VAT-inclusive amount into base and tax. The base is rounded half-up and the tax
 * takes the rest, so base + tax is always exactly the amount the customer paid: an invoice
 * whose lines do not add up to the charge is worse than a tax one cent off the exact product.
 */
export function vatIncludedBreakdown(gross: Cents, rate: number = vatRate): VatBreakdown {
  // A refund is a negative gross: its breakdown keeps the sign.
  requireCents(gross, 'gross amount', 'any sign');
  const net = roundHalfUp(gross / (1 + requireRate(rate, 'VAT rate')));
  return { net, vat: gross - net, gross, rate };
}
