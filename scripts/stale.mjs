// "Is this build output older than its sources?" — one rule for `npm start`'s web build and server build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time (ms) of a file, or of any file under a folder. */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `output` is missing or older than the newest of `sources` (files or folders; missing ones are skipped). */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const present = sources.filter((s) => existsSync(s));
  const newest = Math.max(0, ...present.map(newestMtime));
  return statSync(output).mtimeMs < newest;
}
