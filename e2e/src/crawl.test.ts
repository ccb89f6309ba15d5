import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

/**
 * A search engine's walk through each edition: every sitemap URL except most products (a few
 * are sampled), every link of the main and footer menus, and the routes of SPEC section 2 that
 * neither lists. Each page must answer 200 (an account page must send a guest to /login), log
 * no console error, link to no broken page of the shop, point its #fragment links at an
 * element that exists, and pass the axe scan without serious or critical violations.
 */
const sampledProducts = 3;
/** About 130 pages per edition, each with an axe scan: a dev server on a busy machine is slow. */
const crawlTimeoutMs = 1_800_000;

/** Account routes need a signed-in customer: for a guest the right answer is the login page. */
const accountPath =
  /^\/(?:(?:es|fr)\/)?(?:profile|address|favourites|newsletter|order|quotation)(?:\/|$)/;

/**
 * SPEC section 2 routes a visitor reaches from forms, buttons and e-mails rather than from the
 * sitemap or the menus: the sign-in pages, the buying funnel, the tools and the account area.
 */
const unlistedPaths = [
  '/login',
  '/signup',
  '/signup?professional=1',
  '/recuperar-contrasena',
  '/restaurar-contrasena',
  '/cart',
  '/checkout',
  '/configurador',
  '/estado-pedido',
  '/profile',
  '/profile/1',
  '/profile/1/access-data',
  '/profile/1/favourites',
  '/favourites',
  '/address',
  '/address/form-billing',
  '/address/form-shipping',
  '/newsletter',
  '/order',
  '/order/1',
  '/quotation',
  '/quotation/1',
];

/** A few pages of each kind in the edition's other language (/fr/ on the Spanish edition). */
const prefixedPaths = [
  '/',
  '/blog',
  '/marcas',
  '/ayuda',
  '/sobre-nosotros',
  '/login',
  '/signup',
  '/cart',
  '/configurador',
  '/estado-pedido',
  '/profile',
  '/order',
];

/**
 * Content pages each edition writes in its own language only: their address in the other
 * language leads to their own, never their text under the other language's prefix.
 */
const ownLanguageOnly = new Set(['/ayuda', '/sobre-nosotros']);

/** Where a guest is rightly sent instead (unprefixed paths): an empty cart has no checkout. */
const guestLandings: Record<string, string> = { '/checkout': '/cart' };

const localePrefix = /^\/(?:es|fr)(?=\/|$)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Same-origin GETs from inside the page (Chromium resolves fr.localhost, Node does not), a few
 * at a time. `manual` reports a redirect as status 0 instead of following it.
 */
async function fetchTexts(page: Page, urls: string[], redirect: RequestRedirect = 'follow') {
  const answers: { url: string; status: number; body: string }[] = [];
  for (let start = 0; start < urls.length; start += 8) {
    answers.push(
      ...(await page.evaluate(
        ({ list, mode }) =>
          Promise.all(
            list.map(async (url) => {
              const response = await fetch(url, { redirect: mode });
              return { url, status: response.status, body: await response.text() };
            }),
          ),
        { list: urls.slice(start, start + 8), mode: redirect },
      )),
    );
  }
  return answers;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

async function sitemapUrls(page: Page, origin: string) {
  await page.goto(`${origin}/robots.txt`);
  const [index] = await fetchTexts(page, [`${origin}/sitemap.xml`]);
  expect(index?.status).toBe(200);
  const children = await fetchTexts(page, locs(index?.body ?? ''));
  for (const child of children) expect(child.status, child.url).toBe(200);
  const urls = children.flatMap((child) => locs(child.body));
  const products = urls.filter((url) => url.endsWith('.html'));
  return {
    all: urls,
    sampled: [
      ...urls.filter((url) => !url.endsWith('.html')),
      ...products.slice(0, sampledProducts),
    ],
  };
}

async function menuLinks(page: Page, origin: string, lang: 'es' | 'fr'): Promise<string[]> {
  await page.goto(`${origin}/`);
  const menus = [
    page.getByRole('navigation', { name: translate(lang, 'layout.header.mainNav') }),
    page.getByRole('navigation', { name: translate(lang, 'layout.footer.seoMenu') }),
  ];
  const hrefs = await Promise.all(
    menus.map((menu) =>
      menu
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)),
    ),
  );
  return hrefs.flat().filter((href) => href.startsWith(origin));
}

/** The shop's own links on the page, with their fragments. */
function shopLinks(page: Page, origin: string): Promise<string[]> {
  return page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    .then((hrefs) => hrefs.filter((href) => href.startsWith(origin)));
}

const withoutFragment = (url: string) => url.split('#')[0] ?? url;

/** The id a link's fragment names, or undefined for a link without one ('/ayuda', '/ayuda#'). */
function fragmentOf(url: string): string | undefined {
  const hash = new URL(url).hash.slice(1);
  return hash === '' ? undefined : decodeURIComponent(hash);
}

