import { describe, expect, it } from 'vitest';
import { normalizeOrderNumber, orderNumber } from './order-number.ts';

describe('orderNumber', () => {
  it('is the country letters and 8 digits, skipping biased bytes', () => {
    const bytes = [255, 251, 3, 14, 250, 25, 36, 47, 58, 69, 70, 81];
    const randomBytes = (count: number) => Uint8Array.from(bytes.splice(0, count));
    expect(orderNumber('ESSM', randomBytes)).toBe('ES34567890');
    expect(orderNumber('FRSM', () => new Uint8Array(8).fill(9))).toBe('FR99999999');
  });

  it('refuses a random source that never gives usable bytes instead of waiting forever', () => {
    const stuck = (count: number) => new Uint8Array(count).fill(250);
    expect(() => orderNumber('ESSM', stuck)).toThrow(/random source/);
    expect(() => orderNumber('FRSM', () => new Uint8Array(0))).toThrow(/random source/);
  });

  it('forgives spaces and lower case typed by a customer', () => {
    expect(normalizeOrderNumber(' es 1234 5678 ')).toBe('ES12345678');
  });
});
