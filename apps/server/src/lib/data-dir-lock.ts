import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file in the data directory: the PID of the one process that owns the SQLite database. */
export const LOCK_FILE = 'quorum.lock';

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    action: { es: string; en: string } = { es: 'Detenlo antes de iniciar otro', en: 'stop it before starting another one' },
  ) {
    super(
      `Otro proceso de Quórum (PID ${pid}) ya usa la carpeta de datos ${dataDir}. ${action.es}.\n` +
        `Another Quórum process (PID ${pid}) is already using the data directory ${dataDir}; ${action.en}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file (once; later calls do nothing). */
  release(): void;
}

/**
 * Takes the data directory for this process: creates the lock file exclusively with our PID, so a second
 * server (or a restore) on the same SQLite database refuses instead of sharing it. A lock whose process is
 * gone (killed, machine restarted) is stale and taken over. The lock is released by `release()` and, as a
 * last resort, when the process exits.
 */
export function lockDataDir(dataDir: string, action?: ConstructorParameters<typeof DataDirLockedError>[2]): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder, action);
      unlinkSync(file);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      if (readPid(file) === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return { release };
}

/** The PID of the live process holding the data directory, or null when it is free or the lock is stale. */
function lockHolder(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, LOCK_FILE));
  // Our own PID in the file is a leftover from before a restart (containers reuse small PIDs).
  if (pid === null || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
