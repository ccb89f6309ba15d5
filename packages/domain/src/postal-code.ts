import type { StoreCode } from './edition.ts';

export type PostalCodeError =
  | 'postal_code.required'
  | 'postal_code.format'
  | 'postal_code.no_shipping_canary'
  | 'postal_code.no_shipping_overseas'
  | 'postal_code.no_shipping_corsica';

/** Where a parcel goes decides its shipping price: the peninsula is free, the Balearics are not. */
export type ShippingZone = 'mainland' | 'balearics';

export type PostalCodeCheck =
  { ok: true; zone: ShippingZone; freeShipping: boolean } | { ok: false; error: PostalCodeError };

/*
 * SPEC lists the refused prefixes together, but each belongs to one country: in Spain 20 is
 * Gipuzkoa and 07 is the Balearics, in France 07 is Ardèche and 20 is Corsica. Applying the
 * whole list to both editions would refuse San Sebastián and charge Ardèche for shipping, so
 * each edition applies its own country's prefixes.
 */
const refusedPrefixes: Record<StoreCode, Record<string, PostalCodeError>> = {
  ESSM: { '35': 'postal_code.no_shipping_canary', '38': 'postal_code.no_shipping_canary' },
  FRSM: {
    '97': 'postal_code.no_shipping_overseas',
    '98': 'postal_code.no_shipping_overseas',
    '20': 'postal_code.no_shipping_corsica',
  },
};

const paidShippingPrefixes: Record<StoreCode, Record<string, ShippingZone>> = {
  ESSM: { '07': 'balearics' },
  FRSM: {},
};

export function checkPostalCode(store: StoreCode, value: string): PostalCodeCheck {
  const code = value.trim();
  if (code === '') return { ok: false, error: 'postal_code.required' };
  if (!/^\d{5}$/.test(code)) return { ok: false, error: 'postal_code.format' };
  const prefix = code.slice(0, 2);
  const refusal = refusedPrefixes[store][prefix];
  if (refusal) return { ok: false, error: refusal };
  const paidZone = paidShippingPrefixes[store][prefix];
  return paidZone
    ? { ok: true, zone: paidZone, freeShipping: false }
    : { ok: true, zone: 'mainland', freeShipping: true };
}

export function validatePostalCode(store: StoreCode, value: string): PostalCodeError | null {
  const check = checkPostalCode(store, value);
  return check.ok ? null : check.error;
}
