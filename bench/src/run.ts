import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfMissing, startShop } from '../../scripts/shop-processes.mjs';
import { fetchHomeData } from './baselines/home-data.ts';
import { compareCached, goals } from './comparisons.ts';
import { scorePage, type PageAudit } from './lighthouse.ts';
import { load, loadApi, loadBaseline, loadPage, ports, problems, step } from './load-steps.ts';
import { prepareCatalogue } from './prepare-catalogue.ts';
import {
  printLighthouseReport,
  printReport,
  writeReport,
  type BenchReport,
  type ScoredPage,
} from './report.ts';
import {
  editionNames,
  findBlogPostPath,
  findTargets,
  guidePagePath,
  menusPath,
  searchPath,
  type Edition,
  type Targets,
} from './targets.ts';
import { measureShopperBaseline, measureShoppersOnShop } from './shopper-targets.ts';
import { compareSignedIn, measureSignedInPages } from './signed-in-pages.ts';
import {
  checkoutLoad,
  compareUncached,
  measureUncachedBaselines,
  measureUncachedOnShop,
} from './uncached-targets.ts';

const defaultProducts = 10_000;
const resultsFolder = fileURLToPath(new URL('../results', import.meta.url));
const notScored: PageAudit = {
  scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
  failedAudits: [],
  scriptTransferBytes: null,
};

async function score(page: string, url: string, goal?: string): Promise<ScoredPage> {
  step(`scoring ${url} with Lighthouse (mobile)`);
  try {
    const audit = await scorePage(url);
    return { page, url, goal, loadAverage: loadavg()[0] ?? 0, ...audit };
  } catch (error) {
    problems.push(`Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    return { page, url, goal, loadAverage: loadavg()[0] ?? 0, ...notScored };
  }
}

/** Issue 5's category and product pages and issue 8's home, blog post and guide page. */
async function scoreEdition(
  webUrl: string,
  apiUrl: string,
  edition: Edition,
  targets: Targets,
): Promise<ScoredPage[]> {
  return [
    await score('home', `${webUrl}/`, goals.contentPage),
    await score('category page', `${webUrl}${targets.categoryPagePath}`, goals.categoryScores),
    await score('product page', `${webUrl}${targets.productPagePath}`, goals.productScores),
    await score(
      'blog post',
      `${webUrl}${await findBlogPostPath(apiUrl, edition)}`,
      goals.contentPage,
    ),
    await score('guide page', `${webUrl}${guidePagePath}`, goals.contentPage),
  ];
}

type RunningShop = Awaited<ReturnType<typeof startShop>>;

/** The targets a cache may answer, on the running shop. */
async function measureCachedOnShop(shop: RunningShop, homeDataFile: string) {
  const homeUrl = `${shop.webUrl}/`;
  await writeFile(homeDataFile, JSON.stringify(await fetchHomeData(shop.apiUrl)));
  const targets = await findTargets(shop.apiUrl);
  const categoryUrl = `${shop.webUrl}${targets.categoryPagePath}`;
  const productUrl = `${shop.webUrl}${targets.productPagePath}`;
  const lighthouse = await scoreEdition(shop.webUrl, shop.apiUrl, 'es', targets);
  const home = await loadPage('home SSR (shop)', homeUrl, shop.apiUrl);
  const homeBaseline = await loadBaseline(
    'home SSR (baseline)',
    './baselines/home-ssr-server.ts',
    ports.homeBaseline,
    { HOME_DATA_FILE: homeDataFile },
    '/',
  );
  const menus = await loadApi('menus call (shop)', shop.apiUrl, menusPath);
  const listing = await loadApi('listing call (shop)', shop.apiUrl, targets.listingPath);
  const search = await loadApi('search call (shop)', shop.apiUrl, searchPath);
  const categoryPage = await loadPage('category page SSR (shop)', categoryUrl, shop.apiUrl);
  const productPage = await loadPage('product page SSR (shop)', productUrl, shop.apiUrl);
  const urls = { homeUrl, categoryUrl, productUrl, ...targets };
  const loads = { home, homeBaseline, menus, listing, search, categoryPage, productPage };
  return { urls, lighthouse, ...loads };
}

/** The menus and listing baselines of the cached targets. */
async function measureCachedBaselines(env: Record<string, string>, listingPath: string) {
  const menusBaseline = await loadBaseline(
    'menus call (baseline)',
    './baselines/menus-server.ts',
    ports.menusBaseline,
    env,
    menusPath,
  );
  const listingBaseline = await loadBaseline(
    'listing call (baseline)',
    './baselines/listing-server.ts',
    ports.listingBaseline,
    env,
    listingPath,
  );
  return { menusBaseline, listingBaseline };
}

/** Which targets a run measures: every one, issue 18's uncached ones, or the shopper model. */
type Scope = 'all' | 'uncached' | 'shoppers';

/**
 * Each baseline is loaded right after its shop target, so both see the machine in the same
 * state. The home baseline needs no database and runs beside the idle shop; the others open
 * the shop's database, which PGlite lets only one process hold, so they run once the shop has
 * stopped. `uncached` runs issue 18's targets alone (signed-in pages, no guest page, no
 * Lighthouse), `shoppers` the shopper model alone.
 */
async function measureAll(
  env: Record<string, string>,
  scratch: string,
  products: number,
  scope: Scope,
) {
  const homeDataFile = path.join(scratch, 'home-data.json');
  step(`starting the shop (api :${ports.api}, web :${ports.web})`);
  const shop = await startShop({
    apiPort: ports.api,
    webPort: ports.web,
    adminPort: ports.admin,
    env: { ...env, LOG_LEVEL: 'silent' },
    quiet: true,
  });
  const onShop = await (async () => {
    const cached = scope === 'all' ? await measureCachedOnShop(shop, homeDataFile) : undefined;
    const signedIn =
      scope === 'shoppers'
        ? undefined
        : await measureSignedInPages(shop, await findTargets(shop.apiUrl), scratch);
    const uncached = scope === 'shoppers' ? undefined : await measureUncachedOnShop(shop.apiUrl);
    const shoppers = await measureShoppersOnShop(shop, homeDataFile);
    // The supervisor restarts a crashed api or web; a crash under load is a finding, not noise.
    for (const [name, supervised] of Object.entries(shop.supervised))
      for (const crash of supervised.crashes)
        problems.push(`the shop's ${name} exited (${crash.signal ?? crash.code}) during the run`);
    return { cached, signedIn, uncached, shoppers };
  })().finally(() => shop.stop());
  const { cached, signedIn, uncached } = onShop;
  const cachedComparisons = cached
    ? compareCached({ ...cached, ...(await measureCachedBaselines(env, cached.urls.listingPath)) })
    : [];
  const uncachedComparisons = uncached
    ? compareUncached({ ...uncached, ...(await measureUncachedBaselines(env, uncached)) }, products)
    : [];
  return {
    comparisons: [
      ...cachedComparisons,
      ...(signedIn ? compareSignedIn(signedIn) : []),
      ...uncachedComparisons,
    ],
    lighthouse: cached?.lighthouse ?? [],
    checkout: uncached && { ...uncached.checkout, ...checkoutLoad },
    shoppers: await measureShopperBaseline(env, homeDataFile, onShop.shoppers),
  };
}

