import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
/** 0-100; null when Lighthouse could not score the category. */
export type LighthouseScores = Record<LighthouseCategory, number | null>;

/** An audit of one of the categories that Lighthouse does not count as passed (score < 0.9). */
export interface FailedAudit {
  category: LighthouseCategory;
  id: string;
  score: number;
  /** What Lighthouse measured ('3.2 s', 'Potential savings of 40 KiB'), when it says. */
  displayValue?: string;
}

export interface PageAudit {
  scores: LighthouseScores;
  /** What to fix: each category's audits below Lighthouse's pass mark. */
  failedAudits: FailedAudit[];
  /** Bytes of JavaScript over the wire (compressed, as transferred), from network-requests. */
  scriptTransferBytes: number | null;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Audits = Result['audits'];

// Lighthouse shows an audit as passed from this score on.
const passMark = 0.9;

function failedAudits({ audits, categories }: Result): FailedAudit[] {
  return lighthouseCategories.flatMap((category) =>
    (categories[category]?.auditRefs ?? []).flatMap(({ id }): FailedAudit[] => {
      const audit = audits[id];
      if (typeof audit?.score !== 'number' || audit.score >= passMark) return [];
      return [{ category, id, score: audit.score, displayValue: audit.displayValue }];
    }),
  );
}

function scriptTransferBytes(audits: Audits): number | null {
  const details = audits['network-requests']?.details;
  if (details?.type !== 'table') return null;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce(
      (sum, { transferSize }) => sum + (typeof transferSize === 'number' ? transferSize : 0),
      0,
    );
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Scores a page with Lighthouse's default configuration: mobile, simulated throttling. */
export async function scorePage(url: string): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...lighthouseCategories],
    });
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    const { audits, categories, runtimeError } = run.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: LighthouseCategory) => {
      const value = categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      failedAudits: failedAudits(run.lhr),
      scriptTransferBytes: scriptTransferBytes(audits),
    };
  } finally {
    chrome.kill();
  }
}
