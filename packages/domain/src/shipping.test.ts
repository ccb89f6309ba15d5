import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './money.ts';
import { shippingCost } from './shipping.ts';

const rates = { balearics: 2479 };

describe('shippingCost', () => {
  it('is free to the peninsula', () => {
    expect(shippingCost('ESSM', '28001', rates)).toEqual({ ok: true, zone: 'mainland', cost: 0 });
  });

  it('charges the Balearics their rate with tax, rounded', () => {
    expect(shippingCost('ESSM', '07001', rates)).toEqual({
      ok: true,
      zone: 'balearics',
      cost: 3000,
    });
  });

  it('refuses the Canary Islands', () => {
    expect(shippingCost('ESSM', '35001', rates)).toEqual({
      ok: false,
      error: 'postal_code.no_shipping_canary',
    });
  });

  it('refuses Ceuta, Melilla and codes of no province instead of shipping there for free', () => {
    const refusals = [
      ['ESSM', '51001', 'postal_code.no_shipping_ceuta_melilla'],
      ['ESSM', '52001', 'postal_code.no_shipping_ceuta_melilla'],
      ['ESSM', '99001', 'postal_code.unknown'],
      ['FRSM', '96000', 'postal_code.unknown'],
    ] as const;
    for (const [store, postalCode, error] of refusals)
      expect(shippingCost(store, postalCode, rates)).toEqual({ ok: false, error });
  });

  it('refuses a Balearic rate that is not whole cents', () => {
    expect(() => shippingCost('ESSM', '07001', { balearics: Number.NaN })).toThrow(
      InvalidAmountError,
    );
    expect(() => shippingCost('ESSM', '07001', { balearics: -1 })).toThrow(InvalidAmountError);
  });
});
