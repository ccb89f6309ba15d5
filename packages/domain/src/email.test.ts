import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './email.ts';

describe('e-mail', () => {
  it('accepts a domain ending in a top-level label of two or more letters', () => {
    expect(isValidEmail('ana.garcia@example.es')).toBe(true);
    expect(isValidEmail('pro+obra@mail.constructora.com')).toBe(true);
  });

  it('accepts an IP literal domain', () => {
    expect(isValidEmail('ana@[192.168.0.1]')).toBe(true);
    expect(isValidEmail('ana@[256.1.1.1]')).toBe(false);
  });

  it('refuses one-letter or numeric top-level labels, missing parts and spaces', () => {
    expect(isValidEmail('ana@example.e')).toBe(false);
    expect(isValidEmail('ana@example.12')).toBe(false);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('ana garcia@example.com')).toBe(false);
    expect(isValidEmail('ana..garcia@example.com')).toBe(false);
  });

  it('tells an empty e-mail from a malformed one', () => {
    expect(validateEmail('  ')).toBe('email.required');
    expect(validateEmail('ana@')).toBe('email.invalid');
    expect(validateEmail(' ana@example.com ')).toBeNull();
  });
});
