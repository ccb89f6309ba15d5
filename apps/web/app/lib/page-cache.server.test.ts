import { describe, expect, it } from 'vitest';
import { cachedPage, guestPageKey, keptGuestPage } from './page-cache.server.ts';

const productPage = 'http://localhost:3000/mampara-fija-vela-pro-6218.html';
const consent = 'cookie_consent=essm-cookies-2026-11%7C0%7C0';
const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function keyOf(
  url: string,
  {
    cookie,
    userAgent = browserUserAgent,
    routeId = 'catalog',
    status = 200,
    headers = {},
  }: {
    cookie?: string;
    userAgent?: string;
    routeId?: string;
    status?: number;
    headers?: Record<string, string>;
  } = {},
) {
  const request = new Request(url, {
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
  });
  return guestPageKey(request, status, new Headers(headers), routeId);
}

describe('guestPageKey', () => {
  it('gives two guests in the same state the same key', () => {
    const first = keyOf(productPage, { cookie: consent });
    expect(first).not.toBeNull();
    expect(keyOf(productPage, { cookie: `${consent}; _ga=GA1.1.123; _ga_X1=GS1.1` })).toBe(first);
  });

  it.each([
    ['a signed-in customer', 'refresh_token=r; access_token=a'],
    ['a professional', 'refresh_token=r; access_token=a; customer_type=P'],
    ['a customer type without a session', 'customer_type=P'],
    ['a visitor with a cart', 'cart=0b7c6a8e-9d3f-4c1a-8e2b-6f5d4c3b2a19'],
    ['a visitor in the checkout', 'checkout_order=x'],
    ['a cookie the shop does not know', 'something_new=1'],
  ])('never shares the page of %s', (_who, cookie) => {
    expect(keyOf(productPage, { cookie: `${consent}; ${cookie}` })).toBeNull();
  });

  it('keys apart each consent state, locale choice and edition', () => {
    const keys = [
      keyOf(productPage),
      keyOf(productPage, { cookie: consent }),
      keyOf(productPage, { cookie: 'cookie_consent=essm-cookies-2026-11%7C1%7C1' }),
      keyOf(productPage, { cookie: `${consent}; locale=fr` }),
      keyOf('http://fr.localhost:3000/mampara-fija-vela-pro-6218.html', { cookie: consent }),
      keyOf('http://localhost:3000/fr/mampara-fija-vela-pro-6218.html', { cookie: consent }),
      keyOf('https://localhost:3000/mampara-fija-vela-pro-6218.html', { cookie: consent }),
      keyOf(`${productPage}?page=2`, { cookie: consent }),
    ];
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys crawlers apart (they get the document without menus, in one piece)', () => {
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(keyOf(productPage, { userAgent: crawler })).not.toBe(keyOf(productPage));
  });

  it('shares catalogue and content pages only, in both languages', () => {
    expect(keyOf(productPage, { routeId: 'fr/catalog' })).not.toBeNull();
    expect(keyOf(productPage, { routeId: 'content-ayuda' })).not.toBeNull();
    expect(keyOf(productPage, { routeId: 'home' })).not.toBeNull();
    expect(keyOf(productPage, { routeId: 'cart' })).toBeNull();
    // The staff's previews (a page, the home with a slide) are for the token's holder only.
    expect(keyOf(productPage, { routeId: 'preview' })).toBeNull();
    expect(keyOf(productPage, { routeId: 'fr/preview-home' })).toBeNull();
    expect(keyOf(productPage, { routeId: 'search' })).toBeNull();
    expect(keyOf(productPage, { routeId: 'checkout' })).toBeNull();
    expect(keyOf(productPage, { routeId: 'fr/order-status' })).toBeNull();
    expect(guestPageKey(new Request(productPage), 200, new Headers(), undefined)).toBeNull();
  });

  it('never shares an error, a page that sets a cookie or one with its own caching', () => {
    expect(keyOf(productPage, { status: 404 })).toBeNull();
    expect(keyOf(productPage, { headers: { 'set-cookie': 'cart=x' } })).toBeNull();
    expect(keyOf(productPage, { headers: { 'cache-control': 'private, no-store' } })).toBeNull();
    const post = new Request(productPage, { method: 'POST' });
    expect(guestPageKey(post, 200, new Headers(), 'catalog')).toBeNull();
  });
});

describe('keptGuestPage', () => {
  const guest = { method: 'GET', url: productPage, cookie: consent, userAgent: browserUserAgent };

  it('answers a guest in the same state with the page a render kept, and nobody else', async () => {
    const key = keyOf(productPage, { cookie: consent });
    if (key === null) throw new Error('the guest page has a key');
    const html = (nonce: string) =>
      `<!DOCTYPE html><title>Kept</title><script nonce="${nonce}">go()</script>`;
    const body = new TextEncoder().encode(html('first'));
    const headers: [string, string][] = [['content-type', 'text/html; charset=utf-8']];
    await cachedPage(key, () =>
      Promise.resolve({ body: { body, headers, nonce: 'first' }, maxAgeSeconds: 5 }),
    );

    const kept = keptGuestPage({ ...guest, cookie: `${consent}; _ga=GA1.1.1` }, 'second');
    // Each answer's scripts carry that answer's nonce, never the one the render had.
    expect(kept && new TextDecoder().decode(kept.body)).toBe(html('second'));
    expect(kept?.headers).toEqual(headers);
    expect(keptGuestPage({ ...guest, cookie: `${consent}; access_token=a` }, 'n')).toBeNull();
    expect(keptGuestPage({ ...guest, method: 'HEAD' }, 'n')).toBeNull();
    expect(keptGuestPage({ ...guest, url: `${productPage}?page=2` }, 'n')).toBeNull();
  });
});
