import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listeningProcess, type ServerProcess, startServerProcess } from './server-process';

const LOCK = 'quorum.lock';

/** The compiled server as a real process on `dataDir` (SQLite). */
const startServer = (dataDir: string): ServerProcess => startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
/** Resolves once the server prints its first-run link, that is, once it listens. */
const listening = async (server: ServerProcess): Promise<void> => void (await listeningProcess(server, true));

describe('one server process per SQLite data directory', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quorum-lock-'));
    dirs.push(dir);
    return dir;
  };
  const start = (dir: string) => {
    const s = startServer(dir);
    servers.push(s);
    return s;
  };
  afterEach(async () => {
    for (const s of servers.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('a second server on the same data directory refuses to start, saying why in Spanish and English', async () => {
    const dir = dataDir();
    const first = start(dir);
    await listening(first);
    const second = start(dir);
    const outcome = await Promise.race([second.exited, listening(second).then(() => 'started and listens')]);
    expect(outcome).not.toBe('started and listens');
    expect(outcome).not.toBe(0);
    expect(second.output()).toContain(`Otro proceso de Quórum (PID ${first.child.pid}) ya usa la carpeta de datos`);
    expect(second.output()).toContain(`Another Quórum process (PID ${first.child.pid}) is already using the data directory`);
    expect(first.child.exitCode).toBeNull();
  }, 60_000);

  it('a lock left by a process that died does not block the start, and a clean stop removes the lock', async () => {
    const dir = dataDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dir, LOCK), `${dead}\n`);
    const server = start(dir);
    await listening(server);
    expect(existsSync(path.join(dir, LOCK))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dir, LOCK))).toBe(false);
  }, 60_000);

  it('makes the data directory, the database and the secret key for its own user only', async () => {
    const dir = path.join(dataDir(), 'data');
    const server = start(dir);
    await listening(server);
    const modeOf = (entry: string) => statSync(path.join(dir, entry)).mode & 0o777;
    expect(modeOf('.')).toBe(0o700);
    expect(modeOf('quorum.sqlite')).toBe(0o600);
    expect(modeOf('quorum.sqlite-wal')).toBe(0o600);
    expect(modeOf('secret.key')).toBe(0o600);
  }, 60_000);

  it('removes at start the parts of uploads a crash cut off', async () => {
    const dir = dataDir();
    const tmp = path.join(dir, 'files', 'tmp');
    mkdirSync(tmp, { recursive: true });
    const part = path.join(tmp, '0b5f6a8e-3c1d-4e2f-9a7b-1c2d3e4f5a6b.part');
    writeFileSync(part, 'la mitad de un PDF');
    // Written a minute ago: the daily purge would keep it (an upload may still be arriving), the start does not.
    utimesSync(part, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const kept = path.join(tmp, 'notas.txt');
    writeFileSync(kept, 'no es una subida');
    const server = start(dir);
    await listening(server);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(kept)).toBe(true);
  }, 60_000);
});
