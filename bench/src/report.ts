import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lighthouseCategories, type PageAudit } from './lighthouse.ts';
import type { CheckoutFigures } from './checkout-load.ts';
import type { LoadFigures } from './load.ts';
import { shopperSection, type ShopperReport } from './shopper-report.ts';
import { markdown, plain, type Table } from './tables.ts';

export interface Comparison {
  target: string;
  url: string;
  shop: { server: string; figures: LoadFigures };
  /** Absent where there is no bare equivalent (search, the category and product pages). */
  baseline?: { server: string; figures: LoadFigures };
  /** The issue's target, printed beside the figures, not asserted. */
  goal?: string;
}

export interface ScoredPage extends PageAudit {
  page: string;
  url: string;
  /** The issues' targets for this page's scores and JavaScript, printed beside them. */
  goal?: string;
  /** 1-minute load average as the page was scored: the performance score is a timing. */
  loadAverage: number;
}

type Machine = { cpus: number; loadAverage: number; node: string };
type LighthouseScores = { formFactor: 'mobile'; pages: ScoredPage[] };

export interface BenchReport {
  measuredAt: string;
  /** loadAverage: 1-minute, as the run ended; the bench alone keeps it near `cpus`, so far above that other work competed. */
  machine: Machine;
  database: string;
  products: number;
  /** Seconds to migrate, seed and generate the catalogue. */
  preparationSeconds: number;
  load: { connections: number; warmupSeconds: number; durationSeconds: number };
  comparisons: Comparison[];
  lighthouse: LighthouseScores;
  /** Whole guest checkouts by transfer, `workers` guests one purchase after another. */
  checkout?: CheckoutFigures & { workers: number; seconds: number };
  /** Issue 18's shopper model, absent when it did not run. */
  shoppers?: ShopperReport;
  /** Failed requests, crashed processes, a Lighthouse error: any of them fails the run. */
  problems: string[];
}

/** `--lighthouse-only`: the scores of a shop already running. */
export interface LighthouseReport {
  measuredAt: string;
  machine: Machine;
  webUrl: string;
  edition: string;
  lighthouse: LighthouseScores;
  problems: string[];
}

const ms = (value: number) => value.toFixed(1);
const times = (value: number) => `x${value.toFixed(2)}`;

function loadTable(comparisons: Comparison[]): Table {
  const header = [
    'target',
    'server',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'KB/response',
    'failed',
    'issue target',
  ];
  const rows = comparisons.flatMap(({ target, shop, baseline, goal = '' }) => {
    const figures = ({ p50, p95, p99, rps, responseBytes, non2xx, errors }: LoadFigures) => [
      ms(p50),
      ms(p95),
      ms(p99),
      rps.toFixed(0),
      (responseBytes / 1024).toFixed(1),
      String(non2xx + errors),
    ];
    const a = shop.figures;
    if (!baseline) return [[target, shop.server, ...figures(a), goal]];
    const b = baseline.figures;
    const ratios = [a.p50 / b.p50, a.p95 / b.p95, a.p99 / b.p99, a.rps / b.rps].map(times);
    return [
      [target, shop.server, ...figures(a), goal],
      ['', baseline.server, ...figures(b), ''],
      ['', 'ratio shop / baseline', ...ratios, '', '', ''],
    ];
  });
  return { header, rows, firstFigure: 2 };
}

function lighthouseTable(pages: ScoredPage[]): Table {
  return {
    header: ['page', 'url', ...lighthouseCategories, 'JS KB (gzip)', 'load', 'issue target'],
    rows: pages.map(({ page, url, scores, scriptTransferBytes, loadAverage, goal = '' }) => [
      page,
      url,
      ...lighthouseCategories.map((id) => String(scores[id] ?? 'n/a')),
      scriptTransferBytes === null ? 'n/a' : (scriptTransferBytes / 1024).toFixed(1),
      loadAverage.toFixed(1),
      goal,
    ]),
    firstFigure: 2,
  };
}

