// `npm test`: the whole suite.
//  1. unit + api integration on the embedded database (PGlite), and at the same time
//     api integration on PostgreSQL (TEST_DATABASE_URL, default the local `test` database;
//     every test file creates and drops its own database there, so runs never collide),
//     and the production build of the web;
//  2. browser journeys (playwright-core + Debian's chromium) against that one built shop.
// Prints one closing line 'tests: N passed, N failed' summing every run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfMissing, run, startShop } from './shop-processes.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const reportDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const runs = [];

function vitest(name, projects, env = {}) {
  const outputFile = path.join(reportDir, `${name}.json`);
  runs.push({ name, outputFile });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${outputFile}`);
  return run('npx', args, { env: { ...process.env, ...env } }).then(
    () => ({ name, ok: true }),
    (error) => ({ name, ok: false, error }),
  );
}

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const { name, outputFile } of runs) {
    try {
      const report = JSON.parse(readFileSync(outputFile, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      console.log(`  ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    } catch {
      failed += 1;
      console.log(`  ${name}: no report (the run crashed)`);
    }
  }
  return { passed, failed };
}

// The embedded-database run and the shop for e2e must not inherit a DATABASE_URL.
delete process.env.DATABASE_URL;

const firstStage = await Promise.all([
  vitest('unit+api on PGlite', ['unit', 'api']),
  vitest('api on PostgreSQL', ['api'], { DATABASE_URL: postgresUrl }),
  buildWebIfMissing({ force: true }).then(
    () => ({ name: 'web build', ok: true }),
    (error) => ({ name: 'web build', ok: false, error }),
  ),
]);

const build = firstStage[2];
if (build.ok) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-data-'));
  const apiPort = 4100;
  const webPort = 3100;
  let shop;
  try {
    shop = await startShop({ apiPort, webPort, quiet: true, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
    await vitest('e2e in Chromium', ['e2e'], {
      E2E_WEB_PORT: String(webPort),
      E2E_API_URL: shop.apiUrl,
    });
  } catch (error) {
    console.error(error);
    runs.push({ name: 'e2e shop start', outputFile: '/nonexistent' });
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  console.error(build.error);
  runs.push({ name: 'web build', outputFile: '/nonexistent' });
}

console.log('\nSummary');
const { passed, failed } = summarize();
rmSync(reportDir, { recursive: true, force: true });
const allRunsOk = firstStage.every((stage) => stage.ok);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && allRunsOk && passed > 0 ? 0 : 1);
