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

  it('allows a local part of 64 bytes and an address of 254, not one more', () => {
    const domain = '@example.com';
    expect(isValidEmail(`${'a'.repeat(64)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}${domain}`)).toBe(false);
    // 64 + '@' + 189 = 254 characters, with labels of at most 63.
    const longDomain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(isValidEmail(`${'a'.repeat(64)}@${longDomain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@e${longDomain}`)).toBe(false);
    expect(validateEmail(`${'a'.repeat(1000)}${domain}`)).toBe('email.invalid');
  });

  it('counts the limits in bytes, as mail servers do', () => {
    // 'ñ' is two bytes in UTF-8.
    expect(isValidEmail(`${'ñ'.repeat(32)}@example.es`)).toBe(true);
    expect(isValidEmail(`${'ñ'.repeat(33)}@example.es`)).toBe(false);
  });

  it('refuses control characters, invisible characters and spaces, quoted or not', () => {
    for (const email of [
      '"ana\u0000garcia"@example.com',
      '"ana\ngarcia"@example.com',
      '"ana\tgarcia"@example.com',
      '"ana garcia"@example.com',
      'ana\u200bgarcia@example.com',
      'ana\u202egarcia@example.com',
      'ana\u00a0garcia@example.com',
      'ana\u007fgarcia@example.com',
    ])
      expect(isValidEmail(email), JSON.stringify(email)).toBe(false);
    expect(isValidEmail('"ana.garcia"@example.com')).toBe(true);
  });
});
