import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { editions, launchBrowser, openPage } from './shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// React Router leaves a cancelled answer's body to reject unawaited (lib/cancelled-requests.ts):
// seen in the checkout under load as two uncaught AbortErrors. The page hushes exactly those.
it('hushes a request the router cancelled, and still reports any other uncaught failure', async () => {
  const { page, problems, close } = await openPage(browser);
  await page.goto(`${editions.ESSM.origin}/cart`);
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  await page.evaluate(() => {
    void Promise.reject(new DOMException('signal is aborted without reason', 'AbortError'));
    void Promise.reject(new Error('a real failure'));
  });
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('a real failure');
  await close();
});
