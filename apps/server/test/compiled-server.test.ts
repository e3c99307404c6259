import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { ActaRenderTask } from '../src/features/live/acta.render';
import { extractPdfText } from './pdf-text';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// The server compiled once for the run (test/compiled-server-build.ts).
const OUT = inject('compiledServer');

/** Runs plain Node (no TypeScript loader, whatever NODE_OPTIONS the test runner has) in apps/server. */
function node(args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, args, {
    cwd: path.join(ROOT, 'apps/server'),
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = node(args);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('the compiled server (npm start)', () => {
  const dirs: string[] = [];
  let server: ChildProcess | undefined;

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is plain JavaScript that never loads tsx', () => {
    for (const file of readdirSync(OUT).filter((f) => f.endsWith('.mjs'))) {
      expect(readFileSync(path.join(OUT, file), 'utf8')).not.toMatch(/["']tsx(\/[^"']*)?["']/);
    }
  });

  it('has every file the server starts by path next to the bundle', () => {
    const bundle = readdirSync(OUT)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(path.join(OUT, f), 'utf8'))
      .join('\n');
    const byPath = [...bundle.matchAll(/new URL\(\s*["']\.\/([^"']+)["'],\s*import\.meta\.url\s*\)/g)].map((m) => m[1]);
    // The pool (src/workers/pool.ts) finds its worker files by name next to itself.
    const workers = readdirSync(path.join(ROOT, 'apps/server/src/workers')).filter((f) => f.endsWith('.worker.mjs'));
    expect(workers).toEqual(
      expect.arrayContaining(['certificates.worker.mjs', 'import-parse.worker.mjs', 'acta.worker.mjs', 'page-render.worker.mjs']),
    );
    expect(bundle).toContain('.worker.mjs`, import.meta.url)');
    for (const file of [...workers, ...byPath]) expect(existsSync(path.join(OUT, file as string)), file).toBe(true);
  });

  it('loads the libraries only some requests need (PDF, spreadsheets, images, S3, passwords, mail) after it starts', () => {
    // The files the server's start loads: main.mjs and the chunks it imports statically, and theirs.
    const loaded = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(path.join(OUT, file), 'utf8');
      for (const [, from] of code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$/gms)) {
        if (from.startsWith('./')) visit(from.slice(2));
        else packages.add(from);
      }
    };
    visit('main.mjs');
    // What the start still reads from node_modules: native modules, and packages that read their own files or
    // start their own threads by path. Everything else it loads is compiled into the bundle (one file to read).
    expect([...packages].filter((p) => !p.startsWith('node:')).sort()).toEqual(
      ['@fastify/swagger', '@fastify/swagger-ui', 'better-sqlite3', 'piscina'].sort(),
    );
    for (const lazy of [
      'exceljs',
      'sharp',
      '@cantoo/pdf-lib',
      '@cantoo/fontkit',
      'qrcode',
      '@aws-sdk/client-s3',
      '@zxcvbn-ts/core',
      'file-type',
      'nodemailer',
      'markdown-it',
      // The country names' main entry loads every language; the server imports the core and Spanish only.
      'i18n-iso-countries',
    ]) {
      expect(packages, lazy).not.toContain(lazy);
    }
  });

  it('holds no compiled-in package that looks for files next to itself (a bundle has no __dirname)', () => {
    for (const file of readdirSync(OUT).filter((f) => f.endsWith('.mjs'))) {
      expect(readFileSync(path.join(OUT, file), 'utf8'), file).not.toMatch(/\b__(dirname|filename)\b/);
    }
  });

  it('starts on a fresh data directory, answers /api/health and serves the web app', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-compiled-'));
    const web = mkdtempSync(path.join(tmpdir(), 'quorum-compiled-web-'));
    dirs.push(dataDir, web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Quórum compilado</title><div id="root"></div>');
    server = node([path.join(OUT, 'main.mjs')], {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SERVE_WEB: 'true',
      WEB_DIST: web,
    });
    let output = '';
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<never>((_, reject) => server?.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`))));
    const listening = new Promise<string>((resolve) => {
      const check = () => {
        const url = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
        if (url && output.includes('/setup?token=')) resolve(url);
        else setTimeout(check, 50);
      };
      check();
    });
    const url = await Promise.race([listening, exited]);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite', version });

    for (const page of ['/', '/setup']) {
      const res = await fetch(`${url}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('Quórum compilado');
    }
  }, 60_000);

  it('parses an import file in its worker thread', async () => {
    const script = `
      import { Piscina } from 'piscina';
      const pool = new Piscina({ filename: ${JSON.stringify(path.join(OUT, 'import-parse.worker.mjs'))} });
      const m = await pool.run({ kind: 'csv', content: Buffer.from('Nombre,Correo\\nAna,ana@example.org\\n'), limits: { rows: 10, columns: 10, cellChars: 100 } });
      console.log(JSON.stringify(m));
      await pool.destroy();`;
    const { code, output } = await run(['--input-type=module', '-e', script]);
    expect(code, output).toBe(0);
    expect(JSON.parse(output)).toEqual({
      ok: true,
      table: [
        { row: 1, values: ['Nombre', 'Correo'] },
        { row: 2, values: ['Ana', 'ana@example.org'] },
      ],
    });
  });

  it('renders a certificate in its worker thread, fonts included', async () => {
    const task = {
      batch: 'b',
      design: {
        eventName: 'Modelo ONU',
        timeZone: 'America/Bogota',
        title: 'Diploma',
        body: 'Otorgado a {{nombre}}',
        footer: 'Pie',
        logo: null,
        signatures: [],
      },
      content: {
        holderName: 'Begoña Núñez',
        title: 'Mejor delegada',
        commissionName: 'Asamblea',
        delegationName: 'Perú',
        code: 'ABC-123',
        issuedAt: '2026-11-24T15:00:00.000Z',
        verifyUrl: 'https://example.org/verificar/ABC-123',
      },
    };
    const script = `
      import { Piscina } from 'piscina';
      const pool = new Piscina({ filename: ${JSON.stringify(path.join(OUT, 'certificates.worker.mjs'))} });
      const pdf = await pool.run(${JSON.stringify(task)});
      console.log(Buffer.from(pdf, 'latin1').toString('base64'));
      await pool.destroy();`;
    const { code, output } = await run(['--input-type=module', '-e', script]);
    expect(code, output).toBe(0);
    const [page] = await extractPdfText(Buffer.from(output.trim(), 'base64'));
    expect(page).toContain('Begoña Núñez');
    expect(page).toContain('Expedido el 24 de noviembre de 2026');
  });

  it('draws an acta in its worker thread', async () => {
    // Typed as the pool's task, so a change of the acta's shape fails the type check here rather than in the thread.
    const task: ActaRenderTask = {
      format: 'pdf',
      doc: {
        eventName: 'Modelo ONU',
        commissionName: 'Asamblea General',
        sessions: ['Sesión 1'],
        lines: [
          {
            session: 'Sesión 1',
            at: '2026-11-24T14:00:00.000Z',
            description: 'Se abre la sesión con Perú presente',
            actor: 'Begoña Núñez',
          },
        ],
        generatedAt: '2026-11-24T14:00:00.000Z',
        timeZone: 'America/Bogota',
        summary: { rollCalls: [], motions: [], votes: [], resolutions: [], warnings: [], speakers: [] },
        chain: { head: 'a'.repeat(64), entries: 1, verifyUrl: 'http://mun.example.org/verificator?acta=x' },
      },
    };
    const script = `
      import { Piscina } from 'piscina';
      const pool = new Piscina({ filename: ${JSON.stringify(path.join(OUT, 'acta.worker.mjs'))} });
      const pdf = await pool.run(${JSON.stringify(task)});
      console.log(Buffer.from(pdf).toString('base64'));
      await pool.destroy();`;
    const { code, output } = await run(['--input-type=module', '-e', script]);
    expect(code, output).toBe(0);
    const text = (await extractPdfText(Buffer.from(output.trim(), 'base64'))).join('\n');
    expect(text).toContain('No hubo llamados a lista.');
    expect(text).toContain('Se abre la sesión con Perú presente');
    expect(text).toContain('Begoña Núñez');
    expect(text.replace(/\s+/g, ' ')).toContain(`Huella del registro (entrada 1): ${'a'.repeat(64)}`);
  });

  it('is rebuilt by npm start when missing or older than any of its sources, not otherwise', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quorum-stale-'));
    dirs.push(dir);
    const [src, nested, out] = [path.join(dir, 'src'), path.join(dir, 'src/deep'), path.join(dir, 'out.mjs')];
    mkdirSync(nested, { recursive: true });
    writeFileSync(path.join(nested, 'a.ts'), '');
    const stale = async () => {
      const script = `import { isStale } from ${JSON.stringify(path.join(ROOT, 'scripts/stale.mjs'))};
        console.log(isStale(${JSON.stringify(out)}, [${JSON.stringify(src)}, ${JSON.stringify(path.join(dir, 'missing'))}]));`;
      const { code, output } = await run(['--input-type=module', '-e', script]);
      expect(code, output).toBe(0);
      return output.trim();
    };
    const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
    expect(await stale()).toBe('true');
    writeFileSync(out, '');
    at(path.join(nested, 'a.ts'), 1_000);
    at(out, 2_000);
    expect(await stale()).toBe('false');
    at(path.join(nested, 'a.ts'), 3_000);
    expect(await stale()).toBe('true');
  });
});
