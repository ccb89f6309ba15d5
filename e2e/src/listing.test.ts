import { translate } from '@shop/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  viewports,
  newVisitorContext,
} from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const showerScreens = {
  ESSM: { slug: 'mamparas-de-ducha', locale: 'es' },
  FRSM: { slug: 'parois-de-douche', locale: 'fr' },
} as const;

/** The euro amounts of the grid's current prices, in order ('1.234,50 €' -> 1234.5). */
async function gridPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main ol > li p > span.text-xl').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

/** Interactions that need JavaScript wait until the page's scripts have loaded and hydrated. */
async function openHydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
}

const cardCount = (page: Page) => page.locator('main ol > li[data-product-id]').count();

describe.each(Object.entries(editions))('category page of %s', (store, { origin }) => {
  const { slug, locale } = showerScreens[store as keyof typeof showerScreens];
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);

  it('opens from the menu with breadcrumb, filters, ordering and JSON-LD', async () => {
    const { page, problems, close } = await openPage(browser);
    await openHydrated(page, `${origin}/`);
    const nav = page.getByRole('navigation', { name: t('layout.header.mainNav') });
    await nav.locator(`a[href="/${slug}"]`).first().click();
    await page.waitForURL(`${origin}/${slug}`);
    await expect.poll(() => cardCount(page)).toBeGreaterThan(3);
    expect(await page.locator('main h1').textContent()).toBeTruthy();
    expect(await page.getByRole('combobox', { name: t('listing.sort.label') }).inputValue()).toBe(
      'best_seller',
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('BreadcrumbList');
    expect(problems).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await close();
  });

  it('filters made to measure and by width, and sorts by the cheapest', async () => {
    const { page, problems, close } = await openPage(browser);
    await openHydrated(page, `${origin}/${slug}`);
    const filters = page.getByRole('complementary', { name: t('listing.filters.title') });
    // Applies at once: the page reloads its products without a button.
    await filters.getByRole('checkbox').first().click();
    await page.waitForURL(/a-medida=true/);
    const badges = page
      .locator('main ol > li')
      .getByText(t('home.productCard.madeToMeasure'), { exact: true });
    await expect.poll(async () => (await cardCount(page)) - (await badges.count())).toBe(0);
    expect(await cardCount(page)).toBeGreaterThan(0);

    await openHydrated(page, `${origin}/${slug}`);
    const widthFrom = filters.locator('input[name="ancho_min"]');
    await widthFrom.fill('100');
    const firstForm = await widthFrom.elementHandle();
    await widthFrom.press('Enter');
    await page.waitForURL(/ancho_min=100/);
    // The listing redraws its form for the new address: type into the new one, as a person would.
    await page.waitForFunction((input) => !input?.isConnected, firstForm);
    // From, Tab, to, Tab: both bounds apply together, the second is not lost on the way.
    const widthTo = filters.locator('input[name="ancho_max"]');
    await widthFrom.fill('90');
    await widthFrom.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('ancho_max');
    await page.keyboard.type('150');
    await page.keyboard.press('Tab');
    await page.waitForURL((url) => url.search.includes('ancho_min=90'));
    expect(new URL(page.url()).searchParams.get('ancho_max')).toBe('150');
    expect(await widthTo.inputValue()).toBe('150');

    await page.getByRole('combobox', { name: t('listing.sort.label') }).selectOption('lower_price');
    await page.waitForURL(/sort=lower_price/);
    await expect
      .poll(async () => {
        const prices = await gridPrices(page);
        return (
          prices.length > 1 &&
          prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0))
        );
      })
      .toBe(true);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(problems).toEqual([]);
    await close();
  });

  it('loads more in place and the back button returns to the product left', async () => {
    const { page, problems, close } = await openPage(browser);
    await openHydrated(page, `${origin}/${slug}`);
    const first = await cardCount(page);
    await page.getByRole('link', { name: t('listing.paging.more') }).click();
    await expect.poll(() => cardCount(page)).toBeGreaterThan(first);
    await expect.poll(() => page.url()).toContain('page=2');
    const card = page.locator('main ol > li[data-page="2"]').last();
    const productId = await card.getAttribute('data-product-id');
    const productLink = card.locator('a').first();
    const productName = (await productLink.textContent())?.trim() ?? '';
    await productLink.click();
    await page.waitForURL(/\.html$/);
    // The address bar changes before React shows the product: go back from the product page
    // the customer actually saw, not from the listing still on screen.
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.goBack();
    await page.waitForURL(/page=2/);
    const returned = page.locator(`main ol > li#product-${productId}`);
    await expect.poll(() => returned.isVisible()).toBe(true);
    await expect
      .poll(() =>
        returned.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await page.getByRole('link', { name: t('listing.paging.previous') }).click();
    await expect.poll(() => cardCount(page)).toBeGreaterThan(first);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the filters as a drawer on a phone', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await openHydrated(page, `${origin}/${slug}`);
    await page.getByRole('link', { name: t('listing.filters.open'), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: t('listing.filters.title') });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectNoSeriousAxeViolations(page);
    await drawer.getByRole('link', { name: t('listing.filters.close') }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a link with a colour the category no longer has as the plain category', async () => {
    const { slug } = showerScreens[store as keyof typeof showerScreens];
    const { page, close } = await openPage(browser);
    const response = await page.goto(`${origin}/${slug}?color-perfil=retirado`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/${slug}`);
    expect(new URL(page.url()).search).toBe('');
    await close();
  });

  it('opens a page past the last one as the first page with the same filters', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto(`${origin}/${slug}?page=999&sort=lower_price`);
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/${slug}`);
    expect(url.search).toBe('?sort=lower_price');
    expect(await cardCount(page)).toBeGreaterThan(0);
    await close();
  });

  it('answers 404 for an unknown category', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto(`${origin}/categoria-que-no-existe-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await close();
  });
});

describe('without JavaScript', () => {
  it('filters through the form and pages through links', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const { origin } = editions.ESSM;
    await page.goto(`${origin}/mamparas-de-ducha`);
    await page.getByRole('link', { name: translate('es', 'listing.paging.more') }).click();
    await page.waitForURL(/page=2/);
    expect(
      await page.getByRole('link', { name: translate('es', 'listing.paging.previous') }).count(),
    ).toBe(1);
    await page.locator('select[name="sort"]').selectOption('lower_price');
    await page.getByRole('button', { name: translate('es', 'listing.sort.apply') }).click();
    await page.waitForURL(/sort=lower_price/);
    expect(page.url()).not.toContain('page=');
    await context.close();
  });
  it('keeps the search words of a search inside a category when filtering', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}/mamparas-de-ducha-frontales?q=mampara+corredera`);
    const filters = page.locator('#filtros');
    await filters.locator('input[name="a-medida"]').check();
    await filters.locator('button[type="submit"]').click();
    await page.waitForURL(/a-medida=true/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('mampara corredera');
    expect(await cardCount(page)).toBeGreaterThan(0);
    await context.close();
  });
  it('opens the filters drawer on a phone and applies a filter', async () => {
    const context = await newVisitorContext(browser, {
      javaScriptEnabled: false,
      viewport: viewports.phone,
    });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}/platos-de-ducha`);
    await page
      .getByRole('link', { name: translate('es', 'listing.filters.open'), exact: true })
      .click();
    const drawer = page.locator('#filtros');
    expect(await drawer.isVisible()).toBe(true);
    await drawer.locator('input[value="economico"]').check({ force: true });
    await drawer.locator('button[type="submit"]').click();
    await page.waitForURL(/elementos-especiales=economico/);
    expect(await cardCount(page)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('Spanish shower trays', () => {
  it('filters made-to-measure and budget trays in Spain and is not found in France', async () => {
    const { page, close } = await openPage(browser);
    const spain = await page.goto(
      `${editions.ESSM.origin}/platos-de-ducha?elementos-especiales=fabricacion-a-medida`,
    );
    expect(spain?.status()).toBe(200);
    expect(await cardCount(page)).toBeGreaterThan(0);
    const budget = await page.goto(
      `${editions.ESSM.origin}/platos-de-ducha?elementos-especiales=economico`,
    );
    expect(budget?.status()).toBe(200);
    expect(await cardCount(page)).toBeGreaterThan(0);
    const france = await page.goto(`${editions.FRSM.origin}/platos-de-ducha`);
    expect(france?.status()).toBe(404);
    await close();
  });
});

describe.each(Object.entries(editions))(
  'brands, offers and novelties of %s',
  (store, { origin }) => {
    const { locale, slug } = showerScreens[store as keyof typeof showerScreens];

    it('lists the brands and opens one with its products', async () => {
      const { page, problems, close } = await openPage(browser);
      await openHydrated(page, `${origin}/marcas`);
      const brands = page.locator('main ul a[href^="/marcas/"]');
      expect(await brands.count()).toBeGreaterThan(2);
      await brands.first().click();
      await page.waitForURL(/\/marcas\/.+/);
      await expect.poll(() => cardCount(page)).toBeGreaterThan(0);
      const brand = (await page.locator('main h1').textContent()) ?? '';
      const brandsOfCards = await page.locator('main ol > li p.uppercase').allTextContents();
      expect(brandsOfCards.every((name) => name.toLowerCase() === brand.toLowerCase())).toBe(true);
      expect(problems).toEqual([]);
      await expectNoSeriousAxeViolations(page);
      await close();
    });

    it('shows offers with their previous price and novelties', async () => {
      const { page, close } = await openPage(browser);
      await page.goto(`${origin}/ofertas`);
      expect(await page.locator('main h1').textContent()).toBe(
        translate(locale, 'listing.offers.heading'),
      );
      expect(await page.locator('main ol > li del').count()).toBe(await cardCount(page));
      const novelties = await page.goto(`${origin}/novedades`);
      expect(novelties?.status()).toBe(200);
      expect(await cardCount(page)).toBeGreaterThan(0);
      await close();
    });

    it('shows the recently viewed products on category pages', async () => {
      const { page, problems, close } = await openPage(browser);
      await openHydrated(page, `${origin}/${slug}`);
      const product = page.locator('main ol > li[data-product-id] a').first();
      const name = (await product.textContent()) ?? '';
      await product.click();
      await page.waitForURL(/\.html$/);
      // The address changes before the product page has rendered (and recorded the visit).
      await expect.poll(() => page.locator('main h1').textContent()).toBe(name);
      await openHydrated(page, `${origin}/${slug}`);
      const strip = page.getByRole('region', {
        name: translate(locale, 'listing.recentlyViewed.title'),
      });
      await expect.poll(() => strip.getByText(name).count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await close();
    });
  },
);
