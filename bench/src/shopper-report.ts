import {
  pageP95TargetMs,
  sessionKinds,
  type PageFigures,
  type PageGroup,
  type ShopperFigures,
} from './shopper-model.ts';
import type { Table } from './tables.ts';

/** One number of shoppers, on the shop and on the bare baseline fed the same sessions. */
export interface ShopperStep {
  shop: ShopperFigures;
  baseline: ShopperFigures;
}

export interface ShopperReport {
  /** 'PGlite': issue 18's 20 shoppers; 'PostgreSQL': stepped up until a step misses the target. */
  database: 'PGlite' | 'PostgreSQL';
  steps: ShopperStep[];
  /** The most shoppers served within the target (page p95, no timeout); null if none was. */
  mostWithinTarget: { shop: number | null; baseline: number | null };
  load: { warmupSeconds: number; durationSeconds: number; timeoutMs: number };
}

export const withinTarget = ({ byKind }: ShopperFigures) =>
  byKind.all.p95 <= pageP95TargetMs && byKind.all.timeouts === 0;

export function mostWithinTarget(steps: ShopperFigures[]): number | null {
  const passing = steps.filter(withinTarget).map(({ shoppers }) => shoppers);
  return passing.length > 0 ? Math.max(...passing) : null;
}

const groupNames: Record<PageGroup, string> = {
  all: 'all pages',
  browse: 'browse (listing)',
  product: 'product page',
  cart: 'cart (add, cart page)',
  checkout: 'checkout (5 pages)',
};

function goal(database: ShopperReport['database']): string {
  const target = `page p95 <= ${pageP95TargetMs} ms, no timeout`;
  return database === 'PGlite' ? `${target} at 20 shoppers` : `${target}: the most shoppers`;
}

function figures(
  { p50, p95, p99, pagesPerSecond, timeouts, errors }: PageFigures,
  loadAverage: number,
) {
  return [
    p50.toFixed(0),
    p95.toFixed(0),
    p99.toFixed(0),
    pagesPerSecond.toFixed(1),
    String(timeouts),
    String(errors),
    loadAverage.toFixed(1),
  ];
}

function stepRows({ shop, baseline }: ShopperStep, database: ShopperReport['database']) {
  const shoppers = String(shop.shoppers);
  const ratio = (a: number, b: number) => `x${(a / b).toFixed(2)}`;
  const all = [shop.byKind.all, baseline.byKind.all] as const;
  return [
    [
      shoppers,
      groupNames.all,
      'shop: web + api',
      ...figures(all[0], shop.loadAverage),
      goal(database),
    ],
    ['', '', 'baseline: bare servers', ...figures(all[1], baseline.loadAverage), ''],
    [
      '',
      '',
      'ratio shop / baseline',
      ratio(all[0].p50, all[1].p50),
      ratio(all[0].p95, all[1].p95),
      ratio(all[0].p99, all[1].p99),
      ratio(all[0].pagesPerSecond, all[1].pagesPerSecond),
      '',
      '',
      '',
      '',
    ],
    ...sessionKinds.flatMap((kind) => [
      ['', groupNames[kind], 'shop', ...figures(shop.byKind[kind], shop.loadAverage), ''],
      ['', '', 'baseline', ...figures(baseline.byKind[kind], baseline.loadAverage), ''],
    ]),
  ];
}

function shopperTable(report: ShopperReport): Table {
  return {
    header: [
      'shoppers',
      'pages',
      'server',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'pages/s',
      'timeouts',
      'errors',
      'load',
      'issue target',
    ],
    rows: report.steps.flatMap((step) => stepRows(step, report.database)),
    firstFigure: 3,
  };
}

function summary({ database, mostWithinTarget: most, load }: ShopperReport): string {
  const served = (count: number | null) => (count === null ? 'none of the steps' : String(count));
  return (
    `Shopper model on ${database} (browse 60 %, product 25 %, cart 10 %, checkout 5 %; ` +
    `listing URLs never repeated; ${load.warmupSeconds} s warm-up then ${load.durationSeconds} s ` +
    `per step, a page not read whole in ${load.timeoutMs / 1000} s is a timeout; load: 1-minute ` +
    `load average as the step ended). Most shoppers with page p95 <= ${pageP95TargetMs} ms and ` +
    `no timeout: shop ${served(most.shop)}, bare baseline ${served(most.baseline)}.`
  );
}

/** The shopper model's section of the bench report, absent when it did not run. */
export function shopperSection(
  report: ShopperReport | undefined,
  format: (table: Table) => string,
): string {
  if (!report) return '';
  return `${summary(report)}\n\n${format(shopperTable(report))}\n\n`;
}
