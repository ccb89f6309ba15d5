import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions, launchBrowser, openPage } from './shop.ts';

// The page calls back into the test through the function exposed below.
declare global {
  interface Window {
    reportViolation?: (text: string) => void;
  }
}

/*
 * Every answer of the web carries the security headers (apps/web/README.md): scripts only from
 * the shop or with the answer's nonce, no framing, no sniffing, a referrer kept to the origin,
 * unused browser features denied, HSTS only behind https.
 */

const es = editions.ESSM.origin;
const pages = {
  home: '/',
  category: '/mamparas-de-ducha',
  product: '/mampara-de-ducha-frontal-corredera-kala-a-medida.html',
  cart: '/cart',
  login: '/login',
  checkout: '/checkout',
  blog: '/blog',
};

/** The nonce a Content-Security-Policy allows scripts with. */
function nonceOf(policy: string): string | undefined {
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

describe('security headers on every answer', () => {
  it.each(Object.entries(pages))('%s page', async (_kind, path) => {
    const response = await fetch(`${es}${path}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    // A plain-http shop is a demo: HSTS would pin localhost to https for a year.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // Every inline script React Router wrote carries this answer's nonce.
    const html = await response.text();
    const nonce = nonceOf(policy);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((script) => script[1] ?? '')
      .filter((attributes) => !attributes.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('sends HSTS and upgrades requests when a front proxy says the browser came over https', async () => {
    // The test talks to the loopback address, which is a trusted front proxy by default.
    const response = await fetch(`${es}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('gives each answer of a kept guest page its own nonce', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await fetch(`${es}${pages.category}`);
        return {
          nonce: nonceOf(response.headers.get('content-security-policy') ?? ''),
          html: await response.text(),
        };
      }),
    );
    const second = await fetch(`${es}${pages.category}`);
    const kept = {
      nonce: nonceOf(second.headers.get('content-security-policy') ?? ''),
      html: await second.text(),
    };
    const all = [...answers, kept];
    expect(new Set(all.map((answer) => answer.nonce)).size).toBe(all.length);
    for (const { nonce, html } of all) {
      const used = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((found) => found[1]));
      expect([...used]).toEqual([nonce]);
    }
  });
});

describe('pages under the policy in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(Object.entries(pages))(
    '%s page runs its scripts and hydrates with no CSP violation',
    async (_kind, path) => {
      const { page, problems, close } = await openPage(browser);
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.reportViolation?.(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(`${es}${path}`, { waitUntil: 'networkidle' });
      // The route modules are registered by React Router's inline module script, which ran.
      await expect
        .poll(() => page.evaluate(() => '__reactRouterRouteModules' in window))
        .toBe(true);
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('refuses to render the login page inside a frame', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${editions.FRSM.origin}/`);
    await page.setContent(`<iframe id="shop" src="${es}/login"></iframe>`);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const framedPassword = await frame
      ?.locator('input[type="password"]')
      .count()
      .catch(() => 0);
    expect(framedPassword ?? 0).toBe(0);
    await context.close();
  });
});
