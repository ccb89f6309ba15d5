import { describe, expect, it } from 'vitest';
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
});
