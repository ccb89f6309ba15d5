import { describe, expect, it } from 'vitest';
import { checkPostalCode, validatePostalCode } from './postal-code.ts';

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
});
