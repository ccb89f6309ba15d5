export const locales = ['es', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** BCP 47 tags used with Intl and in hreflang/lang attributes. */
export const localeTags: Record<Locale, string> = { es: 'es-ES', fr: 'fr-FR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Accepts 'es', 'es-ES', 'fr-FR', 'fr' (any case); anything else is not a locale. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  const base = value?.trim().slice(0, 2).toLowerCase();
  return isLocale(base) ? base : undefined;
}
