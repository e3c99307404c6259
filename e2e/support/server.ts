import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

/** A real Quórum server (built web app, fresh SQLite data directory) for one spec file. */
export interface TestServer {
  url: string;
  /** The first-run link printed on start (its line may reach the pipe after the server first answers). */
  setupLink(): Promise<string>;
  /** Runs `npm run demo`-like CLI commands against this server's data. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * With E2E_DATABASE_URL (a PostgreSQL server URL) each test server gets a fresh database of its own,
 * created here and dropped on stop; without it, a fresh SQLite file in its data directory.
 */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return { env: {}, drop: async () => {} };
  const name = `quorum_e2e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-e2e-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const database = await freshDatabase();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...database.env,
    ...extraEnv,
  };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
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

/** Runs a TypeScript file with tsx against a test server's data (its env); resolves to its standard output. */
function runTs(server: TestServer, file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: root,
      env: { ...process.env, ...server.env },
    });
    child.stdout.on('data', (d) => {
      stdout += d;
      output += d;
    });
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(output))));
  });
}

/** Runs a server CLI script (e.g. src/cli/demo.ts) against a test server's data directory. */
export function runCli(server: TestServer, script: string): Promise<string> {
  return runTs(server, path.join(root, 'apps/server/src/cli', script), []);
}

/** Runs a seeding script of e2e/support against a test server's data; resolves to the last line it printed. */
export async function runSeed(server: TestServer, script: string, ...args: string[]): Promise<string> {
  const out = await runTs(server, path.join(root, 'e2e/support', script), args);
  return out.trim().split('\n').pop() ?? '';
}
