import { translate } from '@shop/i18n';
import type { Locale } from '@shop/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  newVisitorContext,
  viewports,
} from './shop.ts';

/** A made-to-measure screen of the demo catalogue, in each edition's language. */
const screenPaths = {
  ESSM: '/mampara-de-ducha-frontal-corredera-kala-a-medida.html',
  FRSM: '/paroi-de-douche-coulissante-kala-sur-mesure.html',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The sidebar's 'Configurar' button replaces the plain form's once React has hydrated. */
async function hydrated(page: Page, locale: Locale) {
  await page
    .getByRole('button', { name: translate(locale, 'product.configure'), exact: true })
    .waitFor();
}

/**
 * WCAG contrast of an icon button's glyph (drawn in currentColor) against what is really behind
 * it: the translucent backgrounds of the button and its ancestors laid over the first opaque one.
 */
function iconContrast(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const layers: ReturnType<typeof rgba>[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a >= 1) break;
    }
    const behind = layers.reduceRight(
      (under, over) => ({
        r: over.r * over.a + under.r * (1 - over.a),
        g: over.g * over.a + under.g * (1 - over.a),
        b: over.b * over.a + under.b * (1 - over.a),
        a: 1,
      }),
      { r: 255, g: 255, b: 255, a: 1 },
    );
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [light, dark] = [
      luminance(rgba(getComputedStyle(element).color)),
      luminance(behind),
    ].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

type JsonLd = { '@graph': { '@type': string; offers?: { price: string } }[] };

describe.each(Object.entries(editions))('product page of %s', (store, { origin, lang }) => {
  const locale = lang === 'es' ? 'es' : 'fr';
  const url = `${origin}${screenPaths[store as keyof typeof screenPaths]}`;

  it('shows the product, its price, delivery promise and structured data', async () => {
    const { page, problems, close } = await openPage(browser);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('main h1').count()).toBe(1);
    const price = await page.getByTestId('product-price').textContent();
    expect(price).toMatch(/\d,\d\d\s€/);
    expect(await page.getByTestId('delivery-promise').textContent()).toBeTruthy();
    expect(
      await page.getByRole('navigation', { name: translate(locale, 'product.breadcrumb') }).count(),
    ).toBe(1);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as JsonLd;
    const types = ld['@graph'].map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const offer = ld['@graph'].find((node) => node['@type'] === 'Product')?.offers;
    expect(price?.replace(/\s/g, '')).toContain(offer?.price.replace('.', ','));
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(url);
    // Recorded once the page has hydrated.
    await expect
      .poll(async () =>
        JSON.parse((await page.evaluate(() => localStorage.getItem('recently-viewed'))) ?? '[]'),
      )
      .toHaveLength(1);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the full-screen gallery on desktop and the full image on a phone', async () => {
    const gallery = (page: Page) =>
      page.getByRole('dialog', { name: translate(locale, 'product.gallery.label') });
    const button = (page: Page, key: 'close' | 'previous' | 'next') =>
      gallery(page).getByRole('button', { name: translate(locale, `product.gallery.${key}`) });
    const openGallery = async (page: Page) => {
      await page
        .getByRole('button', { name: translate(locale, 'product.gallery.open', { position: 1 }) })
        .click();
      await expect.poll(() => gallery(page).isVisible()).toBe(true);
    };

    const desktop = await openPage(browser);
    await desktop.page.goto(url);
    await hydrated(desktop.page, locale);
    await openGallery(desktop.page);
    expect(await gallery(desktop.page).locator('img').getAttribute('src')).toContain('w=1500');
    for (const key of ['close', 'previous', 'next'] as const) {
      expect(await iconContrast(button(desktop.page, key)), key).toBeGreaterThanOrEqual(3);
    }
    await desktop.page.keyboard.press('Escape');
    await expect.poll(() => gallery(desktop.page).isVisible()).toBe(false);
    expect(desktop.problems).toEqual([]);
    await desktop.close();

    const phone = await openPage(browser, 'phone');
    await phone.page.goto(url);
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling on a 390 px screen').toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(phone.page);
    await hydrated(phone.page, locale);
    await openGallery(phone.page);
    // The whole picture and a visible way out, without panning first.
    const close = button(phone.page, 'close');
    expect(await iconContrast(close)).toBeGreaterThanOrEqual(3);
    const position = gallery(phone.page).locator('p').first();
    const firstPosition = await position.textContent();
    await button(phone.page, 'next').click();
    await expect.poll(() => position.textContent()).not.toBe(firstPosition);
    const closeBox = await close.boundingBox();
    const imageBox = await gallery(phone.page).locator('img').boundingBox();
    const { width } = viewports.phone;
    expect(closeBox && closeBox.x >= 0 && closeBox.x + closeBox.width <= width).toBe(true);
    expect(imageBox && imageBox.x >= 0 && imageBox.x + imageBox.width <= width).toBe(true);
    await close.click();
    await expect.poll(() => gallery(phone.page).isVisible()).toBe(false);
    expect(phone.problems).toEqual([]);
    await phone.close();
  });

  it('plays the screen’s video in the video modal, fetched only once opened', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(url);
    await hydrated(page, locale);
    // The video closes the strip: its thumbnail is the last one.
    const thumbnails = page
      .getByRole('list', { name: translate(locale, 'product.gallery.thumbnails') })
      .getByRole('listitem');
    const position = await thumbnails.count();
    expect(await page.locator('video').count(), 'no player before the video is opened').toBe(0);
    await page
      .getByRole('link', { name: translate(locale, 'product.gallery.play', { position }) })
      .click();
    const modal = page.getByRole('dialog', {
      name: translate(locale, 'product.gallery.video', { position }),
    });
    await expect.poll(() => modal.isVisible()).toBe(true);
    const video = modal.locator('video');
    expect(await video.getAttribute('preload')).toBe('none');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('poster')).toContain('video-posters/front-sliding-opening');
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).toBe('/media/videos/front-sliding-opening.webm');
    // Opened by a click, so it plays: the browser decodes our WebM.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // Seeking asks for a byte range, which the web passes on to the api.
    const part = await page.evaluate(async (path) => {
      const response = await fetch(path, { headers: { range: 'bytes=0-99' } });
      return { status: response.status, type: response.headers.get('content-type') };
    }, src);
    expect(part).toEqual({ status: 206, type: 'video/webm' });
    await page
      .getByRole('button', { name: translate(locale, 'product.gallery.closeVideo') })
      .click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('quick view', () => {
  it('opens a related product in the modal and links to its page', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${editions.ESSM.origin}${screenPaths.ESSM}`);
    await hydrated(page, 'es');
    const title = translate('es', 'product.quickView.title');
    await page
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: title });
    const details = modal.getByRole('link', { name: translate('es', 'product.quickView.details') });
    expect(await details.getAttribute('href')).toMatch(/\.html$/);
    expect(await modal.getByTestId('product-price').textContent()).toMatch(/\d,\d\d\s€/);
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('product question', () => {
  it('shows each field’s error from the domain’s schema, then confirms the question was sent', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${editions.ESSM.origin}${screenPaths.ESSM}`);
    await hydrated(page, 'es');
    const questions = page.locator('#questions');
    const t = (key: Parameters<typeof translate>[1]) => translate('es', key);
    await questions.getByRole('button', { name: t('product.questions.ask.submit') }).click();
    await expect
      .poll(() => questions.getByText(t('domain.errors.required.question')).count())
      .toBe(1);
    // The refused form answers 400, which the browser reports as a failed resource.
    expect(problems.every((problem) => problem.includes('400'))).toBe(true);
    await questions.getByLabel(t('product.questions.ask.name')).fill('Ana');
    await questions.getByLabel(t('product.questions.ask.email')).fill('ana@example.es');
    await questions
      .getByLabel(t('product.questions.ask.question'))
      .fill('¿Cabe en un hueco de 68 cm?');
    await questions.getByLabel(t('product.questions.ask.privacy')).check();
    await questions.getByRole('button', { name: t('product.questions.ask.submit') }).click();
    await expect.poll(() => questions.getByText(t('product.questions.ask.sent')).count()).toBe(1);
    await close();
  });
});

