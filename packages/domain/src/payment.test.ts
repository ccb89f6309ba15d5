import { describe, expect, it } from 'vitest';
import {
  klarnaInstalments,
  sequraInstalmentOptions,
  validateSequraInstalments,
} from './instalments.ts';
import {
  paymentMethodRules,
  paymentMethodsByStore,
  transferDeadline,
  validatePaymentMethod,
} from './payment-methods.ts';
import { InvalidAmountError } from './money.ts';
import { paymentReference } from './payment-reference.ts';

describe('payment methods', () => {
  it('lists each edition’s methods and requires one', () => {
    expect(paymentMethodsByStore.FRSM).toEqual(['card', 'paypal', 'transfer', 'klarna_account']);
    expect(validatePaymentMethod('ESSM', '')).toBe('payment.method_required');
    expect(validatePaymentMethod('FRSM', 'bizum')).toBe('payment.method_unavailable');
    expect(validatePaymentMethod('ESSM', 'sequra_pp3')).toBeNull();
  });

  it('reserves no stock for a transfer, which must be paid within 24 hours', () => {
    expect(paymentMethodRules.transfer.reservesStock).toBe(false);
    expect(paymentMethodRules.card.immediate).toBe(true);
    expect(transferDeadline(new Date('2026-03-01T10:00:00Z'))).toEqual(
      new Date('2026-03-02T10:00:00Z'),
    );
  });
});

describe('seQura instalments', () => {
  it('offers 18 months only from 390 €', () => {
    expect(validateSequraInstalments(18, 38999)).toBe('payment.sequra_18_minimum');
    expect(validateSequraInstalments(18, 39000)).toBeNull();
    expect(sequraInstalmentOptions(38999)).toEqual([4, 6, 12]);
    expect(sequraInstalmentOptions(39000)).toEqual([4, 6, 12, 18]);
    expect(validateSequraInstalments(5, 50000)).toBe('payment.instalments_invalid');
  });
});

describe('Klarna instalments', () => {
  it('splits into 3 payments 30 days apart that add up to the total', () => {
    const instalments = klarnaInstalments(10000, new Date('2026-03-01T10:00:00Z'));
    expect(instalments.map((instalment) => instalment.amount)).toEqual([3334, 3333, 3333]);
    expect(instalments[2]?.dueAt).toEqual(new Date('2026-04-30T10:00:00Z'));
  });
});

describe('instalments of amounts that are not whole cents', () => {
  it('are refused as a bug', () => {
    for (const total of [-1, 100.5, Number.NaN, Infinity]) {
      expect(() => klarnaInstalments(total, new Date()), String(total)).toThrow(InvalidAmountError);
      expect(() => sequraInstalmentOptions(total), String(total)).toThrow(InvalidAmountError);
      expect(() => validateSequraInstalments(18, total), String(total)).toThrow(InvalidAmountError);
    }
  });
});

describe('paymentReference', () => {
  it('is the store code, the timestamp and 36 alphanumerics from the injected random source', () => {
    let next = 0;
    const bytes = (count: number) => Uint8Array.from({ length: count }, () => next++ % 256);
    const reference = paymentReference('ESSM', new Date(1767225600000), bytes);
    expect(reference).toMatch(/^ESSM1767225600000[A-Za-z0-9]{36}$/);
    expect(reference.slice(17, 20)).toBe('ABC');
  });

  it('drops biased bytes instead of folding them onto the alphabet', () => {
    const biasedThenGood = [
      Uint8Array.from({ length: 36 }, () => 250),
      Uint8Array.from({ length: 36 }, () => 1),
    ];
    const reference = paymentReference(
      'FRSM',
      new Date(0),
      () => biasedThenGood.shift() ?? new Uint8Array(36),
    );
    expect(reference).toBe(`FRSM0${'B'.repeat(36)}`);
  });

  it('refuses a random source that never gives usable bytes instead of waiting forever', () => {
    const stuck = (count: number) => new Uint8Array(count).fill(255);
    expect(() => paymentReference('ESSM', new Date(0), stuck)).toThrow(/random source/);
    expect(() => paymentReference('ESSM', new Date(0), () => new Uint8Array(0))).toThrow(
      /random source/,
    );
  });
});
