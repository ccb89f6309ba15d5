import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookInstallationIn,
  configureUpToMeasures,
  confirmedPrice,
  euros,
  measuredScreens,
  typeMeasures,
  walkToSummary,
} from './configurator-fixtures.ts';
import { editions, expectNoSeriousAxeViolations, launchBrowser, openPage } from './shop.ts';

const screens = {
  es: `${editions.ESSM.origin}${measuredScreens.es}`,
  fr: `${editions.FRSM.origin}${measuredScreens.fr}`,
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('configurator', () => {
  it('refuses an out-of-range measure, draws the sketch and shows the server’s price', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.es);
    const sidebar = await configureUpToMeasures(page, 'es');
    const priceTag = sidebar.getByTestId('configuration-price');
    const before = euros(await priceTag.textContent());

    await sidebar.locator('input[type="number"]').fill('250');
    expect(await sidebar.getByTestId('measure-error').textContent()).toBe(
      translate('es', 'domain.errors.measure.above_maximum', { limit: 180 }),
    );
    // The width selects its price band: 70 cm costs nothing more, 160 cm adds 100 € (the seed's
    // 25 € per 20 cm), and the band list marks the band the measure fell in.
    const shownPrice = async () => euros(await priceTag.textContent());
    await sidebar.locator('input[type="number"]').fill('70');
    await expect.poll(shownPrice).toBe(before);
    await sidebar.locator('input[type="number"]').fill('160');
    await expect.poll(shownPrice).toBe(before + 100);
    const band = sidebar.getByTestId('measure-bands').locator('li.font-semibold');
    expect(await band.textContent()).toContain('170 cm');
    expect(await band.textContent()).toContain('100,00');
    await sidebar.locator('input[type="number"]').fill('95');
    expect(await sidebar.getByTestId('measure-error').count()).toBe(0);
    await expect.poll(shownPrice).toBe(before + 25);
    await sidebar
      .getByRole('button', { name: translate('es', 'product.configurator.next') })
      .click();

    const serverAnswer = page.waitForResponse((response) => response.url().includes('/price'));
    await sidebar.locator('input[type="number"]').fill('195');
    const sketch = sidebar.getByTestId('screen-sketch');
    expect(await sketch.getAttribute('data-width')).toBe('95');
    expect(await sketch.getAttribute('data-height')).toBe('195');
    expect(await sketch.getByTestId('sketch-width').textContent()).toBe('95 cm');

    const server = (await (await serverAnswer).json()) as { prices: { total: number } };
    await expect.poll(() => priceTag.getAttribute('data-confirmed')).toBe('true');
    expect(Math.round(euros(await priceTag.textContent()) * 100)).toBe(server.prices.total);
    expect(before).toBeGreaterThan(0);

    // A complement changes the price, and the server confirms the new one.
    await sidebar
      .getByRole('button', { name: translate('es', 'product.configurator.next') })
      .click();
    const withComplement = page.waitForResponse((response) => response.url().includes('/price'));
    await sidebar
      .getByRole('button', { name: translate('es', 'product.configurator.complements.add') })
      .first()
      .click();
    const confirmed = (await (await withComplement).json()) as { prices: { total: number } };
    expect(confirmed.prices.total).toBeGreaterThan(server.prices.total);
    await expect
      .poll(async () => Math.round(euros(await priceTag.textContent()) * 100))
      .toBe(confirmed.prices.total);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('blocks adding an incomplete configuration and lists what is missing', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.es);
    const sidebar = await configureUpToMeasures(page, 'es');
    await sidebar.locator('input[type="number"]').fill('10');
    await walkToSummary(sidebar, 'es');
    expect(await sidebar.getByTestId('configuration-issues').textContent()).toContain(
      translate('es', 'domain.errors.measure.required'),
    );
    expect(
      await sidebar
        .getByRole('button', { name: translate('es', 'product.configurator.addToCart') })
        .isDisabled(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('books the installation in Spain, priced by the server', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.es);
    const sidebar = await configureUpToMeasures(page, 'es');
    await typeMeasures(sidebar, 'es', '120', '195');
    await walkToSummary(sidebar, 'es');
    const booking = sidebar.getByTestId('installation-booking');
    const t = (key: Parameters<typeof translate>[1]) => translate('es', key);
    await bookInstallationIn(booking, 'Getafe');
    const priced = page.waitForResponse((response) => response.url().includes('/price'));
    await booking.getByRole('button', { name: t('product.installation.distance.d500') }).click();
    const server = (await (await priced).json()) as {
      prices: { total: number; installation: { total: number } | null };
    };
    expect(server.prices.installation?.total).toBeGreaterThan(0);
    const reservation = euros(await booking.getByTestId('installation-total').textContent());
    expect(Math.round(reservation * 100)).toBe(server.prices.installation?.total);
    const priceTag = sidebar.getByTestId('configuration-price');
    await expect
      .poll(async () => Math.round(euros(await priceTag.textContent()) * 100))
      .toBe(server.prices.total);

    // A booked installation goes to the cart with the address's postal code (e2e/src/cart.test.ts).
    await sidebar.getByRole('button', { name: t('product.configurator.addToCart') }).click();
    await expect
      .poll(() => sidebar.getByTestId('add-to-cart-error').textContent())
      .toBe(t('domain.errors.postal_code.required'));

    // A place where nobody installs says so.
    await booking.getByRole('button', { name: t('product.installation.summary.restart') }).click();
    await booking.getByRole('button', { name: t('product.installation.back') }).click();
    await booking.getByLabel(t('product.installation.city.label')).fill('Zzzz');
    await booking.getByRole('button', { name: t('product.installation.city.search') }).click();
    await expect
      .poll(() => booking.getByText(t('domain.errors.installation.city_unavailable')).count())
      .toBeGreaterThan(0);

    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('offers no installation in France', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(screens.fr);
    expect(await page.getByText(translate('fr', 'product.trust.installation')).count()).toBe(0);
    const sidebar = await configureUpToMeasures(page, 'fr');
    await typeMeasures(sidebar, 'fr', '100', '190');
    await walkToSummary(sidebar, 'fr');
    await expect
      .poll(() =>
        sidebar
          .getByRole('button', { name: translate('fr', 'product.configurator.addToCart') })
          .count(),
      )
      .toBe(1);
    expect(await sidebar.getByTestId('installation-booking').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

/**
 * Per edition: what a customer types to find a made-to-measure sliding screen, the screens
 * category their results link to, the screen they open and whether it can be installed.
 */
const journeys = [
  {
    store: 'ESSM',
    locale: 'es',
    origin: editions.ESSM.origin,
    query: 'mampara corredera a medida',
    category: '/mamparas-de-ducha-frontales',
    screen: measuredScreens.es,
    installation: { city: 'Getafe', postalCode: '28901' },
  },
  {
    store: 'FRSM',
    locale: 'fr',
    origin: editions.FRSM.origin,
    query: 'paroi coulissante sur mesure',
    category: '/parois-de-douche-frontales',
    screen: measuredScreens.fr,
    installation: null,
  },
] as const satisfies readonly {
  store: string;
  locale: Locale;
  origin: string;
  query: string;
  category: string;
  screen: string;
  installation: { city: string; postalCode: string } | null;
}[];

/** The server's answer to the next price request of the sidebar. */
function nextServerPrice(page: Page) {
  return page
    .waitForResponse((response) => response.url().includes('/price'))
    .then(
      async (response) =>
        (await response.json()) as {
          prices: { total: number; installation: { total: number } | null };
        },
    );
}

describe.each(journeys)('from the search box to a configured screen ($store)', (journey) => {
  const t = (key: MessageKey, params?: MessageParams) => translate(journey.locale, key, params);

  it('searches, narrows to the category, filters, opens and configures a made-to-measure screen', async () => {
    const { page, problems, close } = await openPage(browser);
    const { origin, query } = journey;

    // The header's search box on the home page (a plain GET form until scripts run).
    await page.goto(`${origin}/`);
    const box = page.getByRole('searchbox', { name: t('layout.header.search.label') });
    await box.fill(query);
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/buscar' && url.searchParams.get('q') === query,
    );
    await expect
      .poll(() => page.locator('main ol > li[data-product-id]').count())
      .toBeGreaterThan(2);

    // The results link the screens category narrowed by the same words.
    const refine = page.getByRole('navigation', { name: t('search.refine.title') });
    await refine.locator(`a[href^="${journey.category}?"]`).click();
    await page.waitForURL(
      (url) => url.pathname === journey.category && url.searchParams.get('q') === query,
    );
    await expect
      .poll(() => page.getByTestId('search-in-category').textContent())
      .toContain(t('search.inCategory.notice', { query }));

    // A filter applies at once once the form has hydrated, and keeps the search words.
    const filters = page.getByRole('complementary', { name: t('listing.filters.title') });
    await filters.locator('form[data-ready="true"]').waitFor();
    await filters.locator('input[name="a-medida"]').check();
    await page.waitForURL(
      (url) => url.searchParams.get('a-medida') === 'true' && url.searchParams.get('q') === query,
    );
    const cards = page.locator('main ol > li[data-product-id]');
    const badges = cards.getByText(t('home.productCard.madeToMeasure'), { exact: true });
    await expect.poll(async () => (await cards.count()) - (await badges.count())).toBe(0);
    expect(await cards.count()).toBeGreaterThan(0);

    // The made-to-measure screen from the filtered results.
    const screenLink = cards.locator(`a[href="${journey.screen}"]`).first();
    const screenName = (await screenLink.textContent())?.trim() ?? '';
    await screenLink.click();
    await page.waitForURL((url) => url.pathname === journey.screen);
    // The address changes before React shows the product: wait for the product itself.
    await page.getByRole('heading', { level: 1, name: screenName }).waitFor();
    // Installation is offered in Spain only.
    const installationBadges = await page.getByText(t('product.trust.installation')).count();
    expect(installationBadges > 0).toBe(journey.installation !== null);

    // An out-of-range width is refused beside its field and the screen cannot be added.
    const sidebar = await configureUpToMeasures(page, journey.locale);
    const width = sidebar.locator('input[type="number"]');
    await width.fill('250');
    await expect
      .poll(() => sidebar.getByTestId('measure-error').textContent())
      .toBe(t('domain.errors.measure.above_maximum', { limit: 180 }));
    await sidebar.getByRole('button', { name: t('product.configurator.next') }).click();
    await sidebar.locator('input[type="number"]').fill('195');
    await walkToSummary(sidebar, journey.locale);
    const addToCart = sidebar.getByRole('button', { name: t('product.configurator.addToCart') });
    expect(await addToCart.isDisabled()).toBe(true);
    expect(await sidebar.getByTestId('configuration-issues').textContent()).toContain(
      t('domain.errors.measure.required'),
    );

    // Back to the width: a valid one clears the refusal, the sketch draws it, the server prices it.
    const previous = sidebar.getByRole('button', { name: t('product.configurator.previous') });
    while ((await sidebar.getByTestId('measure-error').count()) === 0) await previous.click();
    const priced = nextServerPrice(page);
    await sidebar.locator('input[type="number"]').fill('95');
    expect(await sidebar.getByTestId('measure-error').count()).toBe(0);
    await sidebar.getByRole('button', { name: t('product.configurator.next') }).click();
    const sketch = sidebar.getByTestId('screen-sketch');
    await expect.poll(() => sketch.getAttribute('data-width')).toBe('95');
    expect(await sketch.getAttribute('data-height')).toBe('195');
    expect(await sketch.getByTestId('sketch-width').textContent()).toBe('95 cm');
    const server = await priced;
    expect(await confirmedPrice(sidebar)).toBe(server.prices.total);

    // A complement changes the price, and the server confirms the new one.
    await sidebar.getByRole('button', { name: t('product.configurator.next') }).click();
    const repriced = nextServerPrice(page);
    await sidebar
      .getByRole('button', { name: t('product.configurator.complements.add') })
      .first()
      .click();
    const withComplement = await repriced;
    expect(withComplement.prices.total).toBeGreaterThan(server.prices.total);
    await expect.poll(() => confirmedPrice(sidebar)).toBe(withComplement.prices.total);
    await walkToSummary(sidebar, journey.locale);
    expect(await addToCart.isDisabled()).toBe(false);

    const booking = sidebar.getByTestId('installation-booking');
    if (!journey.installation) {
      // France: no installation is offered, and the screen goes to the cart as it is.
      expect(await booking.count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
      return;
    }

    // Spain: the installation, booked through its steps, is priced by the server.
    await bookInstallationIn(booking, journey.installation.city);
    const withInstallation = nextServerPrice(page);
    await booking.getByRole('button', { name: t('product.installation.distance.d500') }).click();
    const installed = await withInstallation;
    const reservation = installed.prices.installation?.total ?? 0;
    expect(reservation).toBeGreaterThan(0);
    expect(
      Math.round(euros(await booking.getByTestId('installation-total').textContent()) * 100),
    ).toBe(reservation);
    await expect.poll(() => confirmedPrice(sidebar)).toBe(installed.prices.total);

    // The screen and its installation reservation go to the cart with the postal code.
    await sidebar.getByLabel(t('cartPage.add.postalCode')).fill(journey.installation.postalCode);
    await addToCart.click();
    const panel = page.getByRole('dialog', { name: t('cartPage.panel.title') });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole('link', { name: t('cartPage.viewCart') }).click();
    await page.waitForURL(`${origin}/cart`);
    const row = page.getByTestId('cart-row').filter({ hasText: t('cartPage.row.madeToMeasure') });
    await expect.poll(() => row.getByTestId('row-installation').count()).toBe(1);
    expect(await row.getByTestId('row-installation').textContent()).toContain(
      t('cartPage.row.installation'),
    );
    expect(await row.locator('dl').first().textContent()).toContain('95');
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
