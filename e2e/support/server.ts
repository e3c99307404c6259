import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onPostgresServer } from '../../apps/server/test/postgres-server';

const root = path.resolve(import.meta.dirname, '../..');

/** A port the system says is free right now (ports in a fixed range may belong to other services). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A real Quórum server (the compiled server and the built web app, a data directory of its own) for one spec file. */
export interface TestServer {
  url: string;
  /** The first-run link printed on start (its line may reach the pipe after the server first answers). */
  setupLink(): Promise<string>;
  /** Runs `npm run demo`-like CLI commands against this server's data. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of E2E_DATABASE_URL. */
export const onDatabaseServer = (statement: string) => onPostgresServer(process.env.E2E_DATABASE_URL, statement);

/**
 * With E2E_DATABASE_URL (a PostgreSQL server URL) each test server gets a database of its own, created here
 * (from `template` when given) and dropped on stop; without it, the SQLite file in its data directory.
 */
async function freshDatabase(template: string | undefined): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return { env: {}, drop: async () => {} };
  const name = `quorum_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onDatabaseServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => onDatabaseServer(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the compiled server (support/global-setup.ts compiles it) on a new data directory: empty, or with
 * `demo` a copy of the demo loaded once by the global set-up (its data directory, and its database on PostgreSQL).
 */
export async function startServer(extraEnv: Record<string, string> = {}, opts: { demo?: boolean } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-e2e-'));
  if (opts.demo) cpSync(demoTemplate('E2E_DEMO_DATA_DIR'), dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const database = await freshDatabase(opts.demo && process.env.E2E_DATABASE_URL ? demoTemplate('E2E_DEMO_DATABASE') : undefined);
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    // The suite's lanes keep both cores busy: background threads at a lower priority would wait their turn.
    BACKGROUND_NICE: '0',
    ...database.env,
    ...extraEnv,
  };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (i === 149) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    env,
    async setupLink() {
      for (let i = 0; i < 50; i++) {
        const link = output.match(/(http:\/\/\S+\/setup\?token=[\w-]+)\n/)?.[1];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no setup link in the server output:\n${output}`);
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the global set-up made of the demo (an environment variable it set), or a clear error without it. */
function demoTemplate(variable: 'E2E_DEMO_DATA_DIR' | 'E2E_DEMO_DATABASE'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the specs through e2e/playwright.config.ts, whose global set-up loads the demo`);
  return value;
}

/** Runs a TypeScript file with tsx against the data `env` points at; resolves to its standard output. */
export function runTs(env: Record<string, string>, file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (d) => {
      stdout += d;
      output += d;
    });
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(output))));
  });
}

/** Runs a seeding script of e2e/support against a test server's data; resolves to the last line it printed. */
export async function runSeed(server: TestServer, script: string, ...args: string[]): Promise<string> {
  const out = await runTs(server.env, path.join(root, 'e2e/support', script), args);
  return out.trim().split('\n').pop() ?? '';
}
