import { get } from 'node:http';
import { translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { demoSession } from './account-fixtures.ts';
import { editions } from './shop.ts';

/*
 * The web keeps a guest's catalogue page rendered for a few seconds (PAGE_CACHE_SECONDS) and
 * marks it for a CDN (s-maxage). These journeys ask the running shop the way browsers would and
 * check that nobody receives a page rendered for someone else.
 */

const es = editions.ESSM.origin;
const categoryPath = '/mamparas-de-ducha';
const rejected = `cookie_consent=${encodeURIComponent('essm-cookies-2026-11|0|0')}`;
const accepted = `cookie_consent=${encodeURIComponent('essm-cookies-2026-11|1|1')}`;

/**
 * GET through node:http to the loopback address with the edition's Host header: Node's fetch
 * neither resolves fr.localhost nor lets a caller set Host.
 */
function page(url: string, cookie?: string) {
  const { host, port, pathname } = new URL(url);
  return new Promise<{ status: number; cacheControl: string; html: string }>((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path: pathname, headers: { host, ...(cookie ? { cookie } : {}) } },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cacheControl: response.headers['cache-control'] ?? '',
            html,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** A kept page's bytes but for its scripts' nonce, which is new on every answer. */
function withoutNonces(html: string): string {
  return html.replaceAll(/nonce="[^"]*"/g, 'nonce=""');
}

describe('guest page cache', () => {
  it('shares a guest page between guests in the same state, marked for a CDN', async () => {
    const first = await page(`${es}${categoryPath}`, rejected);
    const second = await page(`${es}${categoryPath}`, rejected);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/public.*s-maxage=\d+/);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
  });

  it.each([
    ['a signed-in customer', 'cliente@mamparas-demo.es'],
    ['a professional', 'profesional@mamparas-demo.es'],
  ])('renders the page for %s alone, never from the guests’ copy', async (_who, email) => {
    const guest = await page(`${es}${categoryPath}`, rejected);
    expect(guest.cacheControl).toMatch(/s-maxage/);
    const session = await demoSession(email);
    const own = await page(`${es}${categoryPath}`, `${rejected}; ${session}`);
    expect(own.status).toBe(200);
    expect(own.cacheControl).not.toMatch(/public|s-maxage/);
  });

  it('renders another consent choice and another edition on their own', async () => {
    const banner = `aria-label="${translate('es', 'widgets.consent.label')}"`;
    const rejecting = await page(`${es}${categoryPath}`, rejected);
    const firstVisit = await page(`${es}${categoryPath}`);
    const accepting = await page(`${es}${categoryPath}`, accepted);
    expect(firstVisit.html).toContain(banner);
    expect(rejecting.html).not.toContain(banner);
    expect(accepting.html).not.toBe(rejecting.html);

    // The French edition's own address of the category (its Spanish slug is a 301 to it).
    const french = await page(`${editions.FRSM.origin}/parois-de-douche`, rejected);
    expect(french.status).toBe(200);
    expect(french.html).toContain('<html lang="fr"');
    expect(rejecting.html).toContain('<html lang="es"');
  });

  it('renders the page for a visitor with a cart alone (the header counts their items)', async () => {
    const withCart = await page(
      `${es}${categoryPath}`,
      `${rejected}; cart=0b7c6a8e-9d3f-4c1a-8e2b-6f5d4c3b2a19`,
    );
    expect(withCart.status).toBe(200);
    expect(withCart.cacheControl).not.toMatch(/public|s-maxage/);
  });
});
