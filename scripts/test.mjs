// `npm test`: lint, type checks, unit and server tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// and the browser tests against a freshly built app. Both cores work: the server and unit tests (two workers)
// run beside the checks and beside the web build and browser tests, whose output is printed as each step ends. Ends with a table of the
// steps and their seconds, then the line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { browserPath } from '../e2e/support/browser-path.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const browsersRequired = process.env.CI === 'true' || process.env.REQUIRE_BROWSER_TESTS === '1';
let passed = 0;
let failed = 0;
let skipped = 0;
/** Each step as it ended: label, seconds, whether it passed. */
const timings = [];

/**
 * Runs a command; `quiet` keeps its output until it ends (for a step that runs beside another), then prints it
 * whole under its label. Resolves to whether it exited 0.
 */
function run(label, cmd, args, { env = {}, quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${label}`);
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = (performance.now() - started) / 1000;
      timings.push({ label, seconds, ok });
      if (quiet) console.log(`\n▶ ${label} (${seconds.toFixed(0)} s)\n${output.trimEnd()}`);
      resolve(ok);
    });
  });
}

/** Each failed test, named with its first line of error: printed again beside the closing table, so a log's tail says what failed. */
const failures = [];
const firstLine = (text) => (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '';

/** Playwright's JSON report: the specs whose tests did not end as expected, with their first error's first line. */
function failedSpecs(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(spec.tests?.[0]?.results?.at(-1)?.error?.message)}`),
    ...failedSpecs(suite.suites),
  ]);
}

/** A step that counts as one test: passed when its command exits 0. */
async function step(label, cmd, args, opts) {
  if (await run(label, cmd, args, opts)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

async function unitAndServerTests() {
  const vitestJson = path.join(out, 'vitest.json');
  const ok = await run('unit and server tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  if (existsSync(vitestJson)) {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += r.numPassedTests;
    // A suite that fails to load, or an error thrown outside any test (vitest's "Unhandled Errors", which the JSON
    // report does not count), has no failed test of its own: it counts as one.
    const unaccounted = r.numFailedTests === 0 && (!r.success || !ok);
    if (unaccounted) console.log('✗ unit and server tests: vitest ended in error with no test failed (an unhandled error: see above)');
    failed += r.numFailedTests + (unaccounted ? 1 : 0);
    for (const file of r.testResults)
      for (const t of file.assertionResults)
        if (t.status === 'failed')
          failures.push(`${path.relative(process.cwd(), file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    skipped += r.numPendingTests + r.numTodoTests;
  } else failed += 1;
}

const chromium = browserPath();
const browsers = existsSync(chromium);

/** The checks, one after another. */
async function checks() {
  const quiet = true;
  await step('lint (biome)', 'npx', ['biome', 'check', '.'], { quiet });
  // Import guard rails (.dependency-cruiser.cjs): no cycles, no feature importing another, no server code
  // importing the test harness, no shared web component importing a feature, no web ↔ server imports, HTTP at the edge.
  await step('lint (imports)', 'npm', ['run', '--silent', 'lint:imports'], { quiet });
  // knip.jsonc: no unused file, export or dependency, and every workspace declares the packages it imports.
  await step('unused code and dependencies (knip)', 'npx', ['knip'], { quiet });
  // One build of the project references (tsconfig.json) by TypeScript 7's native compiler (`npm run typecheck`):
  // shared is checked once and the others read its declarations, as e2e and bench read the server's.
  await step('types (tsc -b: shared, server, web, e2e, bench)', 'npm', ['run', '--silent', 'typecheck'], { quiet });
}

/** The browser suite on one database; its output is printed whole when it ends (other steps run beside it). */
async function browserSuite(label, env, args) {
  const pwJson = path.join(out, `playwright-${label}.json`);
  await run(`browser tests on ${label} (Playwright + Chromium)`, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, CHROMIUM_PATH: chromium, ...env },
    quiet: true,
  });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += s.expected;
    failed += s.unexpected;
    skipped += s.skipped;
    if (s.expected + s.unexpected === 0 && browsersRequired) failed += 1;
    for (const f of failedSpecs(JSON.parse(readFileSync(pwJson, 'utf8')).suites)) failures.push(`${label}: ${f}`);
  } else failed += 1;
}

/**
 * The web build, then the browser suites: the whole suite on SQLite and, with TEST_DATABASE_URL, the tests
 * tagged @postgres on PostgreSQL (the live bus, kept pages moved by other connections' commits).
 */
async function buildAndBrowsers() {
  if (!browsers) {
    if (browsersRequired) {
      console.log(`✗ Chromium not found at ${chromium}: browser tests are required here`);
      failed += 1;
    } else console.log(`(browser tests skipped: no Chromium at ${chromium})`);
    return;
  }
  await step('web build', 'npm', ['run', 'build', '-w', 'apps/web'], { quiet: true });
  await step('web JavaScript budgets', 'node', ['--import', 'tsx', 'apps/web/scripts/bundle-size.mjs', '--check'], { quiet: true });
  await browserSuite('SQLite', {}, []);
  if (process.env.TEST_DATABASE_URL)
    await browserSuite('PostgreSQL', { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL }, ['--grep', '@postgres']);
}

// Three lanes share the two cores: the unit and server tests, the checks, and the web build followed by the
// browser suites. Each test file and spec owns its database, folder and port, so the lanes never meet.
const started = performance.now();
await Promise.all([unitAndServerTests(), checks(), buildAndBrowsers()]);

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`✗ ${stripVTControlCharacters(f).slice(0, 300)}`);
}
console.log('\nStep                                                   Seconds');
for (const t of timings) console.log(`${t.ok ? ' ' : '✗'} ${t.label.padEnd(52)} ${t.seconds.toFixed(0).padStart(7)}`);
console.log(`  ${'all (wall clock)'.padEnd(52)} ${((performance.now() - started) / 1000).toFixed(0).padStart(7)}`);
console.log('');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
