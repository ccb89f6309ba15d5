import { createIsbotFromList, list } from 'isbot';

/**
 * Automated browsers (headless Chrome, Lighthouse) render pages as a visitor does, and are how
 * the shop's own browser tests and page benchmarks see it, so they are not treated as crawlers.
 */
const automatedBrowsers = new Set(['headless', 'chrome-lighthouse']);

/** Search engines and other crawlers, recognised by their user agent. */
export const isCrawler = createIsbotFromList(
  list.filter((pattern) => !automatedBrowsers.has(pattern)),
);
