import { translate } from '@shop/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('language switch', () => {
  it('shows the Spanish edition in French, remembers it for a year, and switches back', async () => {
    const { page, problems, close } = await openPage(browser);
    const origin = editions.ESSM.origin;
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: translate('es', 'common.languages.fr') }).click();
    await page.waitForURL(`${origin}/fr/`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    const cookie = (await page.context().cookies()).find(
      (candidate) => candidate.name === 'locale',
    );
    expect(cookie?.value).toBe('fr');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(Math.round(days)).toBe(365);

    // An unprefixed address now opens in the remembered language.
    await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}/fr/`);

    await page.getByRole('button', { name: translate('fr', 'common.languages.es') }).click();
    await page.waitForURL(`${origin}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(problems).toEqual([]);
    await close();
  });
});
