import type { StoreCode, StoreConfig } from '@shop/api/contracts';
import { consentFromCookies, currentConsent, type ConsentChoice } from './consent-cookie.ts';

/** What the site-wide widgets need from the store's configuration and the visitor's cookies. */
export type WidgetSettings = {
  store: StoreCode;
  consent: {
    /** The store's consent-banner id; without one the shop sets no optional cookies at all. */
    bannerId: string | null;
    analyticsId: string | null;
    adsId: string | null;
    choice: ConsentChoice | null;
  };
};

export function widgetSettings(store: StoreConfig, request: Request): WidgetSettings {
  const bannerId = store.consent_banner_id;
  const stored = consentFromCookies(request.headers.get('cookie'));
  return {
    store: store.code,
    consent: {
      bannerId,
      analyticsId: store.analytics_id,
      adsId: store.ads_id,
      choice: bannerId ? currentConsent(stored, bannerId) : null,
    },
  };
}
