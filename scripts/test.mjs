// `npm test`: the whole suite.
//  1. unit + api integration on the embedded database (PGlite), and at the same time
//     api integration on PostgreSQL (TEST_DATABASE_URL, default the local `test` database;
//     every test file creates and drops its own database there, so runs never collide),
//     and the production build (`npm run build`: the web, the staff app, the compiled servers);
//  2. browser journeys (playwright-core + Debian's chromium) against that one built shop;
//  3. the scale-out test: that build as two apis, two webs and a worker behind HAProxy.
// Prints one closing line 'tests: N passed, N failed' summing every run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfMissing, run, startShop } from './shop-processes.mjs';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
const reportDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const runs = [];

function vitest(name, projects, env = {}) {
  const outputFile = path.join(reportDir, `${name}.json`);
  runs.push({ name, outputFile });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${outputFile}`);
  const logFile = path.join(reportDir, `${name}.log`);
  return run('npx', args, { env: { ...process.env, ...env }, logFile }).then(
    () => ({ name, ok: true }),
    (error) => ({ name, ok: false, error, logFile }),
  );
}

function tailOf(file, lines) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output kept)';
  }
}

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const { name, outputFile } of runs) {
    try {
      const report = JSON.parse(readFileSync(outputFile, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      const brokenFiles = report.numFailedTestSuites
        ? `, ${report.numFailedTestSuites} test files failed`
        : '';
      console.log(
        `  ${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${brokenFiles}`,
      );
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
  buildIfMissing({ force: true }).then(
    () => ({ name: 'build', ok: true }),
    (error) => ({ name: 'build', ok: false, error }),
  ),
]);

const stages = [...firstStage];
const build = firstStage[2];
if (build.ok) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-data-'));
  const apiPort = 4100;
  const webPort = 3100;
  const adminPort = 3500;
  let shop;
  try {
    shop = await startShop({
      apiPort,
      webPort,
      adminPort,
      quiet: true,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    const e2e = await vitest('e2e in Chromium', ['e2e'], {
      E2E_WEB_PORT: String(webPort),
      E2E_ADMIN_PORT: String(adminPort),
      E2E_DATA_DIR: dataDir,
      E2E_API_URL: shop.apiUrl,
    });
    stages.push(e2e);
  } catch (error) {
    console.error(error);
    runs.push({ name: 'e2e shop start', outputFile: '/nonexistent' });
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The same build scaled out behind HAProxy, once the e2e shop has freed the machine.
  stages.push(
    await vitest('scale-out behind HAProxy', ['scale-out'], { DATABASE_URL: postgresUrl }),
  );
} else {
  console.error(build.error);
  runs.push({ name: 'build', outputFile: '/nonexistent' });
}

console.log('\nSummary');
const { passed, failed } = summarize();
// A run can fail with every test passed (a test file that cannot load, an unhandled error, a
// worker crash): name it, so a red CI always says why.
const failedStages = stages.filter((stage) => !stage.ok);
for (const stage of failedStages) {
  console.log(
    `\n${stage.name} failed: ${stage.error?.message ?? stage.error}; the end of its output:`,
  );
  if (stage.logFile) console.log(tailOf(stage.logFile, 80));
}
rmSync(reportDir, { recursive: true, force: true });
const allRunsOk = failedStages.length === 0;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && allRunsOk && passed > 0 ? 0 : 1);
