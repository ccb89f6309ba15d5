import type { StoreCode } from './edition.ts';

/*
 * SPEC section 5, on the digits once the separators are gone. Spain: an optional international
 * prefix (+xx, +xxx, 00xx, 00xxx), then 9 digits. France: +33, 0033 or 0, a digit 1 to 7,
 * 8 digits.
 */
const phonePatterns: Record<StoreCode, RegExp> = {
  ESSM: /^(?:\+\d{2,3}|00\d{2,3})?\d{9}$/,
  FRSM: /^(?:\+33|0033|0)[1-7]\d{8}$/,
};

/**
 * The number without the spaces, dots, dashes and brackets people group digits with
 * ('612 345 678', '06 12 34 56 78', '06.12.34.56.78'): how it is checked and kept.
 */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

export function isValidPhone(store: StoreCode, value: string): boolean {
  return phonePatterns[store].test(normalizePhone(value));
}

export function validatePhone(
  store: StoreCode,
  value: string,
): 'phone.required' | 'phone.invalid' | null {
  if (value.trim() === '') return 'phone.required';
  return isValidPhone(store, value) ? null : 'phone.invalid';
}

/**
 * Shows '+' and 11 digits as '(34) 612 345 678'. Any other shape is shown as typed and
 * reported through `onUnrecognised`, so the caller decides where the warning is logged.
 */
export function formatPhoneForDisplay(
  value: string,
  onUnrecognised?: (value: string) => void,
): string {
  const match = /^\+(\d{2})(\d{3})(\d{3})(\d{3})$/.exec(value);
  if (!match) {
    onUnrecognised?.(value);
    return value;
  }
  const [, country, first, second, third] = match;
  return `(${country}) ${first} ${second} ${third}`;
}
