import type { ConsentChoice } from './consent-cookie.ts';

type TagIds = { analyticsId: string | null; adsId: string | null };

/** The Google tag ids the visitor agreed to: analytics and advertising are asked separately. */
export function consentedTagIds(ids: TagIds, choice: ConsentChoice | null): string[] {
  if (!choice) return [];
  return [
    ...(choice.analytics && ids.analyticsId ? [ids.analyticsId] : []),
    ...(choice.advertising && ids.adsId ? [ids.adsId] : []),
  ];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const loaded = new Set<string>();

/**
 * Loads the Google tag (gtag.js) for the given ids, once each per page life. Called only
 * after consent, in the browser: the server never writes a third-party script into the page.
 */
export function loadTrackingTags(ids: readonly string[]): void {
  const fresh = ids.filter((id) => !loaded.has(id));
  const [first] = fresh;
  if (first === undefined) return;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects from the queue (its own snippet pushes `arguments`); an array is ignored
    dataLayer.push(arguments);
  }
  if (loaded.size === 0) {
    gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(first)}`;
    document.head.append(script);
  }
  for (const id of fresh) {
    gtag('config', id, { anonymize_ip: true });
    loaded.add(id);
  }
}
