import type {
  CategoryDetail,
  List,
  MenuItem,
  PageDetail,
  PostSummary,
  ProductCard,
  ProductDetail,
  WeblistByCategory,
} from '@shop/api/contracts';
import { translate, type Locale } from '@shop/i18n';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './account-fixtures.ts';
import { apiUrl } from './checkout-fixtures.ts';
import { editions, launchBrowser, newVisitorContext } from './shop.ts';

/**
 * Issue 14 item 6: the language switcher leads every page kind of both editions to its own
 * translation, or to the nearest page that has one (a post to the blog, a page the edition
 * has in one language only to the home page), never to a 404; the page it lands on is in the
 * chosen language (<html lang>, its heading) and has that language's main menu. The pages are
 * the demo data's, read from the api.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Store = keyof typeof editions;
const languages: Record<Store, { own: Locale; other: Locale }> = {
  ESSM: { own: 'es', other: 'fr' },
  FRSM: { own: 'fr', other: 'es' },
};

async function api<Body>(store: Store, language: Locale, path: string): Promise<Body> {
  const url = new URL(path, apiUrl);
  url.searchParams.set('store', store);
  url.searchParams.set('language', language);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Body;
}

/** Where a page is in one language, and the heading it shows there. */
type Landing = { path: string; heading: string };

/** Every page kind of the shop the journey switches. */
const pageKinds = [
  'home',
  'category',
  'product',
  'made-to-measure product',
  'brand',
  'brand list',
  'offers',
  'blog index',
  'blog post',
  'content page',
  'search',
  'cart',
  'order status',
  'configurator',
  'account orders',
  'account addresses',
] as const;
type PageKind = (typeof pageKinds)[number];

/** A page in the edition's language and where the switcher must lead, each way. */
type SwitchCase = {
  kind: PageKind;
  own: Landing;
  other: Landing;
  /** Where switching back from `other` leads (the page itself when it has a translation). */
  back: Landing;
  signedIn?: boolean;
};

/** A page with the same path in both languages and a heading from the message catalogues. */
function samePath(
  kind: PageKind,
  path: string,
  { own, other }: { own: Locale; other: Locale },
  heading: (language: Locale) => string,
): SwitchCase {
  const start = { path, heading: heading(own) };
  return { kind, own: start, other: { path, heading: heading(other) }, back: start };
}

async function productCase(
  store: Store,
  { own, other }: { own: Locale; other: Locale },
  kind: PageKind,
  card: ProductCard,
): Promise<SwitchCase> {
  const product = await api<ProductDetail>(
    store,
    own,
    `/catalog/v1/products/${card.slug}/retrieve_by_slug/`,
  );
  const otherPath = product.translations[other];
  if (otherPath === null) throw new Error(`${card.slug} has no ${other} translation`);
  const translated = await api<ProductDetail>(
    store,
    other,
    `/catalog/v1/products/${otherPath.slice(1, -'.html'.length)}/retrieve_by_slug/`,
  );
  const ownLanding = { path: product.url, heading: product.name };
  return {
    kind,
    own: ownLanding,
    other: { path: otherPath, heading: translated.name },
    back: ownLanding,
  };
}

