import { mkdirSync } from 'node:fs';
import { loadStaffTranslator, type StaffTranslate } from '@shop/i18n/staff-app';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editions,
  expectNoSeriousAxeViolations,
  launchBrowser,
  openPage,
  staffAppOrigin,
} from './shop.ts';

/*
 * Issues 16 and 17: the content editor edits a content page in the staff app, and the
 * storefront shows the change at once, although the web keeps the guest page and the api's
 * answer it was rendered from (the change reaches the web's server through the api's change
 * stream, not when those copies expire).
 */

const contentEditor = { email: 'contenidos@mamparas-demo.es', password: 'demo1234' };
const screenshots = new URL('../artifacts/staff-content/', import.meta.url);
const legalPage = `${editions.ESSM.origin}/cms/aviso-legal`;

let browser: Browser;
let t: StaffTranslate;
beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  t = await loadStaffTranslator('es');
});
afterAll(async () => {
  await browser?.close();
});

async function staffSignIn(page: Page) {
  await page.goto(`${staffAppOrigin}/content`);
  await page.waitForURL(/\/sign-in/);
  await page.getByLabel(t('staffApp.signIn.email')).fill(contentEditor.email);
  await page.getByLabel(t('staffApp.signIn.password')).fill(contentEditor.password);
  await page.getByRole('button', { name: t('staffApp.signIn.submit') }).click();
  await page.waitForURL(/\/content$/);
}

const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: new URL(`${name}.png`, screenshots).pathname, fullPage: true });
}

describe('content editing in the staff app', () => {
  it('publishes a page edit that the storefront shows at once', async () => {
    const guest = await openPage(browser, 'desktop');
    await guest.page.goto(legalPage);
    await guest.page.goto(legalPage);
    const sentence = `Revisado el ${Date.now()}.`;
    expect(await mainText(guest.page)).not.toContain(sentence);

    for (const viewport of ['phone', 'desktop'] as const) {
      const staff = await openPage(browser, viewport);
      await staffSignIn(staff.page);
      await shot(staff.page, `content-list-${viewport}`);
      await expectNoSeriousAxeViolations(staff.page);
      if (viewport === 'desktop') {
        await staff.page.getByRole('link', { name: 'Aviso legal' }).click();
        const body = staff.page.getByRole('textbox', {
          name: t('staffApp.content.body'),
          exact: true,
        });
        const original = await body.inputValue();
        expect(original).toContain('## ');
        await body.fill(`${original}\n\n${sentence}`);
        await staff.page.getByRole('button', { name: t('staffApp.content.save') }).click();
        await expect
          .poll(() => staff.page.getByRole('status').textContent())
          .toBe(t('staffApp.content.saved'));
        await shot(staff.page, `content-edit-${viewport}`);
        await expectNoSeriousAxeViolations(staff.page);

        // No waiting for the kept page (PAGE_CACHE_SECONDS) or the kept api answer to expire.
        await guest.page.goto(legalPage);
        expect(await mainText(guest.page)).toContain(sentence);

        // Put the page back as the seed has it, for the other journeys.
        await body.fill(original);
        await staff.page.getByRole('button', { name: t('staffApp.content.save') }).click();
        await expect
          .poll(async () => {
            await guest.page.goto(legalPage);
            return mainText(guest.page);
          })
          .not.toContain(sentence);
      }
      for (const screen of ['questions', 'reviews']) {
        await staff.page.goto(`${staffAppOrigin}/${screen}`);
        await staff.page.getByRole('heading', { level: 1 }).waitFor();
        await shot(staff.page, `${screen}-${viewport}`);
        await expectNoSeriousAxeViolations(staff.page);
      }
      // The sign-in page's session check answers 401 before signing in.
      expect(staff.problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
      await staff.close();
    }
    await guest.close();
  });
});
