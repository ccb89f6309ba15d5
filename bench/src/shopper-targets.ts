import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { List, ProductDetail } from '@shop/api/contracts';
import { startBaseline } from './baselines/baseline-process.ts';
import { fetchHomeData } from './baselines/home-data.ts';
import { readCatalogueOptions, seededRandom } from './cache-missing-listing.ts';
import { drain, ports, problems, step } from './load-steps.ts';
import { bareDriver, webDriver } from './shopper-drivers.ts';
import {
  runShoppers,
  sessionPlan,
  shopperLoad,
  type Driver,
  type ShopperCatalogue,
  type ShopperFigures,
} from './shopper-model.ts';
import { mostWithinTarget, withinTarget, type ShopperReport } from './shopper-report.ts';
import { getJson } from './targets.ts';

/**
 * Issue 18's shopper model on the running shop, then on its bare baseline: on PGlite 2, 5, 10
 * and the issue's 20 shoppers; on PostgreSQL shoppers doubled from 5 until a step misses the
 * target.
 */
const shopperSeed = 1818;
const pgliteShoppers = [2, 5, 10, 20];
const serverShoppers = [5, 10, 20, 40, 80, 160, 320];
const scope = 'store=ESSM&language=es';
/** Product pages read to find plain products with stock to fill the carts. */
const cartCandidates = 150;
const cartProductCount = 10;
/** Enough for every checkout of a run, one unit per row. */
const cartStockFloor = 100;
// As after an SSR load: renders still in flight must not weigh on the next step.
const settleMs = 7_000;

const onPostgres = () => Boolean(process.env.DATABASE_URL);

/** Whether the api adds the product to a fresh cart as it is (no configuration to choose). */
async function cartAccepts(apiUrl: string, productId: number): Promise<boolean> {
  const [cartId] = await createCarts(apiUrl, 1);
  const response = await fetch(`${apiUrl}/cart/v1/cart-rows/?${scope}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cart: cartId, product_id: productId, quantity: 1 }),
  });
  await response.arrayBuffer();
  return response.ok;
}

/**
 * Plain products (not made to measure) with stock enough that the cart takes as they are,
 * drawn from the product pages: what the shoppers put in their carts.
 */
async function cartProducts(apiUrl: string, productPaths: string[]): Promise<number[]> {
  const random = seededRandom(shopperSeed);
  const ids: number[] = [];
  for (let read = 0; read < cartCandidates && ids.length < cartProductCount; read += 1) {
    const path = productPaths[Math.floor(random() * productPaths.length)] ?? '';
    const slug = path.replace(/^\//, '').replace(/\.html$/, '');
    const product = await getJson<ProductDetail>(
      `${apiUrl}/catalog/v1/products/${slug}/retrieve_by_slug/?${scope}`,
    );
    const plain = !product.made_to_measure && product.stock.quantity >= cartStockFloor;
    if (plain && (await cartAccepts(apiUrl, product.id))) ids.push(product.id);
  }
  if (ids.length === 0) throw new Error('no plain product with stock for the shopper model');
  return ids;
}

async function readShopperCatalogue(apiUrl: string): Promise<ShopperCatalogue> {
  step('reading the categories, their filters and the product pages for the shopper model');
  const listings = await readCatalogueOptions(apiUrl);
  const sitemap = await getJson<List<{ url: string }>>(
    `${apiUrl}/catalog/v1/products/sitemap/?${scope}&page_size=-1`,
  );
  const productPaths = sitemap.results.map(({ url }) => url);
  return { listings, productPaths, cartProductIds: await cartProducts(apiUrl, productPaths) };
}

/**
 * Runs the steps one after another; on PostgreSQL it stops after the first that misses the
 * target, on PGlite it goes on to the 20 shoppers whatever the smaller steps gave.
 */
async function stepUp(
  name: string,
  counts: number[],
  driver: Driver,
  plan: ReturnType<typeof sessionPlan>,
  between: () => Promise<void>,
): Promise<ShopperFigures[]> {
  const steps: ShopperFigures[] = [];
  for (const shoppers of counts) {
    step(`${name}: ${shoppers} shoppers`);
    const figures = await runShoppers(driver, plan, { ...shopperLoad, shoppers });
    steps.push(figures);
    for (const failure of figures.failures) problems.push(`shopper model, ${name}: ${failure}`);
    await between();
    if (onPostgres() && !withinTarget(figures)) break;
  }
  return steps;
}

async function createCarts(apiUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${apiUrl}/cart/v1/carts/?${scope}`, { method: 'POST' });
    if (!response.ok) throw new Error(`creating a cart answered ${response.status}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** The shop's steps, and what its baseline needs once the shop has stopped. */
export async function measureShoppersOnShop(
  shop: { apiUrl: string; webUrl: string },
  homeDataFile: string,
) {
  const catalogue = await readShopperCatalogue(shop.apiUrl);
  await writeFile(homeDataFile, JSON.stringify(await fetchHomeData(shop.apiUrl)));
  const counts = onPostgres() ? serverShoppers : pgliteShoppers;
  const onShop = await stepUp(
    'shop',
    counts,
    webDriver(shop.webUrl),
    sessionPlan(catalogue, shopperSeed),
    async () => {
      await sleep(settleMs);
      await drain(shop.apiUrl);
    },
  );
  const cartIds = await createCarts(shop.apiUrl, Math.max(...onShop.map((s) => s.shoppers)));
  return { catalogue, onShop, cartIds };
}

/**
 * The same shoppers and the same seeded sessions against the bare servers, at the shop's
 * counts, once the shop has stopped (PGlite lets one process hold the data folder).
 */
export async function measureShopperBaseline(
  env: Record<string, string>,
  homeDataFile: string,
  measured: Awaited<ReturnType<typeof measureShoppersOnShop>>,
): Promise<ShopperReport> {
  const { catalogue, onShop, cartIds } = measured;
  const data = await startBaseline(
    new URL('./baselines/bare-shopper-server.ts', import.meta.url),
    ports.shopperBaseline,
    env,
  );
  const render = await startBaseline(
    new URL('./baselines/home-ssr-server.ts', import.meta.url),
    ports.homeBaseline,
    { HOME_DATA_FILE: homeDataFile },
  ).catch(async (error: unknown) => {
    await data.stop();
    throw error;
  });
  const plan = sessionPlan(catalogue, shopperSeed);
  const driver = bareDriver({ dataUrl: data.url, renderUrl: render.url }, cartIds);
  const onBaseline: ShopperFigures[] = [];
  try {
    for (const { shoppers } of onShop) {
      step(`bare baseline: ${shoppers} shoppers`);
      onBaseline.push(await runShoppers(driver, plan, { ...shopperLoad, shoppers }));
    }
  } finally {
    await Promise.all([data.stop(), render.stop()]);
  }
  for (const failure of onBaseline.flatMap(({ failures }) => failures))
    problems.push(`shopper model, bare baseline: ${failure}`);
  return {
    database: onPostgres() ? 'PostgreSQL' : 'PGlite',
    steps: onShop.map((shop, index) => {
      const bare = onBaseline[index];
      if (!bare) throw new Error(`no baseline figures for ${shop.shoppers} shoppers`);
      return { shop, baseline: bare };
    }),
    mostWithinTarget: { shop: mostWithinTarget(onShop), baseline: mostWithinTarget(onBaseline) },
    load: shopperLoad,
  };
}