/** One page of every kind of the edition, from its demo data. */
async function switchCases(store: Store): Promise<SwitchCase[]> {
  const pair = languages[store];
  const { own, other } = pair;
  const mainMenu = await api<List<MenuItem>>(
    store,
    own,
    '/catalog/v1/menus/web-list/?menu_type=main&page_size=-1',
  );
  // The main menu's first level: categories, and pages such as the offers.
  const categories = (
    await Promise.all(
      mainMenu.results.map((item) =>
        api<CategoryDetail>(
          store,
          own,
          `/catalog/v1/categories${item.web_url}/retrieve_by_slug/`,
        ).catch(() => undefined),
      ),
    )
  ).filter((found) => found !== undefined);
  const [category] = categories;
  if (!category) throw new Error(`no category in the ${store} main menu`);
  const categoryUrl = category.url;
  const otherCategoryPath = category.translations[other];
  if (otherCategoryPath === null) throw new Error(`${category.slug} has no ${other} translation`);
  const otherCategory = await api<CategoryDetail>(
    store,
    other,
    `/catalog/v1/categories${otherCategoryPath}/retrieve_by_slug/`,
  );
  const cards = (
    await Promise.all(
      categories.map((found) =>
        api<WeblistByCategory>(
          store,
          own,
          `/catalog/v1/${found.slug}/weblist_by_category/?page_size=-1`,
        ).then((list) => list.results),
      ),
    )
  ).flat();
  const standard = cards.find((card) => !card.made_to_measure);
  const madeToMeasure = cards.find((card) => card.made_to_measure);
  if (!standard || !madeToMeasure) throw new Error(`${store} lacks a product of each kind`);
  const brand = standard.brand;
  if (!brand) throw new Error(`${standard.slug} has no brand`);

  const [post] = (await api<List<PostSummary>>(store, own, '/cms/v1/posts/?page_size=1')).results;
  if (!post) throw new Error(`${store} has no blog post`);

  const footer = await api<List<MenuItem>>(
    store,
    own,
    '/catalog/v1/menus/web-list/?menu_type=footer&page_size=-1',
  );
  const legalPath = footer.results
    .flatMap((item) => [item, ...item.sub_items])
    .find((item) => item.web_url.startsWith('/cms/'))?.web_url;
  if (!legalPath) throw new Error(`no content page in the ${store} footer menu`);
  const legal = await api<PageDetail>(
    store,
    own,
    `/cms/v1/pages/${legalPath.slice('/cms/'.length)}/retrieve_by_slug/`,
  );

  const home = (language: Locale) => translate(language, 'home.heading');
  const blog = (language: Locale) => translate(language, 'blog.heading');
  const query = 'mampara';
  return [
    samePath('home', '/', pair, home),
    {
      kind: 'category',
      own: { path: categoryUrl, heading: category.name },
      other: { path: otherCategoryPath, heading: otherCategory.name },
      back: { path: categoryUrl, heading: category.name },
    },
    await productCase(store, pair, 'product', standard),
    await productCase(store, pair, 'made-to-measure product', madeToMeasure),
    samePath('brand', `/marcas/${brand.slug}`, pair, () => brand.name),
    samePath('brand list', '/marcas', pair, (language) =>
      translate(language, 'listing.brands.heading'),
    ),
    samePath('offers', '/ofertas', pair, (language) =>
      translate(language, 'listing.offers.heading'),
    ),
    samePath('blog index', '/blog', pair, blog),
    {
      // Each edition writes its blog in its own language: a post leads to the other's blog.
      kind: 'blog post',
      own: { path: `/blog/${post.slug}`, heading: post.title },
      other: { path: '/blog', heading: blog(other) },
      back: { path: '/blog', heading: blog(own) },
    },
    {
      kind: 'content page',
      own: { path: legalPath, heading: legal.title },
      // The demo editions write their legal pages in their own language only: the nearest
      // page in the other language is the home page.
      other:
        legal.translations[other] === null
          ? { path: '/', heading: home(other) }
          : { path: legalPath, heading: legal.title },
      back: { path: '/', heading: home(own) },
    },
    samePath('search', `/buscar?q=${query}`, pair, (language) =>
      translate(language, 'listing.search.heading', { query }),
    ),
    samePath('cart', '/cart', pair, (language) => translate(language, 'cartPage.title')),
    samePath('order status', '/estado-pedido', pair, (language) =>
      translate(language, 'orderStatus.title'),
    ),
    samePath('configurator', '/configurador', pair, (language) =>
      translate(language, 'configuratorPage.heading'),
    ),
    {
      ...samePath('account orders', '/order', pair, (language) =>
        translate(language, 'account.orders.title'),
      ),
      signedIn: true,
    },
    {
      ...samePath('account addresses', '/address', pair, (language) =>
        translate(language, 'account.addresses.title'),
      ),
      signedIn: true,
    },
  ];
}

/** The address of a path in a language of the edition (its own unprefixed, the other under /xx). */
function urlOf(store: Store, language: Locale, path: string): string {
  const prefix = language === languages[store].own ? '' : `/${language}`;
  return `${editions[store].origin}${prefix}${path}`;
}

/** The document's own status (the switch ends in a redirected form post). */
function documentStatus(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStatus,
  );
}

