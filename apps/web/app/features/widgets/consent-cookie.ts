/** The visitor's cookie choice, kept in a first-party cookie for 365 days. */
export const consentCookieName = 'cookie_consent';
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

export type ConsentChoice = { analytics: boolean; advertising: boolean };

/**
 * The choice is tied to the store's consent-banner id (its current cookie notice): when the
 * shop publishes a new notice under a new id, every visitor is asked again.
 */
export type StoredConsent = ConsentChoice & { bannerId: string };

/** What a visitor without JavaScript or the banner's form sends: one of three buttons. */
export type ConsentDecision = 'accept' | 'reject' | 'save';

export function decideConsent(
  decision: ConsentDecision,
  selected: { analytics: boolean; advertising: boolean },
): ConsentChoice {
  if (decision === 'accept') return { analytics: true, advertising: true };
  if (decision === 'reject') return { analytics: false, advertising: false };
  return selected;
}

export function serializeConsent({ bannerId, analytics, advertising }: StoredConsent): string {
  return encodeURIComponent(`${bannerId}|${analytics ? 1 : 0}|${advertising ? 1 : 0}`);
}

export function parseConsent(value: string | undefined | null): StoredConsent | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const match = /^(.+)\|([01])\|([01])$/.exec(decoded);
  if (!match?.[1]) return null;
  return { bannerId: match[1], analytics: match[2] === '1', advertising: match[3] === '1' };
}

/** The stored choice from a Cookie header (server) or document.cookie (browser). */
export function consentFromCookies(cookieHeader: string | null | undefined): StoredConsent | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === consentCookieName) return parseConsent(value.join('='));
  }
  return null;
}

/** The choice that counts for this banner: none when it was made for an older notice. */
export function currentConsent(
  stored: StoredConsent | null,
  bannerId: string,
): ConsentChoice | null {
  return stored && stored.bannerId === bannerId ? stored : null;
}

export function consentCookie(consent: StoredConsent, secure: boolean): string {
  return [
    `${consentCookieName}=${serializeConsent(consent)}`,
    'Path=/',
    `Max-Age=${consentMaxAgeSeconds}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Stores the choice from the browser, once JavaScript handles the banner's form. */
export function rememberConsentInBrowser(consent: StoredConsent): void {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:');
}
