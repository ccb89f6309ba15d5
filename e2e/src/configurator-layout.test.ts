import { translate } from '@shop/i18n';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configureScreen,
  configureUpToMeasures,
  measuredScreens,
  walkToSummary,
} from './configurator-fixtures.ts';
import { editions, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** WCAG relative luminances of the button's text and background. */
async function luminances(button: Locator): Promise<{ text: number; background: number }> {
  return button.evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    return { text: luminance(style.color), background: luminance(style.backgroundColor) };
  });
}

async function textContrast(button: Locator): Promise<number> {
  const { text, background } = await luminances(button);
  return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
}

const background = (button: Locator) =>
  button.evaluate((element) => getComputedStyle(element).backgroundColor);

const footerShare = async (sidebar: Locator) => {
  const footer = await sidebar.locator('footer').boundingBox();
  const dialog = await sidebar.boundingBox();
  return (footer?.height ?? 0) / (dialog?.height ?? 1);
};

describe('the configurator sidebar on a 1440 x 900 screen', () => {
  it('keeps its footer small and its add-to-cart button plainly active', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    await page.goto(`${editions.ESSM.origin}${measuredScreens.es}`);
    // The page's own primary action: the add-to-cart button must look like it, not paler.
    const primary = await background(
      page.getByRole('button', { name: translate('es', 'product.configure'), exact: true }),
    );
    const sidebar = await configureScreen(page, 'es');
    const add = sidebar.getByRole('button', {
      name: translate('es', 'product.configurator.addToCart'),
    });
    expect(await add.isEnabled()).toBe(true);
    // The pointer rests where 'next' was, over the button: see it as it looks after it moves.
    await page.mouse.move(0, 0);
    expect(await add.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await background(add)).toBe(primary);
    expect(await textContrast(add)).toBeGreaterThanOrEqual(4.5);
    const resting = await luminances(add);
    await add.hover();
    expect(await textContrast(add)).toBeGreaterThanOrEqual(4.5);
    // Hovering darkens it; a pale hover reads as a disabled button.
    expect((await luminances(add)).background).toBeLessThanOrEqual(resting.background);
    expect(await footerShare(sidebar)).toBeLessThanOrEqual(0.25);
    expect(problems).toEqual([]);
    await close();
  });

  it('lists what is missing in the summary, not in a footer that grows over it', async () => {
    const { page, close } = await openPage(browser, 'desktop');
    await page.goto(`${editions.FRSM.origin}${measuredScreens.fr}`);
    const sidebar = await configureUpToMeasures(page, 'fr');
    await sidebar.locator('input[type="number"]').fill('10');
    await walkToSummary(sidebar, 'fr');
    const issues = sidebar.getByTestId('configuration-issues');
    expect(await issues.isVisible()).toBe(true);
    expect(await sidebar.locator('footer [data-testid="configuration-issues"]').count()).toBe(0);
    expect(await footerShare(sidebar)).toBeLessThanOrEqual(0.25);
    await close();
  });
});