/** Presses the switcher's button for `to` and checks the page it lands on. */
async function switchTo(page: Page, store: Store, from: Locale, to: Locale, expected: Landing) {
  const before = page.url();
  await page
    .getByRole('button', { name: translate(from, `common.languages.${to}`), exact: true })
    .click();
  // The switch always changes the address (the prefix at least): wait for it, then compare.
  await page.waitForURL((current) => current.href !== before);
  const url = urlOf(store, to, expected.path);
  expect(page.url()).toBe(url);
  expect(await documentStatus(page), url).toBe(200);
  expect(await page.getAttribute('html', 'lang'), url).toBe(to);
  expect(await page.locator('h1').first().textContent(), url).toContain(expected.heading);
  const mainMenu = page.locator(`nav[aria-label="${translate(to, 'layout.header.mainNav')}"] a`);
  expect(await mainMenu.count(), `main menu of ${url}`).toBeGreaterThan(0);
}

describe.each(Object.keys(editions) as Store[])('the language switcher in %s', (store) => {
  const { own, other } = languages[store];
  let cases: SwitchCase[];
  const caseOf = (kind: PageKind): SwitchCase => {
    const found = cases.find((switchCase) => switchCase.kind === kind);
    if (!found) throw new Error(`no ${kind} in the ${store} demo data`);
    return found;
  };
  let guest: BrowserContext;
  let customer: BrowserContext;
  beforeAll(async () => {
    cases = await switchCases(store);
    guest = await newVisitorContext(browser);
    customer = await newVisitorContext(browser);
    // Through the edition's own sign-in form (Node cannot resolve fr.localhost; Chromium can).
    const signIn = await customer.newPage();
    await signIn.goto(`${editions[store].origin}/login`);
    await logIn(signIn, own, { email: 'cliente@mamparas-demo.es', password: 'demo1234' });
    await signIn.waitForURL(/\/profile\//);
    await signIn.close();
  });
  afterAll(async () => {
    await guest.close();
    await customer.close();
  });

  it.each(pageKinds)('leads the %s to its translation and back, never to a 404', async (kind) => {
    const switchCase = caseOf(kind);
    const context = switchCase.signedIn ? customer : guest;
    // Each page starts in the edition's language, whatever the last switch remembered.
    await context.clearCookies({ name: 'locale' });
    const page = await context.newPage();
    try {
      const start = urlOf(store, own, switchCase.own.path);
      const response = await page.goto(start);
      expect(response?.status(), start).toBe(200);
      expect(await page.locator('h1').first().textContent(), start).toContain(
        switchCase.own.heading,
      );
      await switchTo(page, store, own, other, switchCase.other);
      await switchTo(page, store, other, own, switchCase.back);
    } finally {
      await page.close();
    }
  });

  it('opens an address of the other language’s slug at this language’s own', async () => {
    const product = caseOf('product');
    const page = await guest.newPage();
    try {
      await guest.clearCookies({ name: 'locale' });
      // A link written in the edition's language under the other language's prefix.
      const response = await page.goto(urlOf(store, other, product.own.path));
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(urlOf(store, other, product.other.path));
      expect(await page.locator('h1').first().textContent()).toContain(product.other.heading);
    } finally {
      await page.close();
    }
  });

  it('promises free shipping to the edition’s own mainland in either language', async () => {
    const page = await guest.newPage();
    try {
      for (const language of [own, other]) {
        await page.goto(urlOf(store, language, '/'));
        const promo = page.getByRole('complementary', {
          name: translate(language, 'layout.promo.label'),
        });
        expect(await promo.textContent()).toContain(
          translate(language, 'layout.promo.freeShipping', {
            mainland: translate(language, `layout.mainland.${store}`),
          }),
        );
      }
    } finally {
      await page.close();
    }
  });

  it('never shows a content page in the edition’s language under the other’s address', async () => {
    const content = caseOf('content page');
    const page = await guest.newPage();
    try {
      await guest.clearCookies({ name: 'locale' });
      const response = await page.goto(urlOf(store, other, content.own.path));
      expect(response?.status()).toBe(200);
      // The demo's page has no translation in this edition (the switcher led home): the
      // other language's address leads to the page's own, whose text and language agree.
      expect(content.other.path).toBe('/');
      expect(page.url()).toBe(urlOf(store, own, content.own.path));
      expect(await page.getAttribute('html', 'lang')).toBe(own);
      expect(await page.locator('h1').first().textContent()).toContain(content.own.heading);
    } finally {
      await page.close();
    }
  });
});
