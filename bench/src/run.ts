import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfMissing, startShop } from '../../scripts/shop-processes.mjs';
import { startBaseline } from './baselines/baseline-process.ts';
import { fetchHomeData, homeBaselineKind } from './baselines/home-data.ts';
import { scorePage, type PageAudit } from './lighthouse.ts';
import { addRowRequest, cartRowsPath, measureCheckouts } from './checkout-load.ts';
import { measure, type LoadFigures, type LoadOptions } from './load.ts';
import { prepareCatalogue } from './prepare-catalogue.ts';
import {
  printLighthouseReport,
  printReport,
  writeReport,
  type BenchReport,
  type Comparison,
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

const products = 10_000;
// Clear of a dev shop (4000/3000) and of the e2e shop.
const ports = {
  api: 4200,
  web: 3200,
  admin: 3202,
  menusBaseline: 4201,
  listingBaseline: 4202,
  homeBaseline: 3201,
};
const load = { connections: 50, warmupSeconds: 3, durationSeconds: 10 };
// The web gives up on a render after its 5 s stream timeout (+1 s): longer than that, the
// renders still in flight when a load ends no longer weigh on the next target.
const settleMs = 7_000;
const drainLimitMs = 180_000;
const resultsFolder = fileURLToPath(new URL('../results', import.meta.url));
const notScored: PageAudit = {
  scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
  failedAudits: [],
  scriptTransferBytes: null,
};
// The issues' targets: printed beside the figures, not asserted.
const goals = {
  listing: 'p99 <= 25 ms, req/s >= 50% of baseline (PostgreSQL)',
  productPage: 'p95 <= 60 ms (PostgreSQL)',
  categoryScores: 'performance >= 95 (issue 5)',
  productScores: 'performance >= 95, JS <= 120 KB (issue 5)',
  cartAddRow: 'p99 <= 30 ms (issue 6)',
  contentPage: 'SEO 100, a11y >= 95, BP >= 95 (issue 8)',
};
const checkoutLoad = { workers: 10, seconds: 10 };

const step = (message: string) => console.log(`[bench] ${message}`);
const problems: string[] = [];

async function loadTarget(
  name: string,
  url: string,
  request?: LoadOptions['request'],
): Promise<LoadFigures> {
  step(`loading ${request?.method ?? 'GET'} ${url}`);
  const figures = await measure(url, { ...load, request });
  if (figures.non2xx + figures.errors > 0) {
    problems.push(
      `${name}: ${figures.non2xx} non-2xx responses and ${figures.errors} failed requests out of ${figures.requests}`,
    );
  }
  return figures;
}

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

/**
 * Requests the api keeps serving after their client gave up (a single PGlite answers them one
 * by one) must not weigh on the next target: waits until a menus call answers within a second.
 */
async function drain(apiUrl: string): Promise<void> {
  const deadline = Date.now() + drainLimitMs;
  for (;;) {
    const started = Date.now();
    await fetch(`${apiUrl}${menusPath}`).then((response) => response.arrayBuffer());
    if (Date.now() - started < 1_000) return;
    if (Date.now() > deadline) {
      step(`the api was still busy ${drainLimitMs / 1000} s after the load; going on`);
      return;
    }
  }
}

async function loadApi(name: string, apiUrl: string, target: string): Promise<LoadFigures> {
  const figures = await loadTarget(name, `${apiUrl}${target}`);
  await drain(apiUrl);
  return figures;
}

/** The web's renders still in flight when an SSR load ends must not weigh on the next target. */
async function loadPage(name: string, url: string, apiUrl: string): Promise<LoadFigures> {
  const figures = await loadTarget(name, url);
  await sleep(settleMs);
  await drain(apiUrl);
  return figures;
}

async function loadBaseline(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
  target: string,
) {
  const baseline = await startBaseline(new URL(entry, import.meta.url), port, env);
  try {
    return await loadTarget(name, `${baseline.url}${target}`);
  } finally {
    await baseline.stop();
  }
}

type RunningShop = Awaited<ReturnType<typeof startShop>>;

async function measureOnShop(shop: RunningShop, homeDataFile: string) {
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
  const cartAddRow = await loadTarget(
    'cart add-row call (shop)',
    `${shop.apiUrl}${cartRowsPath}`,
    await addRowRequest(shop.apiUrl),
  );
  await drain(shop.apiUrl);
  step(`checking out with ${checkoutLoad.workers} guests for ${checkoutLoad.seconds} s`);
  const checkout = await measureCheckouts(shop.apiUrl, checkoutLoad.workers, checkoutLoad.seconds);
  if (checkout.failed > 0) problems.push(`checkout: ${checkout.failed} checkouts failed`);
  // The supervisor restarts a crashed api or web; a crash under load is a finding, not noise.
  for (const [name, supervised] of Object.entries(shop.supervised))
    for (const crash of supervised.crashes)
      problems.push(`the shop's ${name} exited (${crash.signal ?? crash.code}) during the run`);
  const urls = { homeUrl, categoryUrl, productUrl, ...targets };
  const loads = {
    home,
    homeBaseline,
    menus,
    listing,
    search,
    categoryPage,
    productPage,
    cartAddRow,
  };
  return { urls, lighthouse, checkout, ...loads };
}

/**
 * Each baseline is loaded right after its shop target, so both see the machine in the same
 * state. The home baseline needs no database and runs beside the idle shop; the menus and
 * listing baselines open the shop's database, which PGlite lets only one process hold, so
 * they run once the shop has stopped.
 */
async function measureAll(env: Record<string, string>, homeDataFile: string) {
  step(`starting the shop (api :${ports.api}, web :${ports.web})`);
  const shop = await startShop({
    apiPort: ports.api,
    webPort: ports.web,
    adminPort: ports.admin,
    env: { ...env, LOG_LEVEL: 'silent' },
    quiet: true,
  });
  const onShop = await measureOnShop(shop, homeDataFile).finally(() => shop.stop());
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
    onShop.urls.listingPath,
  );
  return { ...onShop, menusBaseline, listingBaseline };
}

