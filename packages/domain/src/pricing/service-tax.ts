import type { StoreCode } from '../edition.ts';
import { applyRate, requireCents, type Cents } from '../money.ts';
import { vatRateOf } from './vat.ts';

/**
 * Products are priced with VAT included; services and shipping are priced net, so they get
 * the edition's VAT on top, rounded half-up (SPEC section 9's 1.21 is the Spanish case).
 */
export function withServiceTax(store: StoreCode, net: Cents): Cents {
  return applyRate(requireCents(net, 'net service price'), 1 + vatRateOf(store));
}
