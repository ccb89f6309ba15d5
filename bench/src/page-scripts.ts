// `npm run bench:page-js`: the JavaScript a first visit to each product page loads, script by
// script, in headless Chromium against a shop already running (README, "Page JavaScript").
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';

const { values } = parseArgs({
  options: {
    web: { type: 'string', default: 'http://localhost:3000' },
    'fr-web': { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});

/** The demo seed's made-to-measure and standard product pages, in each edition. */
const demoPages = {
  es: ['/mampara-de-ducha-frontal-corredera-kala-a-medida.html', '/mampara-fija-walk-in-luce.html'],
  fr: ['/paroi-de-douche-coulissante-kala-sur-mesure.html', '/paroi-fixe-walk-in-luce.html'],
};

function frenchOrigin(web: string): string {
  const url = new URL(web);
  url.hostname = `fr.${url.hostname}`;
  return url.origin;
}

const esOrigin = new URL(values.web).origin;
const pages: string[] = values.page?.length
  ? values.page
  : [
      ...demoPages.es.map((path) => esOrigin + path),
      ...demoPages.fr.map((path) => (values['fr-web'] ?? frenchOrigin(values.web)) + path),
    ];

interface Script {
  url: string;
  /** Bytes over the wire: response headers and the body as the server encoded it. */
  transfer: number;
  /** The decoded file gzipped at zlib's default level, whatever the server sent. */
  gzip: number;
}

/**
 * Loads the page as a first visitor, scrolls nothing and clicks nothing, and waits until the
 * network has been quiet for half a second: the scripts of the page's first paint and hydration.
 */
async function scriptsOf(
  page: Page,
  url: string,
): Promise<{ scripts: Script[]; errors: string[] }> {
  const pending: Promise<Script>[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
        url: new URL(response.url()).pathname,
        transfer: sizes.responseHeadersSize + sizes.responseBodySize,
        gzip: gzipSync(body).length,
      })),
    );
  });
  const answer = await page.goto(url, { waitUntil: 'networkidle' });
  if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status() ?? 'nothing'}`);
  return { scripts: await Promise.all(pending), errors };
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = false;
try {
  for (const url of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { scripts, errors } = await scriptsOf(await context.newPage(), url);
    await context.close();
    scripts.sort((a, b) => b.gzip - a.gzip);
    const sum = (key: 'transfer' | 'gzip') => scripts.reduce((total, s) => total + s[key], 0);
    console.log(
      `\n${url}\n  ${scripts.length} scripts, ${kilobytes(sum('transfer'))} KB transferred, ` +
        `${kilobytes(sum('gzip'))} KB gzip`,
    );
    for (const script of scripts)
      console.log(`  ${kilobytes(script.gzip).padStart(7)} KB gzip  ${script.url}`);
    for (const error of errors) {
      failed = true;
      console.log(`  PROBLEM: console error: ${error}`);
    }
  }
} finally {
  await browser.close();
}
process.exitCode = failed ? 1 : 0;
