// `npm run bench:web`: Lighthouse on a phone (its default mobile profile: a mid-range phone, simulated slow 4G
// and 4× CPU) against the production build as `npm start` serves it, on the public pages: `/`, `/login`,
// `/register`, `/data`, `/meets`, `/banner/{id}` (the room's screen, opened with its projection code) and `/sala` (a
// delegate's room on their phone, with its room pass's cookie), and signed in
// (a Gestor's session cookie sent with every request, localStorage empty as on a first visit): the finder at the door
// (`/staff/finder`) and the chair's console (`/president/sessions/{id}`, a session open with its roll call).
// Starts `node scripts/start.mjs` (it builds the web app first if needed) on a fresh data directory, seeds an
// event that opens the public forms, runs Lighthouse BENCH_RUNS times per page (default 3) in Debian's
// Chromium (CHROMIUM_PATH) and prints the median of each figure as `name=value` lines, e.g.
// `login_performance=93`. The targets: performance ≥ 90 and accessibility ≥ 95 on every page.
// BENCH_AUDITS=1 also prints, per page, what Lighthouse says costs most and the accessibility audits that fail.
// BENCH_PAGES=login,register measures only the pages named (home, login, register, data, meets, banner, room, finder,
// console).
// BENCH_WEB_PORT=3460 runs the app on another port (Chromium's on the next) beside another run.
// BENCH_TRACE=<folder> writes each run's Chromium trace there (`<page>-<run>.json`), to open in DevTools, and its
// Lighthouse report (`<page>-<run>.lhr.json`: the requests, the observed paints, the layout shifts).
// BENCH_PROFILE=1 adds V8's CPU samples to that trace (`ProfileChunk` events: which functions each long task ran); the
// sampling slows the page, so its figures are not comparable with a run without it. To read the functions' names, build
// with `ANALYZE_MAPS=plain npm run build -w apps/web` (not minified, hidden source maps beside each chunk).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { openDatabase } from '../apps/server/src/db/database';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { makeEventReady, report, request, setUpGestor } from './lib';

const root = path.resolve(import.meta.dirname, '..');
/** BENCH_WEB_PORT moves the app (and Chromium's debugging port, the next one) when another run holds 3440. */
const APP_PORT = Number(process.env.BENCH_WEB_PORT ?? 3440);
const CHROME_PORT = APP_PORT + 1;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const showAudits = process.env.BENCH_AUDITS === '1';
const traceDir = process.env.BENCH_TRACE ? path.resolve(process.env.BENCH_TRACE) : null;
const cpuSamples = process.env.BENCH_PROFILE === '1';
const onlyPages = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((name) => name.trim())) : null;

// ---------- processes: each in its own process group, killed at exit whatever happens ----------

const children: ChildProcess[] = [];
const scratch: string[] = [];

function killAll() {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });

/** Starts a process in a group of its own (so its children go with it); `output()` is what it printed. */
function launch(command: string, args: string[], env: Record<string, string> = {}) {
  let output = '';
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  let failed: Error | undefined;
  child.on('error', (error) => (failed = error));
  children.push(child);
  return { child, output: () => output, failed: () => failed };
}

/** Polls `ready` until it holds, failing with the process's output if it exits or `seconds` pass. */
async function waitFor(what: string, proc: ReturnType<typeof launch>, seconds: number, ready: () => Promise<boolean>) {
  for (let waited = 0; waited < seconds * 1000; waited += 250) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited (${proc.child.exitCode}):\n${proc.output()}`);
    const failed = proc.failed();
    if (failed) throw new Error(`${what} did not start: ${failed.message}`);
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start in ${seconds} s:\n${proc.output()}`);
}

/** The app as `npm start` runs it (building the web app first when it is missing or stale). */
async function startApp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-web-'));
  scratch.push(dataDir);
  const url = `http://127.0.0.1:${APP_PORT}`;
  const app = launch(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    DATA_DIR: dataDir,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
  });
  await waitFor('npm start', app, 600, async () => (await fetch(`${url}/api/health`)).ok);
  return { url, log: app.output, dataDir };
}

async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'quorum-bench-chromium-'));
  scratch.push(profile);
  const chromium = launch(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${CHROME_PORT}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  await waitFor('Chromium', chromium, 60, async () => (await fetch(`http://127.0.0.1:${CHROME_PORT}/json/version`)).ok);
}

// ---------- the event the public pages show ----------

/**
 * A Gestor, an event whose public forms are open, self check-in on; the banner's commission and cookie, the Gestor's
 * cookie, and a session open in that commission (its console's roll call).
 */
