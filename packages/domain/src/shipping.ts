import type { StoreCode } from './edition.ts';
import type { Cents } from './money.ts';
import { checkPostalCode, type PostalCodeError, type ShippingZone } from './postal-code.ts';
import { withServiceTax } from './pricing/service-tax.ts';

/** Net shipping price per paid zone: operator configuration held in the database. */
export type ShippingRates = Record<Exclude<ShippingZone, 'mainland'>, Cents>;

export type ShippingQuote =
  { ok: true; zone: ShippingZone; cost: Cents } | { ok: false; error: PostalCodeError };

/** Free to the peninsula, the Balearics at their rate with tax (rounded), islands refused. */
export function shippingCost(
  store: StoreCode,
  postalCode: string,
  rates: ShippingRates,
): ShippingQuote {
  const check = checkPostalCode(store, postalCode);
  if (!check.ok) return check;
  const cost = check.zone === 'mainland' ? 0 : withServiceTax(store, rates[check.zone]);
  return { ok: true, zone: check.zone, cost };
}
