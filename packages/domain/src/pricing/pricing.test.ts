import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  customerTypeCode,
  customerTypeOfCode,
  priceFor,
  withServiceTax,
} from './index.ts';
import { InvalidAmountError } from '../money.ts';

describe('customer prices', () => {
  it('picks the client or the professional price', () => {
    const prices = { client: 30000, professional: 24000 };
    expect(priceFor(prices, 'client')).toBe(30000);
    expect(priceFor(prices, 'professional')).toBe(24000);
    expect(customerTypeCode('professional')).toBe('P');
    expect(customerTypeOfCode('P')).toBe('professional');
    expect(customerTypeOfCode('C')).toBe('client');
  });
});

describe('service tax', () => {
  it('multiplies by 1.21 in the Spanish edition and rounds half-up', () => {
    expect(withServiceTax('ESSM', 2000)).toBe(2420);
    expect(withServiceTax('ESSM', 5000)).toBe(6050);
    expect(withServiceTax('ESSM', 1250)).toBe(1513);
  });
});

describe('cartTotals', () => {
  it('is rows minus discount plus shipping', () => {
    const totals = cartTotals({
      rowsTotal: 50000,
      discount: 500,
      shipping: 1815,
      paymentMethod: 'card',
    });
    expect(totals.pvp_total).toBe(51315);
    expect(totals.paypal_commission).toBe(0);
  });

  it('adds the PayPal commission on the discounted total with shipping', () => {
    const totals = cartTotals({
      rowsTotal: 10000,
      discount: 1000,
      shipping: 1000,
      paymentMethod: 'paypal',
    });
    expect(totals.paypal_commission).toBe(200);
    expect(totals.pvp_total).toBe(10200);
  });

  it('uses the operator’s rates when given', () => {
    const rates = { paypal: 0.035, cardProvider: 0.012 };
    expect(
      cartTotals({ rowsTotal: 9999, discount: 0, shipping: 0, paymentMethod: 'paypal', rates })
        .paypal_commission,
    ).toBe(350);
    const card = cartTotals({
      rowsTotal: 10000,
      discount: 0,
      shipping: 0,
      paymentMethod: 'card',
      rates,
    });
    expect(card.card_provider_commission).toBe(120);
    expect(card.pvp_total).toBe(10000);
  });

  it('never lets the discount exceed the goods', () => {
    const totals = cartTotals({ rowsTotal: 300, discount: 500, shipping: 0, paymentMethod: null });
    expect(totals.pvp_saved).toBe(300);
    expect(totals.pvp_total).toBe(0);
  });

  it('refuses, as a bug, amounts and rates that are not whole cents or finite', () => {
    const input = {
      rowsTotal: 10000,
      discount: 500,
      shipping: 0,
      paymentMethod: 'paypal' as const,
    };
    for (const rowsTotal of [-1, 10.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 2])
      expect(() => cartTotals({ ...input, rowsTotal }), String(rowsTotal)).toThrow(
        InvalidAmountError,
      );
    for (const discount of [-500, 0.5, Number.NaN])
      expect(() => cartTotals({ ...input, discount }), String(discount)).toThrow(
        InvalidAmountError,
      );
    for (const shipping of [-1815, 18.15, Number.NaN])
      expect(() => cartTotals({ ...input, shipping }), String(shipping)).toThrow(
        InvalidAmountError,
      );
    expect(() => cartTotals({ ...input, rates: { paypal: Number.NaN, cardProvider: 0 } })).toThrow(
      InvalidAmountError,
    );
    expect(() =>
      cartTotals({ ...input, paymentMethod: 'card', rates: { paypal: 0.02, cardProvider: -0.01 } }),
    ).toThrow(InvalidAmountError);
    expect(() =>
      cartTotals({ ...input, rowsTotal: Number.MAX_SAFE_INTEGER, discount: 0, shipping: 1 }),
    ).toThrow(InvalidAmountError);
  });
});

describe('prices that are not whole cents', () => {
  it('are refused where they are read and where tax is added', () => {
    expect(() => priceFor({ client: Number.NaN, professional: 100 }, 'client')).toThrow(
      InvalidAmountError,
    );
    expect(() => priceFor({ client: 100, professional: -1 }, 'professional')).toThrow(
      InvalidAmountError,
    );
    expect(() => withServiceTax('ESSM', -2000)).toThrow(InvalidAmountError);
    expect(() => withServiceTax('FRSM', 20.5)).toThrow(InvalidAmountError);
  });
});
