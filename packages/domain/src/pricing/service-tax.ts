import { applyRate, requireCents, type Cents } from '../money.ts';

/**
 * Products are priced with VAT included; services (facility, disassembly, pre-measurement)
 * and shipping are priced net, so they get Spanish VAT (21 %) on top, rounded half-up.
 */
export const serviceTaxMultiplier = 1.21;

export function withServiceTax(net: Cents): Cents {
  return applyRate(requireCents(net, 'net service price'), serviceTaxMultiplier);
}
