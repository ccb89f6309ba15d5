import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, launchBrowser, openPage } from './shop.ts';

/**
 * hreflang between the editions: a category, product or post has its own slug in each language,
 * and some pages exist in one edition only. Every alternate a page announces must open that
 * very page (200, no redirect), never the other edition's 404.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Alternate = { hrefLang: string; href: string };

function alternatesOf(page: Page): Promise<Alternate[]> {
  return page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((link) => ({
      hrefLang: link.getAttribute('hreflang') ?? '',
      href: (link as HTMLLinkElement).href,
    })),
  );
}

/** The first link on the page whose path matches, as an absolute URL. */
async function firstLink(page: Page, path: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const found = hrefs.find((href) => path.test(new URL(href).pathname));
  if (found === undefined) throw new Error(`no link matching ${path} on ${page.url()}`);
  return found;
}

/** Opens each alternate and names those that do not answer 200 at that very address. */
async function brokenAlternates(page: Page, alternates: Alternate[]): Promise<string[]> {
  const broken: string[] = [];
  for (const { hrefLang, href } of alternates) {
    const response = await page.goto(href);
    const status = response?.status() ?? 0;
    if (status !== 200 || page.url() !== href) {
      broken.push(`${hrefLang} ${href}: ${status} at ${page.url()}`);
    }
  }
  return broken;
}

const categoryPaths = { ESSM: '/mamparas-de-ducha', FRSM: '/parois-de-douche' } as const;

describe.each(Object.entries(editions))('hreflang in the %s edition', (store, { origin }) => {
  const tags = { ESSM: 'es-ES', FRSM: 'fr-FR' } as const;
  const own = tags[store as keyof typeof tags];

  it('links a category, a product and a blog post to pages that answer 200', async () => {
    const { page, close } = await openPage(browser);
    const category = `${origin}${categoryPaths[store as keyof typeof categoryPaths]}`;
    await page.goto(category);
    const product = await firstLink(page, /\.html$/);
    await page.goto(`${origin}/blog`);
    const post = await firstLink(page, /^\/blog\/(?!cat\/)[^/]+$/);
    for (const url of [category, product, post]) {
      await page.goto(url);
      const alternates = await alternatesOf(page);
      expect(alternates, url).toContainEqual({ hrefLang: own, href: url });
      expect(await brokenAlternates(page, alternates), url).toEqual([]);
    }
    await close();
  });

  it('gives a translated category its other edition’s own path', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${origin}${categoryPaths[store as keyof typeof categoryPaths]}`);
    expect(await alternatesOf(page)).toEqual([
      { hrefLang: 'es-ES', href: `${editions.ESSM.origin}${categoryPaths.ESSM}` },
      { hrefLang: 'fr-FR', href: `${editions.FRSM.origin}${categoryPaths.FRSM}` },
      { hrefLang: 'x-default', href: `${editions.ESSM.origin}${categoryPaths.ESSM}` },
    ]);
    await close();
  });
});

describe('hreflang of pages with no twin in the other edition', () => {
  it('leaves the French edition out of a Spain-only installation page', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${editions.ESSM.origin}/instalacion-de-mamparas`);
    const alternates = await alternatesOf(page);
    expect(alternates.map((alternate) => alternate.hrefLang)).toEqual(['es-ES', 'x-default']);
    await close();
  });

  it('links a legal page to the other country’s own legal page', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${editions.FRSM.origin}/cms/mentions-legales`);
    const alternates = await alternatesOf(page);
    expect(alternates).toEqual([
      { hrefLang: 'es-ES', href: `${editions.ESSM.origin}/cms/aviso-legal` },
      { hrefLang: 'fr-FR', href: `${editions.FRSM.origin}/cms/mentions-legales` },
      { hrefLang: 'x-default', href: `${editions.ESSM.origin}/cms/aviso-legal` },
    ]);
    expect(await brokenAlternates(page, alternates)).toEqual([]);
    await close();
  });
});