describe('product page without JavaScript', () => {
  it('configures and prices a made-to-measure screen with a plain form', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${editions.ESSM.origin}${screenPaths.ESSM}`);
    await page.getByText(translate('es', 'product.configure')).click();
    const form = page.locator('#configurador form');
    for (const radio of await form.locator('fieldset').all())
      await radio.locator('input[type="radio"]').first().check();
    const measures = form.locator('input[type="number"][name^="measure-"]');
    await measures.nth(0).fill('250');
    await measures.nth(1).fill('195');
    // The browser itself refuses a measure outside the field's min and max...
    expect(await measures.nth(0).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
      false,
    );
    await measures.nth(0).fill('95');
    await form
      .getByRole('button', { name: translate('es', 'product.configurator.noScript.submit') })
      .click();
    expect(await page.getByTestId('plain-configuration-price').textContent()).toMatch(/\d,\d\d\s€/);
    // ...and the server checks it with the domain's rules whatever the browser sent.
    const tampered = new URL(page.url());
    const widthParam = [...tampered.searchParams.keys()].find((key) => key.startsWith('measure-'));
    tampered.searchParams.set(widthParam ?? 'measure-0', '250');
    await page.goto(tampered.toString());
    expect(await page.getByTestId('measure-error').first().textContent()).toBe(
      translate('es', 'domain.errors.measure.above_maximum', { limit: 180 }),
    );
    expect(await page.getByTestId('plain-configuration-price').count()).toBe(0);
    await context.close();
  });
});
