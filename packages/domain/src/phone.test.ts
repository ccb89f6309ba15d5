import { describe, expect, it, vi } from 'vitest';
import { formatPhoneForDisplay, isValidPhone, normalizePhone, validatePhone } from './phone.ts';

describe('Spanish phone numbers', () => {
  it('accepts 9 digits with or without an international prefix and one separator', () => {
    for (const phone of [
      '612345678',
      '+34612345678',
      '+34 612345678',
      '0034-612345678',
      '+351612345678',
      '00351 612345678',
    ]) {
      expect(isValidPhone('ESSM', phone)).toBe(true);
    }
  });

  it('refuses other lengths and prefixes', () => {
    for (const phone of [
      '61234567',
      '6123456789',
      '+3612345678x',
      '+3461234567',
      '34 612345678',
      '+1 612345678',
    ]) {
      expect(isValidPhone('ESSM', phone)).toBe(false);
    }
  });
});

describe('phone numbers as people type them', () => {
  it('accepts digits grouped with spaces, dots, dashes or brackets, and keeps the digits', () => {
    const typed = [
      ['ESSM', '612 345 678', '612345678'],
      ['ESSM', '+34 612 34 56 78', '+34612345678'],
      ['ESSM', '(+34) 612-345-678', '+34612345678'],
      ['FRSM', '06 12 34 56 78', '0612345678'],
      ['FRSM', '06.12.34.56.78', '0612345678'],
      ['FRSM', '+33 6 12 34 56 78', '+33612345678'],
    ] as const;
    for (const [store, phone, kept] of typed) {
      expect(isValidPhone(store, phone), phone).toBe(true);
      expect(normalizePhone(phone)).toBe(kept);
    }
  });

  it('still refuses a wrong number of digits however it is grouped', () => {
    expect(isValidPhone('ESSM', '612 345 67')).toBe(false);
    expect(isValidPhone('FRSM', '06 12 34 56 7')).toBe(false);
    expect(isValidPhone('ESSM', '612 345 678 x')).toBe(false);
  });
});

describe('French phone numbers', () => {
  it('accepts +33, 0033 or 0 then a digit 1 to 7 and 8 digits', () => {
    for (const phone of ['0612345678', '+33612345678', '0033712345678', '0112345678']) {
      expect(isValidPhone('FRSM', phone)).toBe(true);
    }
  });

  it('refuses 8 and 9 after the prefix and Spanish numbers', () => {
    for (const phone of ['0812345678', '0912345678', '612345678', '+34612345678']) {
      expect(isValidPhone('FRSM', phone)).toBe(false);
    }
  });
});

describe('validatePhone', () => {
  it('gives the required and invalid codes', () => {
    expect(validatePhone('ESSM', '')).toBe('phone.required');
    expect(validatePhone('ESSM', '123')).toBe('phone.invalid');
    expect(validatePhone('ESSM', '612345678')).toBeNull();
  });
});

describe('formatPhoneForDisplay', () => {
  it('groups + and 11 digits', () => {
    expect(formatPhoneForDisplay('+34612345678')).toBe('(34) 612 345 678');
  });

  it('leaves other shapes as typed and reports them', () => {
    const warn = vi.fn();
    expect(formatPhoneForDisplay('612345678', warn)).toBe('612345678');
    expect(warn).toHaveBeenCalledWith('612345678');
  });
});
