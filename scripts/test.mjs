// `npm test`: lint, type checks, unit and server tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests against a freshly built app. Ends with the line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const browsersRequired = process.env.CI === 'true' || process.env.REQUIRE_BROWSER_TESTS === '1';
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

step('lint (biome)', 'npx', ['biome', 'check', '.']);
// Import guard rails (.dependency-cruiser.cjs): no cycles, no feature importing another, no server code
// importing the test harness, no shared web component importing a feature, no web ↔ server imports.
step('lint (imports)', 'npm', ['run', '--silent', 'lint:imports']);
step('types: shared', 'npx', ['tsc', '-p', 'packages/shared']);
step('types: server', 'npx', ['tsc', '-p', 'apps/server']);
step('types: web', 'npx', ['tsc', '-p', 'apps/web']);
step('types: e2e', 'npx', ['tsc', '-p', 'e2e']);
step('types: bench', 'npx', ['tsc', '-p', 'bench']);

const vitestJson = path.join(out, 'vitest.json');
run('unit and server tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  // A suite that fails to load has no failed tests of its own: count it.
  failed += r.numFailedTests + (r.numFailedTests === 0 && !r.success ? 1 : 0);
  skipped += r.numPendingTests + r.numTodoTests;
} else failed += 1;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  step('web build', 'npm', ['run', 'build', '-w', 'apps/web']);
  step('web JavaScript budgets', 'node', ['apps/web/scripts/bundle-size.mjs', '--check']);
  // The browser tests run on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set.
  const databases = [
    ['SQLite', {}],
    ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL }]] : []),
  ];
  for (const [label, env] of databases) {
    const pwJson = path.join(out, `playwright-${label}.json`);
    run(`browser tests on ${label} (Playwright + Chromium)`, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      CHROMIUM_PATH: chromium,
      ...env,
    });
    if (existsSync(pwJson)) {
      const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
      passed += s.expected;
      failed += s.unexpected;
      skipped += s.skipped;
      if (s.expected + s.unexpected === 0 && browsersRequired) failed += 1;
    } else failed += 1;
  }
} else if (browsersRequired) {
  console.log(`✗ Chromium not found at ${chromium}: browser tests are required here`);
  failed += 1;
} else console.log(`(browser tests skipped: no Chromium at ${chromium})`);

console.log('');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
