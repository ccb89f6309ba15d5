import { describe, expect, it } from 'vitest';
import { bindingProblem } from './payment-binding.ts';

const stored = {
  reference: 'ESSM1764000000000ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  amount: 3490,
  currency: 'EUR',
  providerPaymentId: 'CS-SESSION-A',
};
const about = {
  providerPaymentId: 'CS-SESSION-A',
  merchantReference: stored.reference,
  amount: 3490,
  currency: 'EUR',
};

describe('a provider answer is applied only to the payment it is about', () => {
  it('accepts an answer naming our attempt, our reference, the amount and currency', () => {
    expect(bindingProblem(stored, about)).toBeNull();
    expect(bindingProblem(stored, { ...about, merchantReference: null, amount: null })).toBeNull();
    expect(bindingProblem(stored, { ...about, providerPaymentId: null })).toBeNull();
  });

  it.each([
    ['another attempt', { providerPaymentId: 'CS-SESSION-B' }, 'other_attempt'],
    ['another reference', { merchantReference: 'ESSM-other' }, 'other_reference'],
    ['another amount', { amount: 104_700 }, 'other_amount'],
    ['another currency', { currency: 'USD' }, 'other_currency'],
    ['no identity at all', { providerPaymentId: null, merchantReference: null }, 'unidentified'],
  ] as const)('refuses %s', (_label, change, problem) => {
    expect(bindingProblem(stored, { ...about, ...change })).toBe(problem);
  });

  it('refuses an answer about an attempt when none was recorded for the payment', () => {
    expect(bindingProblem({ ...stored, providerPaymentId: null }, about)).toBe('other_attempt');
  });
});
