import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Each banner picture's drawn shape against its own: a cropped picture loses its product. */
async function bannerPictures(page: Page, label: string) {
  const banners = page.getByRole('region', { name: label, exact: true }).locator('img');
  await expect.poll(() => banners.count()).toBeGreaterThan(0);
  for (const banner of await banners.all()) {
    // Pictures below the fold load when scrolled to, as a shopper would see them.
    await banner.scrollIntoViewIfNeeded();
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
  }
  return banners.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      loaded: image.complete && image.naturalWidth > 0,
      natural: image.naturalWidth / image.naturalHeight,
      drawn: image.clientWidth / image.clientHeight,
    })),
  );
}

describe.each([
  { store: 'ESSM', locale: 'es', category: '/mamparas-de-ducha' },
  { store: 'FRSM', locale: 'fr', category: '/parois-de-douche' },
] as const)('banners ($store)', ({ store, locale, category }) => {
  const { origin } = editions[store];

  it.each(['phone', 'desktop'] as const)(
    'show the whole picture of brand and category banners (%s)',
    async (viewport) => {
      const { page, problems, close } = await openPage(browser, viewport);
      await page.goto(`${origin}/marcas/duchatec`);
      const brandBanners = await bannerPictures(page, 'Duchatec');
      await page.goto(`${origin}${category}`);
      const categoryBanners = await bannerPictures(
        page,
        translate(locale, 'listing.banners.label'),
      );
      for (const picture of [...brandBanners, ...categoryBanners]) {
        expect(picture.loaded).toBe(true);
        expect(Math.abs(picture.drawn / picture.natural - 1)).toBeLessThan(0.05);
      }
      expect(problems).toEqual([]);
      await close();
    },
  );
});
