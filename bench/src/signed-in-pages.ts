import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cartRowsPath, plainProductId } from './checkout-load.ts';
import { loadBaseline, loadPage, ports, step } from './load-steps.ts';
import type { LoadFigures } from './load.ts';
import type { Comparison } from './report.ts';
import type { Targets } from './targets.ts';

/**
 * Issue 18's uncached pages: home, category and product page as a signed-in customer, whose
 * pages the web renders for them on every request (its page cache keeps guests' pages only),
 * at 10 connections. Each is followed by its bare baseline: React streaming the same document
 * the shop sent this customer, with no router, loaders or api calls
 * (`baselines/page-replay-server.ts`).
 */
export const signedInConnections = 10;
const goal = 'p95 <= 80 ms (issue 18, PostgreSQL)';
const store = 'store=ESSM&language=es';
/** A demo account (README, issue 7), a private customer. */
const customer = { email: 'cliente@mamparas-demo.es', password: 'demo1234' };

/** `name=value` of each Set-Cookie, as a browser sends them back. */
function cookiePairs(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
}

async function checked(response: Response, what: string): Promise<Response> {
  if (!response.ok)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Signs the customer in through the web's login form, as a browser does, and gives them a
 * cart with one row (their header shows its count): the Cookie header their browser sends.
 */
async function signIn(webUrl: string, apiUrl: string): Promise<string> {
  const login = await fetch(`${webUrl}/login`, {
    method: 'POST',
    body: new URLSearchParams({ ...customer, terms: 'on' }),
    redirect: 'manual',
  });
  const session = cookiePairs(login);
  const access = session.find((pair) => pair.startsWith('access_token='));
  if (login.status !== 302 || !access)
    throw new Error(`signing ${customer.email} in answered ${login.status}, no session`);
  const authorization = `Bearer ${decodeURIComponent(access.slice('access_token='.length))}`;
  const cart = (await (
    await checked(
      await fetch(`${apiUrl}/cart/v1/carts/?${store}`, {
        method: 'POST',
        headers: { authorization },
      }),
      'creating the customer’s cart',
    )
  ).json()) as { id: string };
  await checked(
    await fetch(`${apiUrl}${cartRowsPath}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        cart: cart.id,
        product_id: await plainProductId(apiUrl),
        quantity: 1,
      }),
    }),
    'adding a row to the customer’s cart',
  );
  return [...session, `cart=${cart.id}`].join('; ');
}

/** The page as the customer gets it, refusing one the guest page cache answered. */
async function personalPage(url: string, cookie: string): Promise<string> {
  const response = await checked(await fetch(url, { headers: { cookie } }), url);
  if (response.headers.get('cache-control')?.includes('public'))
    throw new Error(`${url} was answered as a shared page to a signed-in customer`);
  return response.text();
}

type PageLoad = { shop: LoadFigures; baseline: LoadFigures; url: string };
export type SignedInFigures = Record<'home' | 'category' | 'product', PageLoad>;

async function loadSignedIn(
  name: string,
  webUrl: string,
  apiUrl: string,
  pagePath: string,
  cookie: string,
  scratch: string,
): Promise<PageLoad> {
  const url = `${webUrl}${pagePath}`;
  const pageFile = path.join(scratch, `signed-in-${name.replace(/\W+/g, '-')}.html`);
  await writeFile(pageFile, await personalPage(url, cookie));
  const request = { method: 'GET' as const, path: pagePath, headers: { cookie } };
  const shop = await loadPage(`${name} (shop)`, url, apiUrl, request, signedInConnections);
  const baseline = await loadBaseline(
    `${name} (baseline)`,
    './baselines/page-replay-server.ts',
    ports.pageReplayBaseline,
    { PAGE_HTML_FILE: pageFile },
    pagePath,
    undefined,
    signedInConnections,
  );
  return { shop, baseline, url };
}

/**
 * Signs in right before the loads: the access token lasts 600 s and the web does not refresh
 * it for the header's cart count, so the three pages (about 90 s) run well within it.
 */
export async function measureSignedInPages(
  shop: { webUrl: string; apiUrl: string },
  targets: Pick<Targets, 'categoryPagePath' | 'productPagePath'>,
  scratch: string,
): Promise<SignedInFigures> {
  step(`signing ${customer.email} in through the web`);
  const cookie = await signIn(shop.webUrl, shop.apiUrl);
  const load = (name: string, pagePath: string) =>
    loadSignedIn(name, shop.webUrl, shop.apiUrl, pagePath, cookie, scratch);
  return {
    home: await load('signed-in home SSR', '/'),
    category: await load('signed-in category page SSR', targets.categoryPagePath),
    product: await load('signed-in product page SSR', targets.productPagePath),
  };
}

export function compareSignedIn(figures: SignedInFigures): Comparison[] {
  const pages = [
    ['home', figures.home],
    ['category page', figures.category],
    ['product page', figures.product],
  ] as const;
  return pages.map(([page, { shop, baseline, url }]) => ({
    target: `signed-in ${page} SSR (${signedInConnections} connections)`,
    url,
    shop: { server: 'shop: web server.ts + api, customer’s cookies', figures: shop },
    baseline: {
      server: 'baseline: renderToPipeableStream of the same document, parsed once',
      figures: baseline,
    },
    goal,
  }));
}
