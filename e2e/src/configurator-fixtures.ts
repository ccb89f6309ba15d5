import { translate, type Locale, type MessageKey } from '@shop/i18n';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The made-to-measure Kala sliding screen of each edition: widths 70 to 180 cm, heights 180 to
 * 200 cm (packages/db/src/seed/catalogue/screen-products.ts).
 */
export const measuredScreens = {
  es: '/mampara-de-ducha-frontal-corredera-kala-a-medida.html',
  fr: '/paroi-de-douche-coulissante-kala-sur-mesure.html',
} as const satisfies Record<Locale, string>;

/** The euro amount of a price as the shop writes it ('1.234,50 €' -> 1234.5). */
export function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The sidebar's price in cents once the server has confirmed it. */
export async function confirmedPrice(sidebar: Locator): Promise<number> {
  const priceTag = sidebar.getByTestId('configuration-price');
  await expect.poll(() => priceTag.getAttribute('data-confirmed')).toBe('true');
  return Math.round(euros(await priceTag.textContent()) * 100);
}

/** Opens the sidebar and walks the option groups, choosing the first option of each. */
export async function configureUpToMeasures(page: Page, locale: Locale): Promise<Locator> {
  const t = (key: MessageKey) => translate(locale, key);
  // The button replaces the plain form once the page has hydrated.
  await page.getByRole('button', { name: t('product.configure'), exact: true }).click();
  const sidebar = page.getByRole('dialog', { name: t('product.configurator.title') });
  await expect.poll(() => sidebar.isVisible()).toBe(true);
  while ((await sidebar.locator('input[type="number"]').count()) === 0) {
    await sidebar.locator('input[type="radio"]').first().check();
    await sidebar.getByRole('button', { name: t('product.configurator.next') }).click();
  }
  return sidebar;
}

/** Types the width, goes on, and types the height. */
export async function typeMeasures(
  sidebar: Locator,
  locale: Locale,
  width: string,
  height: string,
) {
  await sidebar.locator('input[type="number"]').fill(width);
  await sidebar
    .getByRole('button', { name: translate(locale, 'product.configurator.next') })
    .click();
  await sidebar.locator('input[type="number"]').fill(height);
}

/** Goes on through the remaining steps (complements, installation) to the summary. */
export async function walkToSummary(sidebar: Locator, locale: Locale) {
  const next = sidebar.getByRole('button', {
    name: translate(locale, 'product.configurator.next'),
  });
  while ((await next.count()) > 0) await next.click();
}

/** Walks the sidebar with the first option of each group and a valid measure, to the summary. */
export async function configureScreen(page: Page, locale: Locale): Promise<Locator> {
  const sidebar = await configureUpToMeasures(page, locale);
  await typeMeasures(sidebar, locale, '100', '190');
  await walkToSummary(sidebar, locale);
  return sidebar;
}

/**
 * The installation booking's steps up to the distance: start, an old screen to take down, no
 * measuring visit, and the city found through the places search (a sandbox in tests).
 */
export async function bookInstallationIn(booking: Locator, city: string) {
  const t = (key: MessageKey) => translate('es', key);
  await booking.getByRole('button', { name: t('product.installation.intro.start') }).click();
  await booking.getByRole('button', { name: t('product.installation.yes'), exact: true }).click();
  await booking.getByRole('button', { name: t('product.installation.no'), exact: true }).click();
  await booking.getByLabel(t('product.installation.city.label')).fill(city);
  await booking.getByRole('button', { name: t('product.installation.city.search') }).click();
  await booking.getByRole('button', { name: new RegExp(city) }).click();
}
