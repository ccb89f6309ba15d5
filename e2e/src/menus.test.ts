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

describe('main menu', () => {
  it('opens three levels on hover on desktop', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await page.goto(`${editions.ESSM.origin}/`);
    const nav = page.getByRole('navigation', { name: translate('es', 'layout.header.mainNav') });
    const topItems = nav.locator(':scope > ul > li');
    expect(await topItems.count()).toBeGreaterThanOrEqual(4);
    const first = topItems.first();
    await first.hover();
    const panelLinks = first.locator('div a');
    await expect.poll(() => panelLinks.first().isVisible()).toBe(true);
    // Third level: links inside a column list of the panel.
    expect(await first.locator('div ul a').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('drills down and back on a phone, with the page locked behind it', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${editions.FRSM.origin}/`);
    const openMenu = page.getByRole('button', { name: translate('fr', 'layout.header.openMenu') });
    // A tap before the page's scripts run opens nothing: wait for them, as a person would.
    await expect.poll(() => openMenu.getAttribute('data-ready')).toBe('true');
    await openMenu.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const firstLevel = await dialog.getByRole('button').allTextContents();
    const drill = dialog.locator('nav button').first();
    const drilledInto = (await drill.textContent())?.trim() ?? '';
    await drill.click();
    await expect
      .poll(() =>
        dialog
          .getByRole('button', { name: translate('fr', 'layout.mobileMenu.backToMenu') })
          .count(),
      )
      .toBe(1);
    expect(drilledInto.length).toBeGreaterThan(0);
    await dialog
      .getByRole('button', { name: translate('fr', 'layout.mobileMenu.backToMenu') })
      .click();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(firstLevel);
    await dialog.getByRole('button', { name: translate('fr', 'layout.mobileMenu.close') }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('gives crawlers a simple header without the mega menu', async () => {
    const response = await fetch(`${editions.ESSM.origin}/`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain(`aria-label="${translate('es', 'layout.header.mainNav')}"`);
  });
});
