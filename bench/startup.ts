// `npm run bench:startup`: how fast the server starts and how much memory it holds idle, compiled (as `npm start`
// runs it) and through the TypeScript loader (BENCH_SERVER=tsx's way). Each start is on the same SQLite data
// directory, migrated by a first start: start-to-healthy is from spawning node to the first answer of
// /api/health, and the CPU (user + system) the process used until then, which depends less on what else the
// machine is doing; idle RSS is read 3 s after that, with no request made.
// The server serves the built web app, as `npm start` does, when apps/web/dist has one (`web=1`; run
// `npm run build` first), else the API alone (`web=0`).
// STARTS (default 5) starts per way; prints `name=value` lines.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, report, serverArgs } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3912);
const STARTS = Number(process.env.STARTS ?? 5);
const IDLE_MS = 3000;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-startup-'));

const WEB = existsSync(path.join(root, 'apps/web/dist/index.html'));

const TICK_MS = 10; // clock ticks of /proc/<pid>/stat, 100 per second
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** One start: ms to healthy, CPU ms used until then and idle RSS in MiB. */
async function start(args: string[]): Promise<{ ms: number; cpu: number; rss: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', SERVE_WEB: String(WEB), NODE_OPTIONS: '' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid as number);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { ms, cpu, rss: rssMiB(child.pid as number) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const ways: Record<string, string[]> = {
  compiled: serverArgs([], 'compiled'),
  compiled_no_source_maps: serverArgs([], 'compiled').filter((a) => a !== '--enable-source-maps'),
  tsx: serverArgs([], 'tsx'),
};
try {
  await start(ways.compiled); // migrates the data directory
  const figures: Record<string, number> = {};
  for (const [way, args] of Object.entries(ways)) {
    const runs: { ms: number; cpu: number; rss: number }[] = [];
    for (let i = 0; i < STARTS; i++) runs.push(await start(args));
    figures[`startup_ms_p50_${way}`] = percentile(
      runs.map((r) => r.ms).sort((a, b) => a - b),
      50,
    );
    figures[`startup_cpu_ms_p50_${way}`] = percentile(
      runs.map((r) => r.cpu).sort((a, b) => a - b),
      50,
    );
    figures[`idle_rss_mib_${way}`] = percentile(
      runs.map((r) => r.rss).sort((a, b) => a - b),
      50,
    );
  }
  report({ starts: STARTS, web: WEB ? 1 : 0, ...figures });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
