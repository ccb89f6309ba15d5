import type { Catalog, MessageKey } from './catalog-shape.ts';
import type { Locale } from './locales.ts';
import { message, type MessageParams } from './message-lookup.ts';

/**
 * The staff app's messages (`@shop/i18n/staff-app`): its own area plus the domain's labels
 * (statuses, payment methods), one language fetched at a time, like translate.browser.ts does
 * for the storefront. The staff app never loads the storefront's areas.
 */
export type StaffCatalog = Pick<Catalog, 'staffApp' | 'domain'>;
export type StaffMessageKey = Extract<MessageKey, `staffApp.${string}` | `domain.${string}`>;
export type StaffTranslate = (key: StaffMessageKey, params?: MessageParams) => string;

const importers: Record<Locale, () => Promise<StaffCatalog>> = {
  es: () =>
    Promise.all([import('./catalog/es/staff-app.ts'), import('./catalog/es/domain.ts')]).then(
      ([area, domain]) => ({ staffApp: area.staffApp, domain: domain.domain }),
    ),
  fr: () =>
    Promise.all([import('./catalog/fr/staff-app.ts'), import('./catalog/fr/domain.ts')]).then(
      ([area, domain]) => ({ staffApp: area.staffApp, domain: domain.domain }),
    ),
};

/** The translator for `locale`, once its messages have arrived. */
export async function loadStaffTranslator(locale: Locale): Promise<StaffTranslate> {
  const catalog = await importers[locale]();
  return (key, params) => message(catalog, locale, key, params);
}
