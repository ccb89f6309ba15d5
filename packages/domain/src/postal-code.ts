import type { StoreCode } from './edition.ts';

export type PostalCodeError =
  | 'postal_code.required'
  | 'postal_code.format'
  | 'postal_code.unknown'
  | 'postal_code.no_shipping_canary'
  | 'postal_code.no_shipping_ceuta_melilla'
  | 'postal_code.no_shipping_overseas'
  | 'postal_code.no_shipping_corsica';

/** Where a parcel goes decides its shipping price: the peninsula is free, the Balearics are not. */
export type ShippingZone = 'mainland' | 'balearics';

export type PostalCodeCheck =
  { ok: true; zone: ShippingZone; freeShipping: boolean } | { ok: false; error: PostalCodeError };

/*
 * The first two digits name a province (Spain: 01 Álava to 50 Zaragoza, then 51 Ceuta and
 * 52 Melilla) or a département (France: 01 to 95, 20 for Corsica, 97 and 98 overseas and
 * Monaco). Nothing has 00 in either country, nor 53 to 99 in Spain, nor 96 in France: such a
 * code is a typing mistake, and taking it would ship free to nowhere.
 */
const existingPrefixes: Record<StoreCode, (prefix: number) => boolean> = {
  ESSM: (prefix) => prefix >= 1 && prefix <= 52,
  FRSM: (prefix) => (prefix >= 1 && prefix <= 95) || prefix === 97 || prefix === 98,
};

/*
 * SPEC lists the refused prefixes together, but each belongs to one country: in Spain 20 is
 * Gipuzkoa and 07 is the Balearics, in France 07 is Ardèche and 20 is Corsica. Applying the
 * whole list to both editions would refuse San Sebastián and charge Ardèche for shipping, so
 * each edition applies its own country's prefixes. Ceuta and Melilla are outside the EU VAT
 * area like the Canaries: goods sent there leave the Spanish VAT the prices include.
 */
const refusedPrefixes: Record<StoreCode, Record<string, PostalCodeError>> = {
  ESSM: {
    '35': 'postal_code.no_shipping_canary',
    '38': 'postal_code.no_shipping_canary',
    '51': 'postal_code.no_shipping_ceuta_melilla',
    '52': 'postal_code.no_shipping_ceuta_melilla',
  },
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

/**
 * A postal code of the edition's country, wherever it is: what a billing address needs, since
 * invoices may go where goods do not.
 */
export function validateAddressPostalCode(store: StoreCode, value: string): PostalCodeError | null {
  const code = value.trim();
  if (code === '') return 'postal_code.required';
  if (!/^\d{5}$/.test(code)) return 'postal_code.format';
  return existingPrefixes[store](Number(code.slice(0, 2))) ? null : 'postal_code.unknown';
}

/** The one rule of where the edition delivers and whether delivery is free. */
export function checkPostalCode(store: StoreCode, value: string): PostalCodeCheck {
  const error = validateAddressPostalCode(store, value);
  if (error) return { ok: false, error };
  const prefix = value.trim().slice(0, 2);
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