/** A delegate of Colombia seated in the commission (written straight into the app's database): its personal code. */
async function seatDelegate(dataDir: string, commissionId: string, delegationId: string): Promise<string> {
  const { db } = openDatabase({ databaseUrl: null, databasePoolSize: 1, sqliteFile: path.join(dataDir, 'quorum.sqlite') });
  try {
    const row = newDelegateRow(
      {
        firstNames: 'Camila',
        lastNames: 'Rojas Díaz',
        documentType: 'CC',
        documentNumber: 'WEB0001',
        birthDate: '2005-03-02',
        email: 'web0001@bench.quorum.test',
        phone: null,
        institution: 'Colegio del banco',
        grade: '11',
        guardianName: null,
        guardianPhone: null,
      },
      { source: 'manual', status: 'asignado' },
    );
    await db
      .insertInto('delegate')
      .values({ ...row, commissionId, delegationId })
      .execute();
    return row.personalCode;
  } finally {
    await db.destroy();
  }
}

async function seed(server: { url: string; log: () => string; dataDir: string }) {
  const cookie = await setUpGestor(server);
  const send = async (method: string, p: string, body?: unknown) => {
    const res = await request(`${server.url}${p}`, { method, body, cookie });
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${res.body}`);
    return res;
  };
  await makeEventReady(send);
  const access = JSON.parse((await send('GET', '/api/access')).body);
  await send('PUT', '/api/access/public-features', {
    ...access.publicFeatures,
    registrationOpen: true,
    dataLookup: true,
    selfCheckIn: true,
  });
  const [commission] = JSON.parse((await send('GET', '/api/commissions')).body) as { id: string; projectionCode: string }[];
  const opened = await request(`${server.url}/api/projection/open`, { method: 'POST', body: { code: commission.projectionCode } });
  const screenCookie = String(opened.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (opened.status !== 200 || !screenCookie) throw new Error(`projection/open: ${opened.status} ${opened.body}`);
  const live = `/api/commissions/${commission.id}/live`;
  const { version } = JSON.parse((await send('GET', live)).body) as { version: number };
  const command = { type: 'session.open', title: 'Primera sesión', topic: '' };
  await send('POST', `${live}/commands`, { version, actionId: 'bench-web-open-session', command });
  // A delegate's phone with its room pass (/sala).
  const delegation = JSON.parse(
    (await send('POST', `/api/commissions/${commission.id}/delegations`, { name: 'Colombia', isoCode: 'CO' })).body,
  );
  const code = await seatDelegate(server.dataDir, commission.id, delegation.id);
  const pass = await request(`${server.url}/api/room/pass`, { method: 'POST', body: { code } });
  const roomCookie = String(pass.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (pass.status !== 200 || !roomCookie) throw new Error(`room/pass: ${pass.status} ${pass.body}`);
  return { commissionId: commission.id, screenCookie, staffCookie: cookie, roomCookie };
}

// ---------- Lighthouse ----------

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: Record<string, unknown>[] };
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  fcp_ms: number;
  si_ms: number;
  js_kib: number;
  js_files: number;
  total_kib: number;
}

interface Run {
  figures: Figures;
  costs: string[];
  a11y: string[];
}

/** The first rows of an audit's table, briefly: a script's URL and cost, a shifted element, a blocking file. */
function topItems(audit: Audit): string {
  const rows = (audit.details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const where = String(item.url ?? item.groupLabel ?? node?.selector ?? node?.snippet ?? '').replace(/^https?:\/\/[^/]+/, '');
    const cost = item.total ?? item.wastedMs ?? item.wastedBytes ?? item.score ?? item.duration;
    return typeof cost === 'number' ? `${where} ${Number(cost.toFixed(3))}` : where;
  });
  return rows.filter(Boolean).join('; ');
}

interface Chain {
  request: { url: string; endTime: number; startTime: number };
  children?: Record<string, Chain>;
}

/** The longest chain of requests the page waits for, file by file, and when its last one ends. */
function longestChain(audit: Audit | undefined): string {
  const chains = (audit?.details as { chains?: Record<string, Chain> } | undefined)?.chains ?? {};
  const paths = (nodes: Record<string, Chain>): Chain[][] =>
    Object.values(nodes).flatMap((node) => (node.children ? paths(node.children).map((rest) => [node, ...rest]) : [[node]]));
  const all = paths(chains);
  if (!all.length) return 'none';
  const longest = all.reduce((a, b) => ((b.at(-1)?.request.endTime ?? 0) > (a.at(-1)?.request.endTime ?? 0) ? b : a));
  const start = longest[0].request.startTime;
  const files = longest.map((c) => c.request.url.replace(/^https?:\/\/[^/]+/, ''));
  return `${files.join(' → ')} (${Math.round(((longest.at(-1)?.request.endTime ?? start) - start) * 1000)} ms)`;
}

/** What a page is measured as: its address, the headers sent with every request, and the API read that must answer 200. */
interface Page {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** An API path the page reads first; a run in which it did not answer 200 measured a refusal, not the page. */
  reads?: string;
}

async function runLighthouse(url: string, page: Page, traceName: string, attempt = 1): Promise<Run> {
  const headers = page.headers ?? {};
  const result = await lighthouse(url, {
    port: CHROME_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: headers,
    ...(cpuSamples ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = result.lhr;
  // A trace that missed the navigation (NO_NAVSTART, NO_FCP on a busy machine): Lighthouse says to run again.
  if (lhr.runtimeError && attempt < 3) return runLighthouse(url, page, traceName, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(path.join(traceDir, `${traceName}.json`), JSON.stringify(result.artifacts.Trace));
    writeFileSync(path.join(traceDir, `${traceName}.lhr.json`), JSON.stringify(result.lhr));
  }
  // A guard that sent the page elsewhere (e.g. the banner without its cookie) would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const requests = (audits['network-requests'].details?.items ?? []) as {
    url?: string;
    statusCode?: number;
    resourceType?: string;
    transferSize?: number;
  }[];
  if (page.reads) {
    const read = requests.find((r) => r.url && new URL(r.url).pathname === page.reads);
    if (read?.statusCode !== 200) throw new Error(`${url}: ${page.reads} answered ${read?.statusCode ?? 'nothing'}, not 200`);
  }
  const kib = (items: typeof requests) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const figures: Figures = {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp_ms: audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbt_ms: audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
    fcp_ms: audits['first-contentful-paint'].numericValue ?? Number.NaN,
    si_ms: audits['speed-index'].numericValue ?? Number.NaN,
    js_kib: kib(requests.filter((r) => r.resourceType === 'Script')),
    js_files: requests.filter((r) => r.resourceType === 'Script').length,
    total_kib: kib(requests),
  };
  const costs = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.details?.type === 'table'))
    .filter((a) => lhr.categories.performance.auditRefs.some((ref) => ref.id === a.id && !ref.group?.startsWith('metrics')))
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 6)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}: ${topItems(a)}`);
  const a11y = lhr.categories.accessibility.auditRefs
    .map((ref) => audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `${a.id}: ${a.title}`);
  costs.push(`the critical request chain: ${longestChain(audits['critical-request-chains'])}`);
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0] as
    | { items?: { node?: { snippet?: string } }[] }
    | undefined;
  const longTasks = (audits['long-tasks']?.details?.items ?? []) as { url?: string; startTime?: number; duration?: number }[];
  costs.push(
    `the long tasks (start+duration, simulated ms): ${longTasks
      .slice(0, 8)
      .map((t) => `${String(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(t.startTime ?? 0)}+${Math.round(t.duration ?? 0)}`)
      .join('; ')}`,
  );
  if (lcpElement?.items?.[0]?.node?.snippet) costs.push(`the LCP element: ${lcpElement.items[0].node.snippet.slice(0, 120)}`);
  return { figures, costs, a11y };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// ---------- the run ----------

try {
  const server = await startApp();
  const { commissionId, screenCookie, staffCookie, roomCookie } = await seed(server);
  await startChromium();
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'data', path: '/data' },
    { name: 'meets', path: '/meets' },
    { name: 'banner', path: `/banner/${commissionId}`, headers: { cookie: screenCookie } },
    { name: 'room', path: '/sala', headers: { cookie: roomCookie }, reads: '/api/room' },
    { name: 'finder', path: '/staff/finder', headers: { cookie: staffCookie } },
    { name: 'console', path: `/president/sessions/${commissionId}`, headers: { cookie: staffCookie } },
  ];
  report({ runs });
  for (const page of pages.filter((p) => !onlyPages || onlyPages.has(p.name))) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${server.url}${page.path}`, page, `${page.name}-${i + 1}`));
    const keys = Object.keys(results[0].figures) as (keyof Figures)[];
    report(Object.fromEntries(keys.map((k) => [`${page.name}_${k}`, median(results.map((r) => r.figures[k]))])));
    if (showAudits) {
      // The run with the median performance score stands for the page.
      const typical = [...results].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(results.length / 2)];
      for (const cost of typical.costs) console.log(`# ${page.path} costs: ${cost}`);
      for (const failing of new Set(results.flatMap((r) => r.a11y))) console.log(`# ${page.path} accessibility: ${failing}`);
    }
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  killAll();
}
// Lighthouse may leave sockets open; the figures are printed, so leave now.
process.exit();
