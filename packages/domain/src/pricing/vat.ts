import type { StoreCode } from '../edition.ts';
import { requireCents, requireRate, roundHalfUp, type Cents } from '../money.ts';

/**
 * Each edition's VAT, on goods, shipping and services alike. The Spanish edition charges
 * Spanish VAT; the French edition's distance sales to French consumers carry French VAT
 * (EU one-stop shop, VAT of the country of destination). The 1.21 of SPEC section 9 is the
 * Spanish rate.
 *
 * Product prices are published VAT-included per edition, so the French shelf price stays what
 * the catalogue shows and its taxable base is taken at 20 %; shipping and services are priced
 * net and get the edition's VAT added (service-tax.ts).
 */
const vatRates: Record<StoreCode, number> = { ESSM: 0.21, FRSM: 0.2 };

export function vatRateOf(store: StoreCode): number {
  return vatRates[store];
}

/** A rate as people read it: 0.21 is '21', 0.055 would be '5.5'. */
export function vatPercent(rate: number): number {
  return Math.round(requireRate(rate, 'VAT rate') * 1000) / 10;
}

export interface VatBreakdown {
  /** Taxable base. */
  net: Cents;
  vat: Cents;
  /** The VAT-inclusive amount the breakdown was taken from. */
  gross: Cents;
  rate: number;
}

/**
 * Splits a VAT-inclusive amount into base and tax at the given rate (the edition's, or the one
 * an order was placed with). The base is rounded half-up and the tax takes the rest, so base +
 * tax is always exactly the amount the customer paid: an invoice whose lines do not add up to
 * the charge is worse than a tax one cent off the exact product.
 */
export function vatIncludedBreakdown(gross: Cents, rate: number): VatBreakdown {
  // A refund is a negative gross: its breakdown keeps the sign.
  requireCents(gross, 'gross amount', 'any sign');
  const net = roundHalfUp(gross / (1 + requireRate(rate, 'VAT rate')));
  return { net, vat: gross - net, gross, rate };
}
