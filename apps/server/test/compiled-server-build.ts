import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server compiled once for the run (scripts/build-server.mjs): the folder holding main.mjs and its workers. */
    compiledServer: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Vitest's global set-up of the server tests: compiles the server once, as `npm start` runs it, for the tests that
 * start real server processes (a start without TypeScript to compile is a few seconds shorter on a busy machine).
 * A folder of its own next to apps/server/dist: the bundle finds the web app and package.json relative to itself,
 * and the browser suite's build of apps/server/dist may run at the same time.
 */
export default function setup(project: TestProject): () => void {
  const out = path.join(ROOT, 'apps/server', `dist-test-${randomUUID()}`);
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), out], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server did not compile: ${build.stderr}`);
  project.provide('compiledServer', out);
  return () => rmSync(out, { recursive: true, force: true });
}
