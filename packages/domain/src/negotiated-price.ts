import type { Cents } from './money.ts';

/**
 * What staff agree with a professional on a quotation line: a unit price of their own, or a
 * discount off the catalogue's unit price in basis points (1250 = 12.5 %). Never both: one
 * rule per line, so the quotation says plainly how its price was reached.
 */
export type NegotiatedChange =
  | { kind: 'none' }
  | { kind: 'unitPrice'; unitPvp: Cents }
  | { kind: 'discount'; basisPoints: number };

export type NegotiatedPriceError = 'above_catalogue' | 'not_positive';

/** The most a discount takes off: a line at 0 would be a gift, not a price. */
export const maxDiscountBasisPoints = 9_900;

/**
 * The quoted unit price (VAT included) from the catalogue's one: a negotiated price may lower
 * it, never raise it (a quotation promises a better price, not a surcharge); a discount is
 * rounded to the cent, half up.
 */
export function negotiatedUnitPrice(
  catalogueUnitPvp: Cents,
  change: NegotiatedChange,
): { ok: true; unitPvp: Cents } | { ok: false; error: NegotiatedPriceError } {
  if (change.kind === 'none') return { ok: true, unitPvp: catalogueUnitPvp };
  if (change.kind === 'unitPrice') {
    if (change.unitPvp <= 0) return { ok: false, error: 'not_positive' };
    if (change.unitPvp > catalogueUnitPvp) return { ok: false, error: 'above_catalogue' };
    return { ok: true, unitPvp: change.unitPvp };
  }
  const off = Math.round((catalogueUnitPvp * change.basisPoints) / 10_000);
  const unitPvp = catalogueUnitPvp - off;
  return unitPvp > 0 ? { ok: true, unitPvp } : { ok: false, error: 'not_positive' };
}
