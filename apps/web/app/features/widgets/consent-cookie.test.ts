import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  consentFromCookies,
  currentConsent,
  decideConsent,
  parseConsent,
  serializeConsent,
} from './consent-cookie.ts';

describe('cookie consent', () => {
  it('keeps the choice for 365 days in a first-party cookie', () => {
    const cookie = consentCookie(
      { bannerId: 'essm-2026', analytics: true, advertising: false },
      false,
    );
    expect(cookie).toBe('cookie_consent=essm-2026%7C1%7C0; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookie({ bannerId: 'x', analytics: false, advertising: false }, true)).toContain(
      '; Secure',
    );
  });

  it('reads back what it wrote, among other cookies', () => {
    const stored = { bannerId: 'frsm|v2', analytics: false, advertising: true };
    const header = `locale=fr; cookie_consent=${serializeConsent(stored)}; cart=abc`;
    expect(consentFromCookies(header)).toEqual(stored);
    expect(consentFromCookies('locale=fr')).toBeNull();
    expect(consentFromCookies(null)).toBeNull();
  });

  it('ignores a damaged cookie', () => {
    expect(parseConsent('%E0%A4%A')).toBeNull();
    expect(parseConsent('essm|2|0')).toBeNull();
    expect(parseConsent('|1|1')).toBeNull();
  });

  it('asks again when the store publishes a new notice', () => {
    const stored = { bannerId: 'old', analytics: true, advertising: true };
    expect(currentConsent(stored, 'old')).toEqual(stored);
    expect(currentConsent(stored, 'new')).toBeNull();
  });

  it('turns the three buttons into a choice', () => {
    const selected = { analytics: true, advertising: false };
    expect(decideConsent('accept', selected)).toEqual({ analytics: true, advertising: true });
    expect(decideConsent('reject', selected)).toEqual({ analytics: false, advertising: false });
    expect(decideConsent('save', selected)).toEqual(selected);
  });
});