type Measured = Awaited<ReturnType<typeof measureAll>>;

function compare(figures: Measured): Comparison[] {
  const { urls } = figures;
  const api = 'shop: api';
  const bareFastify = (what: string) => `baseline: bare Fastify, ${what}`;
  return [
    {
      target: 'home SSR /',
      url: urls.homeUrl,
      shop: { server: 'shop: web server.ts + api', figures: figures.home },
      baseline: { server: `baseline: ${homeBaselineKind}`, figures: figures.homeBaseline },
    },
    {
      target: 'menus call',
      url: menusPath,
      shop: { server: api, figures: figures.menus },
      baseline: { server: bareFastify('same query'), figures: figures.menusBaseline },
    },
    {
      target: 'listing call',
      url: urls.listingPath,
      shop: { server: api, figures: figures.listing },
      baseline: { server: bareFastify('same use case'), figures: figures.listingBaseline },
      goal: goals.listing,
    },
    { target: 'search call', url: searchPath, shop: { server: api, figures: figures.search } },
    {
      target: `category page SSR ${urls.categoryPagePath}`,
      url: urls.categoryUrl,
      shop: { server: 'shop: web server.ts + api', figures: figures.categoryPage },
    },
    {
      target: 'product page SSR',
      url: urls.productUrl,
      shop: { server: 'shop: web server.ts + api', figures: figures.productPage },
      goal: goals.productPage,
    },
    {
      target: 'cart add-row call (POST, priced by the server)',
      url: cartRowsPath,
      shop: { server: api, figures: figures.cartAddRow },
      goal: goals.cartAddRow,
    },
  ];
}

async function measureEverything() {
  await buildIfMissing();
  step(`preparing a catalogue of ${products} products`);
  const catalogue = await prepareCatalogue(products);
  const scratch = await mkdtemp(path.join(tmpdir(), 'shop-bench-home-'));
  try {
    const figures = await measureAll(catalogue.env, path.join(scratch, 'home-data.json'));
    const comparisons = compare(figures);
    const report: BenchReport = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAverage: loadavg()[0] ?? 0, node: process.versions.node },
      database: catalogue.where,
      products,
      load,
      comparisons,
      lighthouse: { formFactor: 'mobile', pages: figures.lighthouse },
      checkout: { ...figures.checkout, ...checkoutLoad },
      problems,
    };
    printReport(report);
    step(`written to ${await writeReport(report, resultsFolder, 'latest.json')}`);
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
    },
  });
  if (!values['lighthouse-only']) {
    await measureEverything();
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
