import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

/** A real server process (the compiled server, as `npm start` runs it) and what it printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server compiled once for the run (test/compiled-server-build.ts) as a real process with the usual
 * umask (022), on any free port of 127.0.0.1, SQLite unless `env` says otherwise, without the web app.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const main = path.join(inject('compiledServer'), 'main.mjs');
  const child = spawn('/bin/sh', ['-c', 'umask 022 && exec "$0" "$1"', process.execPath, main], {
    env: {
      ...process.env,
      // Plain Node, whatever loader the test runner has.
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Resolves once the server logged the address it listens at (`LOG_LEVEL` info or lower) and, with `firstRun`,
 * printed its first-run link too (the two may come in either order); rejects if it exits first.
 */
export async function listeningProcess(
  server: ServerProcess,
  firstRun: boolean,
): Promise<{ url: string | null; setupToken: string | null }> {
  const started = server.exited.then((code) => {
    throw new Error(`exited with ${code}: ${server.output()}`);
  });
  const ready = new Promise<{ url: string | null; setupToken: string | null }>((resolve) => {
    const check = () => {
      const out = server.output();
      const url = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? null;
      const setupToken = /\/setup\?token=([\w-]+)/.exec(out)?.[1] ?? null;
      if (url && (setupToken || !firstRun)) resolve({ url, setupToken });
      else setTimeout(check, 50);
    };
    check();
  });
  return Promise.race([ready, started]);
}
