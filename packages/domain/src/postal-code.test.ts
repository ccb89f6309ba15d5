import { describe, expect, it } from 'vitest';
import { checkPostalCode, validateAddressPostalCode, validatePostalCode } from './postal-code.ts';

describe('postal codes', () => {
  it('needs exactly 5 digits', () => {
    expect(validatePostalCode('ESSM', '')).toBe('postal_code.required');
    expect(validatePostalCode('ESSM', '2800')).toBe('postal_code.format');
    expect(validatePostalCode('ESSM', '280001')).toBe('postal_code.format');
    expect(validatePostalCode('ESSM', '28O01')).toBe('postal_code.format');
    expect(validatePostalCode('ESSM', '28001')).toBeNull();
  });

  it('refuses the Canary Islands in Spain', () => {
    expect(validatePostalCode('ESSM', '35001')).toBe('postal_code.no_shipping_canary');
    expect(validatePostalCode('ESSM', '38001')).toBe('postal_code.no_shipping_canary');
  });

  it('ships the Balearics at a price and the peninsula for free', () => {
    expect(checkPostalCode('ESSM', '07001')).toEqual({
      ok: true,
      zone: 'balearics',
      freeShipping: false,
    });
    expect(checkPostalCode('ESSM', '28001')).toEqual({
      ok: true,
      zone: 'mainland',
      freeShipping: true,
    });
  });

  it('refuses French overseas departments and Corsica in France', () => {
    expect(validatePostalCode('FRSM', '97400')).toBe('postal_code.no_shipping_overseas');
    expect(validatePostalCode('FRSM', '98800')).toBe('postal_code.no_shipping_overseas');
    expect(validatePostalCode('FRSM', '20000')).toBe('postal_code.no_shipping_corsica');
  });

  it('applies each country’s prefixes only to its own edition', () => {
    expect(checkPostalCode('ESSM', '20001')).toEqual({
      ok: true,
      zone: 'mainland',
      freeShipping: true,
    });
    expect(checkPostalCode('FRSM', '07000')).toEqual({
      ok: true,
      zone: 'mainland',
      freeShipping: true,
    });
    expect(validatePostalCode('FRSM', '35000')).toBeNull();
  });

  it('refuses prefixes no Spanish province has: 00 and 53 to 99', () => {
    for (const code of ['00001', '53001', '60001', '99001'])
      expect(validatePostalCode('ESSM', code)).toBe('postal_code.unknown');
    for (const code of ['01001', '50001'])
      expect(checkPostalCode('ESSM', code)).toMatchObject({ ok: true, zone: 'mainland' });
  });

  it('refuses Ceuta and Melilla, outside the EU VAT area like the Canaries', () => {
    expect(validatePostalCode('ESSM', '51001')).toBe('postal_code.no_shipping_ceuta_melilla');
    expect(validatePostalCode('ESSM', '52006')).toBe('postal_code.no_shipping_ceuta_melilla');
  });

  it('refuses prefixes no French département has: 00 and 96', () => {
    expect(validatePostalCode('FRSM', '00100')).toBe('postal_code.unknown');
    expect(validatePostalCode('FRSM', '96000')).toBe('postal_code.unknown');
    expect(validatePostalCode('FRSM', '95000')).toBeNull();
    expect(validatePostalCode('FRSM', '01000')).toBeNull();
    // The edition's own refusals keep their words: 97 and 98 exist, France does not ship there.
    expect(validatePostalCode('FRSM', '97400')).toBe('postal_code.no_shipping_overseas');
  });

  it('takes any existing code of the country for an address that receives no goods', () => {
    expect(validateAddressPostalCode('ESSM', ' 35001 ')).toBeNull();
    expect(validateAddressPostalCode('ESSM', '51001')).toBeNull();
    expect(validateAddressPostalCode('FRSM', '20000')).toBeNull();
    expect(validateAddressPostalCode('FRSM', '97400')).toBeNull();
    expect(validateAddressPostalCode('ESSM', '99001')).toBe('postal_code.unknown');
    expect(validateAddressPostalCode('FRSM', '96000')).toBe('postal_code.unknown');
    expect(validateAddressPostalCode('ESSM', ' ')).toBe('postal_code.required');
    expect(validateAddressPostalCode('ESSM', '3500')).toBe('postal_code.format');
  });
});
