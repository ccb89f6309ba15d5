import { loadavg } from 'node:os';
import {
  pick,
  seededRandom,
  uniqueListings,
  type CatalogueOptions,
  type ListingChoice,
  type Random,
} from './cache-missing-listing.ts';

/**
 * Issue 18's shopper model: N shoppers at once, each a loop of sessions drawn by weight
 * (browse 60 %, product 25 %, cart 10 %, checkout 5 %). A session is a list of pages; what
 * answers a page (the shop's web, or a bare baseline) is the driver's business, so the shop and
 * its baseline are fed the same seeded sessions.
 */
export const sessionKinds = ['browse', 'product', 'cart', 'checkout'] as const;
export type SessionKind = (typeof sessionKinds)[number];
const sessionWeights: Record<SessionKind, number> = {
  browse: 0.6,
  product: 0.25,
  cart: 0.1,
  checkout: 0.05,
};

/** One page a shopper asks for, whatever server answers it. */
export type PageStep =
  | { page: 'listing'; listing: ListingChoice }
  | { page: 'product'; path: string }
  | { page: 'add-row'; productId: number }
  | { page: 'cart' }
  | { page: 'checkout' }
  | { page: 'place-order' }
  | { page: 'order-result' };

/** One shopper's pages: each call answers when the page has been read whole. */
export interface Visitor {
  ask(step: PageStep, signal: AbortSignal): Promise<void>;
}

/** Creates the visitors of one load: the shop's web, or a bare baseline. */
export type Driver = (shopper: number) => Visitor;

/** What the sessions are drawn from, read from the shop before the load. */
export interface ShopperCatalogue {
  listings: CatalogueOptions;
  /** Product pages ('/<slug>.html'), from the product sitemap. */
  productPaths: string[];
  /** Plain products with stock enough for every checkout of a run: what carts are filled with. */
  cartProductIds: number[];
}

export interface ShopperLoad {
  shoppers: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** A page not read whole by then counts as a timeout (autocannon's default). */
  timeoutMs: number;
}

export const shopperLoad = { warmupSeconds: 3, durationSeconds: 10, timeoutMs: 10_000 };
/** Issue 18's target for the model: page p95 at most this, and no timeout. */
export const pageP95TargetMs = 500;

export interface PageFigures {
  p50: number;
  p95: number;
  p99: number;
  pagesPerSecond: number;
  pages: number;
  timeouts: number;
  /** Pages answered with an unexpected status or a failed connection. */
  errors: number;
}

export type PageGroup = SessionKind | 'all';

export interface ShopperFigures {
  shoppers: number;
  /** 1-minute load average as the load ended. */
  loadAverage: number;
  byKind: Record<PageGroup, PageFigures>;
  /** The first failures of the measured window, worded, so a run says what went wrong. */
  failures: string[];
}

function drawKind(random: Random): SessionKind {
  let left = random();
  for (const kind of sessionKinds) {
    left -= sessionWeights[kind];
    if (left < 0) return kind;
  }
  return 'browse';
}

/**
 * The session plan of one server's loads: the listings come from one never-repeating sequence
 * shared by every shopper and every step of the run; each shopper draws its sessions, products
 * and cart rows from a generator of its own.
 */
export function sessionPlan(catalogue: ShopperCatalogue, seed: number) {
  const nextListing = uniqueListings(catalogue.listings, seed);
  const cartRow = (random: Random): PageStep => ({
    page: 'add-row',
    productId: pick(random, catalogue.cartProductIds) ?? Number.NaN,
  });
  return {
    shopperRandom: (shopper: number) => seededRandom(seed * 7_919 + shopper),
    nextSession(random: Random): { kind: SessionKind; steps: PageStep[] } {
      const kind = drawKind(random);
      switch (kind) {
        case 'browse':
          return { kind, steps: [{ page: 'listing', listing: nextListing() }] };
        case 'product':
          return {
            kind,
            steps: [{ page: 'product', path: pick(random, catalogue.productPaths) ?? '/' }],
          };
        case 'cart':
          return { kind, steps: [cartRow(random), { page: 'cart' }] };
        case 'checkout':
          return {
            kind,
            steps: [
              cartRow(random),
              { page: 'cart' },
              { page: 'checkout' },
              { page: 'place-order' },
              { page: 'order-result' },
            ],
          };
      }
    },
  };
}
export type SessionPlan = ReturnType<typeof sessionPlan>;

/** Nearest-rank percentile of sorted milliseconds. */
function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

type PageRecord = { kind: SessionKind; ms: number; outcome: 'ok' | 'timeout' | 'error' };

function figuresOf(records: PageRecord[], seconds: number): PageFigures {
  // A timed-out page weighs in the percentiles with the time it was given, not left out.
  const sorted = records.map(({ ms }) => ms).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    pagesPerSecond: records.filter(({ outcome }) => outcome === 'ok').length / seconds,
    pages: records.length,
    timeouts: records.filter(({ outcome }) => outcome === 'timeout').length,
    errors: records.filter(({ outcome }) => outcome === 'error').length,
  };
}

const maxFailuresKept = 5;

/**
 * Runs `load.shoppers` shoppers for the warm-up and then the measured window: every page that
 * starts in the window is recorded by its session's kind. A failed page ends its session (a
 * checkout without its cart means nothing); the shopper starts the next one.
 */
export async function runShoppers(
  driver: Driver,
  plan: SessionPlan,
  load: ShopperLoad,
): Promise<ShopperFigures> {
  const started = Date.now();
  const measureFrom = started + load.warmupSeconds * 1000;
  const measureUntil = measureFrom + load.durationSeconds * 1000;
  const records: PageRecord[] = [];
  const failures: string[] = [];

  async function shopper(index: number) {
    const visitor = driver(index);
    const random = plan.shopperRandom(index);
    while (Date.now() < measureUntil) {
      const { kind, steps } = plan.nextSession(random);
      for (const step of steps) {
        const begun = Date.now();
        if (begun >= measureUntil) return;
        const measured = begun >= measureFrom;
        const outcome = await visitor
          .ask(step, AbortSignal.timeout(load.timeoutMs))
          .then(() => 'ok' as const)
          .catch((error: unknown) => {
            const timedOut = error instanceof Error && error.name === 'TimeoutError';
            if (measured && !timedOut && failures.length < maxFailuresKept)
              failures.push(`${step.page}: ${error instanceof Error ? error.message : error}`);
            return timedOut ? ('timeout' as const) : ('error' as const);
          });
        if (measured) records.push({ kind, ms: Date.now() - begun, outcome });
        if (outcome !== 'ok') break;
      }
    }
  }

  await Promise.all(Array.from({ length: load.shoppers }, (_, index) => shopper(index)));
  const seconds = load.durationSeconds;
  const byKind = Object.fromEntries(
    sessionKinds.map((kind) => [
      kind,
      figuresOf(
        records.filter((record) => record.kind === kind),
        seconds,
      ),
    ]),
  ) as Record<SessionKind, PageFigures>;
  const all = figuresOf(records, seconds);
  const loadAverage = loadavg()[0] ?? 0;
  return { shoppers: load.shoppers, loadAverage, byKind: { ...byKind, all }, failures };
}
