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

const { origin } = editions.ESSM;
const tagHost = 'www.googletagmanager.com';

/** Every request that leaves the shop, and a stand-in for the Google tag (no real network). */
async function watchThirdParties(page: Page) {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && !hostname.endsWith('.localhost') && hostname !== '127.0.0.1') {
      thirdParty.push(request.url());
    }
  });
  await page.route(`https://${tagHost}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.gtagLoaded = true;' }),
  );
  return thirdParty;
}

const banner = (page: Page) =>
  page.getByRole('region', { name: translate('es', 'widgets.consent.label') });

describe('cookie consent', () => {
  it('loads no tracking before consent, loads the tag after accepting, and reopens settings', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop', { firstVisit: true });
    const thirdParty = await watchThirdParties(page);
    await page.goto(`${origin}/`);
    await expect
      .poll(() => banner(page).isVisible(), {
        message: 'the Spanish store needs a consent-banner id (seed) for the banner to show',
      })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    await banner(page)
      .getByRole('button', { name: translate('es', 'widgets.consent.acceptAll') })
      .click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect
      .poll(() => thirdParty.some((url) => url.includes(`${tagHost}/gtag/js?id=`)))
      .toBe(true);
    // The choice is a first-party cookie kept for a year.
    const cookie = (await page.context().cookies()).find((item) => item.name === 'cookie_consent');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await page.reload();
    expect(await banner(page).count()).toBe(0);

    await page.goto(`${origin}/ofertas?cookies=settings`);
    const settings = banner(page);
    await expect.poll(() => settings.isVisible()).toBe(true);
    // The toast below needs the page's scripts (without them the form posts and reloads).
    await expect.poll(() => settings.getAttribute('data-ready')).toBe('true');
    const advertising = settings.getByLabel(translate('es', 'widgets.consent.advertising'));
    expect(await advertising.isChecked()).toBe(true);
    await advertising.uncheck();
    await settings.getByRole('button', { name: translate('es', 'widgets.consent.save') }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    // The saved choice is confirmed by a toast at the top right that closes by itself.
    const toast = page.getByText(translate('es', 'widgets.consent.saved'));
    await expect.poll(() => toast.isVisible()).toBe(true);
    const box = await toast.boundingBox();
    expect(box?.y ?? 999).toBeLessThan(120);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1440 - 400);
    await expect.poll(() => toast.count(), { timeout: 3000 }).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('loads nothing after the visitor rejects, also on the next pages', async () => {
    const { page, problems, close } = await openPage(browser, 'phone', { firstVisit: true });
    const thirdParty = await watchThirdParties(page);
    // Hydrated first: on a loaded machine a click before that posts the plain form, whose
    // redirect would cut the next navigation short.
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await banner(page)
      .getByRole('button', { name: translate('es', 'widgets.consent.rejectAll') })
      .click();
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await page.goto(`${origin}/marcas`);
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
    expect(thirdParty).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('works without JavaScript: the form stores the choice and comes back', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/marcas`);
    await banner(page)
      .getByRole('button', { name: translate('es', 'widgets.consent.rejectAll') })
      .click();
    await page.waitForURL(`${origin}/marcas`);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});

describe('help-desk chat link', () => {
  // Madrid is UTC+1 in November.
  it.each([
    ['Monday 10:00', '2026-11-23T09:00:00Z', 'widgets.chat.open'],
    ['Friday 11:30', '2026-11-27T10:30:00Z', 'widgets.chat.open'],
    ['Friday 12:00', '2026-11-27T11:00:00Z', 'widgets.chat.closed'],
    ['Tuesday 18:00', '2026-11-24T17:00:00Z', 'widgets.chat.closed'],
    ['Saturday 10:00', '2026-11-28T09:00:00Z', 'widgets.chat.closed'],
  ] as const)('on %s shows %s', async (_when, time, label) => {
    const { page, problems, close } = await openPage(browser);
    await page.clock.setFixedTime(new Date(time));
    await page.goto(`${origin}/marcas`);
    await page.locator('[data-widget="chat"] summary').click();
    await expect
      .poll(() => page.getByText(translate('es', label), { exact: true }).isVisible())
      .toBe(true);
    expect(
      await page.getByText(translate('es', 'widgets.chat.message'), { exact: true }).isVisible(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('speaks French in the French edition', async () => {
    const { page, close } = await openPage(browser);
    await page.clock.setFixedTime(new Date('2026-11-23T09:00:00Z'));
    await page.goto(`${editions.FRSM.origin}/marcas`);
    await page.locator('[data-widget="chat"] summary').click();
    await expect
      .poll(() => page.getByText(translate('fr', 'widgets.chat.open'), { exact: true }).isVisible())
      .toBe(true);
    await close();
  });
});

describe('help-desk chat link on a phone', () => {
  /** The bubble's box, once the visitor has stopped scrolling and it is back in its corner. */
  async function restingBubble(page: Page) {
    const chat = page.locator('[data-widget="chat"]');
    await expect.poll(() => chat.getAttribute('data-scrolling')).toBeNull();
    await expect
      .poll(() => chat.evaluate((element) => getComputedStyle(element).opacity))
      .toBe('1');
    const box = await chat.locator('summary').boundingBox();
    if (box === null) throw new Error('the chat bubble is not on the page');
    return box;
  }

  it('covers nothing of the footer at the end of the page, and its last link takes a tap', async () => {
    const { page, problems, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bubble = await restingBubble(page);
    const covered = await page.locator('footer').evaluate((footer, corner) => {
      const readable = footer.querySelectorAll('a, button, p, h2, legend, li');
      return Array.from(readable).flatMap((element) => {
        const box = element.getBoundingClientRect();
        const overlaps =
          box.width > 0 &&
          box.left < corner.x + corner.width &&
          box.right > corner.x &&
          box.top < corner.y + corner.height &&
          box.bottom > corner.y;
        return overlaps ? [element.textContent?.trim() ?? element.tagName] : [];
      });
    }, bubble);
    expect(covered).toEqual([]);
    // Playwright refuses the tap when another element would receive it.
    await page.locator('footer a[href]').last().click({ trial: true, timeout: 5_000 });
    expect(problems).toEqual([]);
    await close();
  });

  it('steps aside while the visitor scrolls, so a tap in its corner reaches the page', async () => {
    const { page, close } = await openPage(browser, 'phone');
    await page.goto(`${origin}/marcas`);
    const bubble = await restingBubble(page);
    const tapAt = { x: bubble.x + bubble.width / 2, y: bubble.y + bubble.height / 2 };
    const hitsChat = (point: { x: number; y: number }) =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-widget="chat"]') !== null,
        point,
      );
    expect(await hitsChat(tapAt)).toBe(true);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => hitsChat(tapAt)).toBe(false);
    // And it comes back once the scrolling stops.
    await restingBubble(page);
    expect(await hitsChat(tapAt)).toBe(true);
    await close();
  });
});

describe('offline notice', () => {
  it('appears when the connection drops and goes when it is back', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${origin}/marcas`);
    await page.waitForLoadState('networkidle');
    const notice = page.getByText(translate('es', 'widgets.offline'));
    expect(await notice.count()).toBe(0);
    await page.context().setOffline(true);
    await expect.poll(() => notice.isVisible()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