function failedAuditLines(pages: ScoredPage[]): string {
  const lines = pages
    .filter(({ failedAudits }) => failedAudits.length > 0)
    .map(({ page, failedAudits }) => {
      const audits = failedAudits.map(
        ({ category, id, score, displayValue }) =>
          `${category}/${id} ${score.toFixed(2)}${displayValue ? ` (${displayValue})` : ''}`,
      );
      return `- ${page}: ${audits.join('; ')}`;
    });
  return lines.length > 0 ? `Audits below Lighthouse's pass mark (0.9):\n${lines.join('\n')}` : '';
}

function context(report: BenchReport): string {
  const { load, machine } = report;
  const autocannon =
    report.comparisons.length > 0
      ? `autocannon ${load.connections} connections, no pipelining, ${load.warmupSeconds} s warm-up then ${load.durationSeconds} s per target; `
      : '';
  return (
    `${report.products} products (demo seed + generated, prepared in ${report.preparationSeconds.toFixed(0)} s) on ${report.database}; ${autocannon}` +
    `${machine.cpus} CPUs (load average ${machine.loadAverage.toFixed(1)}), Node ${machine.node}, ${report.measuredAt}`
  );
}

function checkoutLine({ checkout }: BenchReport): string {
  if (!checkout) return '';
  return (
    `Checkout throughput (${checkout.workers} guests buying by transfer for ${checkout.seconds} s: ` +
    `cart, row, checkout data, order): ${checkout.perSecond.toFixed(1)} checkouts/s, ` +
    `${checkout.completed} completed, ${checkout.failed} failed, one checkout p50 ${ms(checkout.p50)} ms, ` +
    `p95 ${ms(checkout.p95)} ms (issue 18's target: p95 <= 150 ms)\n\n`
  );
}

function urls(report: BenchReport): string {
  return report.comparisons.map(({ target, url }) => `- ${target}: ${url}`).join('\n');
}

const lighthouseTitle = ({ formFactor }: LighthouseScores) =>
  `Lighthouse 12 (${formFactor}, simulated throttling; load: 1-minute load average as the page was scored)`;

/** The Lighthouse part, absent from an `--uncached-only` run. */
function lighthouseSection(report: BenchReport, format: (table: Table) => string): string {
  const { pages } = report.lighthouse;
  if (pages.length === 0) return '';
  return `${lighthouseTitle(report.lighthouse)}\n\n${format(lighthouseTable(pages))}\n\n`;
}

/** Every part a run measured, each absent when its targets did not run (`--shoppers-only`). */
function sections(report: BenchReport, format: (table: Table) => string): string {
  const loads = report.comparisons.length > 0 ? `${format(loadTable(report.comparisons))}\n\n` : '';
  const targets = report.comparisons.length > 0 ? `${urls(report)}\n\n` : '';
  return (
    `${context(report)}\n\n${targets}${loads}${checkoutLine(report)}` +
    `${shopperSection(report.shoppers, format)}${lighthouseSection(report, format)}`
  );
}

export function printReport(report: BenchReport): void {
  console.log(`\n${sections(report, plain)}${failedAuditLines(report.lighthouse.pages)}\n`);
  for (const problem of report.problems) console.log(`PROBLEM: ${problem}`);
  console.log('Markdown:\n');
  console.log(sections(report, markdown));
}

export function printLighthouseReport(report: LighthouseReport): void {
  const { machine } = report;
  const scores = lighthouseTable(report.lighthouse.pages);
  const heading =
    `${lighthouseTitle(report.lighthouse)}\n${report.webUrl} (edition ${report.edition}, ` +
    `its data as it is); ${machine.cpus} CPUs, Node ${machine.node}, ${report.measuredAt}`;
  console.log(`\n${heading}\n\n${plain(scores)}\n\n${failedAuditLines(report.lighthouse.pages)}\n`);
  for (const problem of report.problems) console.log(`PROBLEM: ${problem}`);
  console.log(`Markdown:\n\n${heading}\n\n${markdown(scores)}\n`);
}

export async function writeReport(
  report: BenchReport | LighthouseReport,
  folder: string,
  fileName: string,
): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, fileName);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
