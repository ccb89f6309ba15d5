import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

/**
 * A search engine's walk through each edition: every sitemap URL except most products (a few
 * are sampled), plus every link of the main and footer menus. Each page must answer 200 (an
 * account page may send a guest to /login), log no console error, link to no broken page of
 * the shop and pass the axe scan without serious or critical violations.
 */
const sampledProducts = 3;
/** About 130 pages per edition, each with an axe scan: a dev server on a busy machine is slow. */
const crawlTimeoutMs = 1_800_000;

/** Account routes need a signed-in customer: for a guest the right answer is the login page. */
const accountPath =
  /^\/(?:(?:es|fr)\/)?(?:profile|address|favourites|newsletter|order|quotation)(?:\/|$)/;

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

/** The shop's own links on the page, without fragments. */
function internalLinks(page: Page, origin: string): Promise<string[]> {
  return page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    .then((hrefs) =>
      hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0] ?? href),
    );
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
      const toVisit = [...new Set([...sitemap.sampled, ...menus])];
      const failures: string[] = [];
      // Printed as found as well: a crawl cut short by its time limit still says what it saw.
      const fail = (finding: string) => {
        failures.push(finding);
        console.warn(`crawl: ${finding}`);
      };
      const linked = new Set<string>();
      for (const url of toVisit) {
        problems.length = 0;
        const response = await page.goto(url, { waitUntil: 'load' });
        const landed = new URL(page.url());
        const path = new URL(url).pathname;
        const status = response?.status() ?? 0;
        const loginRedirect = accountPath.test(path) && /\/login$/.test(landed.pathname);
        if (status !== 200) fail(`${url}: status ${status}`);
        else if (landed.pathname !== path && !loginRedirect) {
          fail(`${url}: redirected to ${page.url()}`);
        }
        if (problems.length > 0) fail(`${url}: console ${problems.join(' | ')}`);
        try {
          await expectNoSeriousAxeViolations(page);
        } catch (error) {
          fail(`${url}: axe ${error instanceof Error ? error.message.split('\n')[0] : ''}`);
        }
        for (const link of await internalLinks(page, origin)) linked.add(link);
      }
      const unchecked = [...linked].filter((link) => !toVisit.includes(link));
      const checked = await fetchTexts(page, unchecked);
      for (const link of checked) {
        if (link.status >= 400) fail(`broken link ${link.url}: status ${link.status}`);
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
