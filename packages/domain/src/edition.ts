/**
 * The two editions of the shop. Only what business rules branch on lives here (country,
 * locale, time zone); everything else in a store's configuration is data in the database.
 */
export const storeCodes = ['ESSM', 'FRSM'] as const;
export type StoreCode = (typeof storeCodes)[number];

export type Locale = 'es' | 'fr';
export type CountryCode = 'ES' | 'FR';

/** Both editions are run from Spain, so dates and opening hours are Madrid's. */
export const shopTimeZone = 'Europe/Madrid';

interface Edition {
  country: CountryCode;
  locale: Locale;
  localeTag: 'es-ES' | 'fr-FR';
}

export const editions: Record<StoreCode, Edition> = {
  ESSM: { country: 'ES', locale: 'es', localeTag: 'es-ES' },
  FRSM: { country: 'FR', locale: 'fr', localeTag: 'fr-FR' },
};

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (storeCodes as readonly string[]).includes(value);
}

/** The shipping and billing country is fixed by the edition: customers cannot pick another. */
export function countryOf(store: StoreCode): CountryCode {
  return editions[store].country;
}
