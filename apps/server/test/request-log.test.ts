import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/** A server at the given log level whose log lines are kept, parsed, for the test to read. */
async function loggedApp(level: string): Promise<{ built: BuiltApp; lines: Record<string, unknown>[]; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-request-log-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: level, SERVE_WEB: 'false', PUBLIC_URL: 'http://localhost:3000' });
  const lines: Record<string, unknown>[] = [];
  const built = await buildApp(config, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  await built.app.ready();
  return { built, lines, dataDir };
}

describe('the request log', () => {
  let info: Awaited<ReturnType<typeof loggedApp>>;
  let warn: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    info = await loggedApp('info');
    warn = await loggedApp('warn');
  });
  afterAll(async () => {
    for (const app of [info, warn]) {
      await app.built.close();
      rmSync(app.dataDir, { recursive: true, force: true });
    }
  });

  /** The log lines written while `work` runs. */
  async function linesOf(app: typeof info, work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const before = app.lines.length;
    await work();
    return app.lines.slice(before);
  }

  it('at the default info level writes one short line per answered request: method, route, status, milliseconds', async () => {
    const lines = await linesOf(info, () => info.built.app.inject({ method: 'GET', url: '/api/health' }));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/health', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(line).not.toHaveProperty('req');
    expect(line).not.toHaveProperty('res');
    expect(line).not.toHaveProperty('msg');
  });

  it('logs the route pattern, never the codes, ids or searches of the URL', async () => {
    const lines = await linesOf(info, async () => {
      await info.built.app.inject({ method: 'GET', url: '/api/verification/ABCDEF234567' });
      await info.built.app.inject({ method: 'GET', url: '/api/finder?q=g%C3%B3mez%201002003' });
      await info.built.app.inject({ method: 'POST', url: '/api/verification/ABCDEF234567/confirm', payload: {} });
    });
    expect(lines.map((l) => `${l.method} ${l.route}`)).toEqual([
      'GET /api/verification/:code',
      'GET /api/finder',
      'POST /api/verification/:code/confirm',
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('ABCDEF234567');
    expect(text).not.toContain('1002003');
  });

  it('logs a request that matched no route by its path without query string or codes', async () => {
    const lines = await linesOf(info, async () => {
      await info.built.app.inject({ method: 'GET', url: '/api/nothing-here?email=ana%40example.org' });
      await info.built.app.inject({ method: 'GET', url: '/api/load/HR8JUEJWZ3/unknown' });
    });
    expect(lines).toMatchObject([
      { method: 'GET', route: '/api/nothing-here', status: 404 },
      { method: 'GET', route: '/api/load/:redacted/unknown', status: 404 },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/example\.org|HR8JUEJWZ3/);
  });

  it('at the warn level writes nothing for answered requests', async () => {
    const lines = await linesOf(warn, async () => {
      await warn.built.app.inject({ method: 'GET', url: '/api/health' });
      await warn.built.app.inject({ method: 'GET', url: '/api/nothing-here' });
    });
    expect(lines).toEqual([]);
  });
});
