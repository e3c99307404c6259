// `npm run bench:acta`: what a long acta's download costs the rest of the server. In one process, on a fresh
// SQLite app (or DATABASE_URL), a commission's log of BENCH_ACTA_LINES entries (default 10,000, the PDF's
// limit) is downloaded as PDF and as XLSX through the real routes while the event loop is watched (10 ms
// resolution). Prints lines=, acta_pdf_ms=, eventloop_max_delay_ms= (during the PDF; target ≤ 100),
// acta_xlsx_ms=, xlsx_eventloop_max_delay_ms=, pdf_kb=, and for comparison the same PDF drawn on the
// server's own thread: main_thread_pdf_ms= and main_thread_eventloop_max_delay_ms= (BENCH_ACTA_MAIN=0 skips
// it). Also read_ms= and read_eventloop_max_delay_ms= (reading the log and writing its lines, on the server's
// thread) and idle_eventloop_max_delay_ms= (doing nothing for as long as the PDF took: what the machine's load alone costs).
// The log is hash-chained as the server chains it (decision 039): chain_check_ms= and chain_eventloop_max_delay_ms= are
// the check of the whole chain that the server's start and `npm run check:log` make.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEFAULT_EVENT_TIME_ZONE } from '@quorum/shared';
import { actaPdf } from '../apps/server/src/features/live/acta.pdf';
import { renderActaInWorker } from '../apps/server/src/features/live/acta.render-pool';
import { EMPTY_SUMMARY } from '../apps/server/src/features/live/acta.summary';
import { readActaDocument } from '../apps/server/src/features/live/acta.use-cases';
import { chainEntries, checkChain } from '../apps/server/src/features/live/log-chain';
import { benchApp, readyGestor } from './in-process';
import { report } from './lib';

const LINES = Number(process.env.BENCH_ACTA_LINES ?? 10_000);

const { ctx, close, call } = await benchApp('acta', process.env);

/** Runs `work` with the event loop watched: its time and the longest delay, in ms. */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; maxDelayMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  // The monitor's timer records a delay when it fires: let it fire once after the work.
  await new Promise((resolve) => setTimeout(resolve, 30));
  histogram.disable();
  return { result, ms, maxDelayMs: Math.round(histogram.max / 1e6) };
}

const cookie = await readyGestor(ctx, call);
const commission = await ctx.db.selectFrom('commission').select('id').executeTakeFirstOrThrow();

// The log: a session opened, then speakers added, one entry a second.
const started = Date.now();
let previous = '';
for (let from = 0; from < LINES; from += 500) {
  const rows = Array.from({ length: Math.min(500, LINES - from) }, (_, k) => {
    const i = from + k;
    const opens = i === 0;
    return {
      commissionId: commission.id,
      sequence: i + 1,
      actionId: `bench-${i}`,
      event: opens ? 'session.opened' : 'speaker.added',
      version: i + 1,
      payload: JSON.stringify(
        opens
          ? { command: { type: 'session.open' }, after: { number: 1, title: 'Sesión larga del banco de pruebas' } }
          : { command: { type: 'speakers.add' }, after: { delegationId: 'sin-nombre' } },
      ),
      actorId: null,
      createdAt: new Date(started + i * 1000).toISOString(),
    };
  });
  // Chained as the server chains its entries (decision 039).
  const chained = chainEntries(previous, rows);
  previous = chained.at(-1)?.hash ?? previous;
  await ctx.db.insertInto('liveLog').values(chained).execute();
}

const url = (format: string) => `/api/commissions/${commission.id}/live/log.${format}`;
// The worker thread's first start (its loader, the fonts) is paid once, by a first short acta.
await renderActaInWorker('pdf', {
  eventName: '',
  commissionName: '',
  sessions: [],
  summary: { ...EMPTY_SUMMARY, resolutions: [] },
  lines: [],
  generatedAt: new Date().toISOString(),
  timeZone: DEFAULT_EVENT_TIME_ZONE,
  chain: null,
});

const read = await watched(() => readActaDocument(ctx.db, commission.id));
const chain = await watched(() => checkChain(ctx.db, commission.id));
if (chain.result.broken || chain.result.entries !== LINES) throw new Error(`chain: ${JSON.stringify(chain.result)}`);
const pdf = await watched(() => call('GET', url('pdf'), undefined, cookie));
if (pdf.result.statusCode !== 200) throw new Error(`PDF: ${pdf.result.statusCode} ${pdf.result.body.slice(0, 200)}`);
// The control: how late the loop runs with nothing to do for as long, on this machine at this moment.
const idle = await watched(() => new Promise((resolve) => setTimeout(resolve, pdf.ms)));
const xlsx = await watched(() => call('GET', url('xlsx'), undefined, cookie));
if (xlsx.result.statusCode !== 200) throw new Error(`XLSX: ${xlsx.result.statusCode}`);
const main =
  process.env.BENCH_ACTA_MAIN === '0'
    ? { ms: 0, maxDelayMs: 0 }
    : await watched(async () => actaPdf(await readActaDocument(ctx.db, commission.id)));

report({
  lines: LINES,
  acta_pdf_ms: pdf.ms,
  eventloop_max_delay_ms: pdf.maxDelayMs,
  pdf_kb: Math.round(pdf.result.rawPayload.length / 1024),
  idle_eventloop_max_delay_ms: idle.maxDelayMs,
  read_ms: read.ms,
  read_eventloop_max_delay_ms: read.maxDelayMs,
  chain_check_ms: chain.ms,
  chain_eventloop_max_delay_ms: chain.maxDelayMs,
  acta_xlsx_ms: xlsx.ms,
  xlsx_eventloop_max_delay_ms: xlsx.maxDelayMs,
  main_thread_pdf_ms: main.ms,
  main_thread_eventloop_max_delay_ms: main.maxDelayMs,
});
await close();
process.exit(0);
