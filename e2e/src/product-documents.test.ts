import { translate } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measuredScreens } from './configurator-fixtures.ts';
import { editions, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  { store: 'ESSM', locale: 'es' },
  { store: 'FRSM', locale: 'fr' },
] as const)('product documents ($store)', ({ store, locale }) => {
  it('lists the data sheet, assembly and maintenance guides, each a PDF of the shop', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${editions[store].origin}${measuredScreens[locale]}`);
    const section = page.getByRole('region', {
      name: translate(locale, 'product.sections.files'),
    });
    const links = section.getByRole('link');
    expect(await links.allTextContents()).toEqual(
      (['data_sheet', 'assembly', 'maintenance'] as const).map(
        (type) => `PDF${translate(locale, `product.files.${type}`)}`,
      ),
    );
    for (const href of await links.evaluateAll((anchors) =>
      (anchors as HTMLAnchorElement[]).map((anchor) => anchor.href),
    )) {
      expect(new URL(href).origin).toBe(editions[store].origin);
      // Fetched by the browser: Node's resolver does not know the *.localhost edition hosts.
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          head: String.fromCharCode(...bytes.slice(0, 5)),
        };
      }, href);
      expect(answer).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
    }
    expect(problems).toEqual([]);
    await close();
  });
});
