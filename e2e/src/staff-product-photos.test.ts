import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from './checkout-fixtures.ts';
import { editions, launchBrowser, openPage, staffAppOrigin } from './shop.ts';
import { staffAccounts, staffSignIn, staffWords as t } from './staff-fixtures.ts';

/*
 * Issue 16: staff upload a photo to a product in the staff app; the storefront's product page
 * shows it in its gallery with AVIF and WebP sources, a JPEG fallback and a srcset of widths.
 */

/** A product no other journey counts the pictures of. */
const slug = 'mueble-de-bano-costa-de-suelo';

/** A 1200x900 JPEG the browser draws (a gradient with stripes), as a camera's file would be. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#d8cbb5');
    gradient.addColorStop(1, '#6d5a45');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#f4efe6';
    for (let x = 100; x < 1200; x += 200) context.fillRect(x, 150, 60, 600);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) throw new Error('no JPEG from the canvas');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

let browser: Browser;
let productId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(
    `${apiUrl}/catalog/v1/products/${slug}/retrieve_by_slug/?store=ESSM&language=es`,
  );
  productId = ((await response.json()) as { id: number }).id;
});
afterAll(async () => {
  await browser?.close();
});

describe('product photos', () => {
  it('uploads a photo the storefront gallery shows with AVIF, WebP and JPEG sources', async () => {
    const alt = `Mueble Costa en un baño claro ${Date.now().toString(36)}`;
    const staff = await openPage(browser);
    const { page } = staff;
    await staffSignIn(page, staffAccounts.owner);
    const photo = await drawnPhoto(page);
    await page.goto(`${staffAppOrigin}/products/${productId}`);
    const photos = page.getByRole('heading', { name: t('staffApp.photos.title') }).locator('..');
    const status = photos.getByRole('status');
    await photos
      .getByLabel(t('staffApp.photos.choose'))
      .setInputFiles({ name: 'costa.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => status.textContent()).toBe(t('staffApp.photos.uploaded'));
    const added = photos.getByRole('listitem').last();
    expect(await added.textContent()).toContain(t('staffApp.photos.uploadedBadge'));
    // The thumbnail comes through the staff app's origin and has loaded.
    await expect
      .poll(() => added.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await added.getByLabel(t('staffApp.photos.altEs')).fill(alt);
    await added.getByRole('button', { name: t('staffApp.photos.saveAlt') }).click();
    await expect.poll(() => status.textContent()).toBe(t('staffApp.photos.altSaved'));

    const shopper = await openPage(browser);
    await shopper.page.goto(`${editions.ESSM.origin}/${slug}.html`);
    const shown = shopper.page.getByRole('img', { name: alt });
    await shown.scrollIntoViewIfNeeded();
    const picture = shown.locator('xpath=..');
    const avif = await picture.locator('source[type="image/avif"]').getAttribute('srcset');
    expect(avif).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\?w=480&f=avif 480w, .+ 865w, .+ 1200w$/);
    expect(await picture.locator('source[type="image/webp"]').getAttribute('srcset')).toContain(
      '&f=webp 865w',
    );
    expect(await shown.getAttribute('srcset')).toContain('&f=jpeg 1200w');
    // Chromium takes the AVIF source, and the web passes on the api's year-long caching.
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain('f=avif');
    const served = await shopper.page.request.get(
      await shown.evaluate((img: HTMLImageElement) => img.currentSrc),
    );
    expect(served.headers()['content-type']).toBe('image/avif');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Leave the product as the other journeys know it.
    page.once('dialog', (dialog) => void dialog.accept());
    await added.getByRole('button', { name: t('staffApp.photos.remove') }).click();
    await expect.poll(() => status.textContent()).toBe(t('staffApp.photos.removed'));
    expect(shopper.problems).toEqual([]);
    await shopper.close();
    await staff.close();
  });
});