/** The ids of the page as the browser has it now (widgets drawn after hydration included). */
function idsOnPage(page: Page): Promise<Set<string>> {
  return page
    .locator('[id]')
    .evaluateAll((elements) => elements.map((element) => element.id))
    .then((ids) => new Set(ids));
}

/** The ids of a page the crawl did not open, from its server-rendered HTML. */
function idsInHtml(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''));
}

describe.each(Object.entries(editions))('crawl of the %s edition', (_store, { origin, lang }) => {
  it(
    'finds every sitemap and menu page answering, clean, accessible and without broken links',
    async () => {
      const { page, problems, close } = await openPage(browser, 'desktop');
      const sitemap = await sitemapUrls(page, origin);
      expect(sitemap.all.length).toBeGreaterThan(10);
      expect(new Set(sitemap.all).size, 'a URL listed twice').toBe(sitemap.all.length);
      const menus = await menuLinks(page, origin, lang);
      expect(menus.length).toBeGreaterThan(5);
      const otherLang = lang === 'es' ? 'fr' : 'es';
      const unlisted = [
        ...unlistedPaths,
        ...prefixedPaths.map((path) => `/${otherLang}${path}`),
      ].map((path) => `${origin}${path}`);
      const toVisit = [...new Set([...sitemap.sampled, ...menus, ...unlisted])];
      const failures: string[] = [];
      // Printed as found as well: a crawl cut short by its time limit still says what it saw.
      const fail = (finding: string) => {
        failures.push(finding);
        console.warn(`crawl: ${finding}`);
      };
      const linked = new Set<string>();
      /** Each page's ids, by the URL asked for and the one landed on. */
      const idsByPage = new Map<string, Set<string>>();
      /** Each #fragment link, with the first page it was seen on. */
      const fragmentLinks = new Map<string, string>();
      for (const url of toVisit) {
        problems.length = 0;
        const response = await page.goto(url, { waitUntil: 'load' });
        const landed = new URL(page.url());
        const path = new URL(url).pathname;
        const status = response?.status() ?? 0;
        const prefix = localePrefix.exec(path)?.[0] ?? '';
        const unprefixed = path.slice(prefix.length);
        const guestLanding = guestLandings[unprefixed];
        const expected = guestLanding ? `${prefix}${guestLanding}` : path;
        const loginRedirect = /\/login$/.test(landed.pathname);
        if (status !== 200) fail(`${url}: status ${status}`);
        else if (accountPath.test(path)) {
          if (!loginRedirect) fail(`${url}: a guest was not sent to /login`);
        } else if (prefix && ownLanguageOnly.has(unprefixed)) {
          if (landed.pathname !== unprefixed) fail(`${url}: not sent to ${unprefixed}`);
        } else if (landed.pathname !== expected) {
          fail(`${url}: redirected to ${page.url()}`);
        }
        if (problems.length > 0) fail(`${url}: console ${problems.join(' | ')}`);
        try {
          await expectNoSeriousAxeViolations(page);
        } catch (error) {
          fail(`${url}: axe ${error instanceof Error ? error.message.split('\n')[0] : ''}`);
        }
        const ids = await idsOnPage(page);
        idsByPage.set(url, ids);
        idsByPage.set(withoutFragment(page.url()), ids);
        for (const link of await shopLinks(page, origin)) {
          linked.add(withoutFragment(link));
          if (fragmentOf(link) !== undefined && !fragmentLinks.has(link)) {
            fragmentLinks.set(link, url);
          }
        }
      }
      const unchecked = [...linked].filter((link) => !toVisit.includes(link));
      const checked = await fetchTexts(page, unchecked);
      for (const link of checked) {
        if (link.status >= 400) fail(`broken link ${link.url}: status ${link.status}`);
        else idsByPage.set(link.url, idsInHtml(link.body));
      }
      for (const [link, foundOn] of fragmentLinks) {
        const id = fragmentOf(link) ?? '';
        if (!idsByPage.get(withoutFragment(link))?.has(id)) {
          fail(`${foundOn}: link ${link} points at no element with id "${id}"`);
        }
      }
      await close();
      expect(failures).toEqual([]);
    },
    crawlTimeoutMs,
  );

  it('lists in the sitemap only pages that answer 200', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const { all } = await sitemapUrls(page, origin);
    const answers = await fetchTexts(page, all, 'manual');
    await close();
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.url)).toEqual(
      [],
    );
  }, 300_000);

  it('points robots.txt at the sitemap and keeps crawlers out of private paths', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    const response = await page.goto(`${origin}/robots.txt`);
    const text = (await response?.text()) ?? '';
    await close();
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/checkout', '/cart', '/profile', '/buscar']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
  });
});