const reportFiles: Record<Scope, string> = {
  all: 'latest.json',
  uncached: 'uncached.json',
  shoppers: 'shoppers.json',
};

async function measureEverything(products: number, scope: Scope) {
  await buildIfMissing();
  step(`preparing a catalogue of ${products} products`);
  const preparing = performance.now();
  const catalogue = await prepareCatalogue(products);
  const preparationSeconds = (performance.now() - preparing) / 1000;
  step(`prepared in ${preparationSeconds.toFixed(0)} s`);
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-bench-pages-'));
  try {
    const figures = await measureAll(catalogue.env, scratch, products, scope);
    const report: BenchReport = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverage: loadavg()[0] ?? 0, node: process.versions.node },
      database: catalogue.where,
      products,
      preparationSeconds,
      load,
      comparisons: figures.comparisons,
      lighthouse: { formFactor: 'mobile', pages: figures.lighthouse },
      checkout: figures.checkout,
      shoppers: figures.shoppers,
      problems,
    };
    printReport(report);
    step(`written to ${await writeReport(report, resultsFolder, reportFiles[scope])}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await catalogue.discard();
  }
}

/** The Lighthouse scores alone, of a shop already running (its data as it is), to iterate on fixes. */
async function scoreRunningShop(webUrl: string, apiUrl: string, edition: Edition) {
  const targets = await findTargets(apiUrl, edition);
  const pages = await scoreEdition(webUrl, apiUrl, edition, targets);
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage: loadavg()[0] ?? 0, node: process.versions.node },
    webUrl,
    edition,
    lighthouse: { formFactor: 'mobile' as const, pages },
    problems,
  };
  printLighthouseReport(report);
  step(`written to ${await writeReport(report, resultsFolder, `lighthouse-${edition}.json`)}`);
}

function isEdition(value: string): value is Edition {
  return (editionNames as string[]).includes(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      'lighthouse-only': { type: 'boolean', default: false },
      web: { type: 'string' },
      api: { type: 'string' },
      edition: { type: 'string', default: 'es' },
      products: { type: 'string', default: String(defaultProducts) },
      'uncached-only': { type: 'boolean', default: false },
      'shoppers-only': { type: 'boolean', default: false },
    },
  });
  if (!values['lighthouse-only']) {
    const products = Number(values.products);
    if (!Number.isInteger(products) || products < 1)
      throw new Error(`--products must be a whole number of products, not ${values.products}`);
    const scope = values['shoppers-only']
      ? 'shoppers'
      : values['uncached-only']
        ? 'uncached'
        : 'all';
    await measureEverything(products, scope);
  } else {
    const { web, api, edition } = values;
    if (!web || !api || !isEdition(edition))
      throw new Error(
        `--lighthouse-only needs --web=<the edition's web origin> --api=<api origin> and --edition=${editionNames.join('|')}`,
      );
    await scoreRunningShop(web.replace(/\/+$/, ''), api.replace(/\/+$/, ''), edition);
  }
  if (problems.length > 0) process.exitCode = 1;
}

await main();
