import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

/** scripts/test.mjs starts the built shop and passes its port; a running `npm start` works too. */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3000);

/** Chromium resolves every *.localhost name to the loopback address, so both editions run here. */
export const editions = {
  ESSM: { origin: `http://localhost:${webPort}`, lang: 'es' },
  FRSM: { origin: `http://fr.localhost:${webPort}`, lang: 'fr' },
} as const;

/** The staff app (apps/admin), on its own origin; scripts/test.mjs passes its port. */
export const staffAppOrigin = `http://localhost:${Number(process.env.E2E_ADMIN_PORT ?? 3400)}`;

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The demo stores' cookie-notice ids (packages/db/src/seed/catalogue/stores.ts): a cookie
 * answering them is a returning visitor who already closed the banner.
 */
const cookieNoticeIds = { ESSM: 'essm-cookies-2026-11', FRSM: 'frsm-cookies-2026-11' } as const;

/**
 * A browser context for a visitor who has already answered the cookie banner (necessary
 * cookies only), so the banner does not cover what a journey clicks; the banner's own
 * journeys open `{ firstVisit: true }` pages instead.
 */
export async function newVisitorContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies(
    Object.entries(cookieNoticeIds).map(([store, noticeId]) => ({
      name: 'cookie_consent',
      value: encodeURIComponent(`${noticeId}|0|0`),
      url: editions[store as keyof typeof editions].origin,
    })),
  );
  return context;
}

/** The storefront's editions and the staff app: the pages whose console a journey answers for. */
const shopOrigins: readonly string[] = [editions.ESSM.origin, editions.FRSM.origin, staffAppOrigin];

/** Opens a page that fails the test on any console error or uncaught exception. */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  { firstVisit = false } = {},
) {
  const options = { viewport: viewports[viewport] };
  const context = firstVisit
    ? await browser.newContext(options)
    : await newVisitorContext(browser, options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A journey that pays passes through the provider's (sandbox) page: its console is not ours.
    const ours = shopOrigins.includes(new URL(page.url()).origin);
    if (message.type() === 'error' && ours) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.stack ?? error.message));
  return {
    page,
    problems,
    close: () => context.close(),
  };
}

/** Serious and critical accessibility violations only; minor ones are reported elsewhere. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
