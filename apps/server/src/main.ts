import { buildApp } from './app';
import { loadConfig } from './config';
import { reportLogChains } from './features/live/log-chain';
import { createSetupToken, isSetupNeeded } from './features/setup/setup-token';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { boundHeapGrowth } from './lib/heap-growth';

// Before the app's modules load their data: the heap collects before it doubles (lib/heap-growth.ts).
boundHeapGrowth();
const config = loadConfig();
// One process per SQLite database: a second one would share the file and answer "database is locked".
// PostgreSQL serves several processes.
let lock: ReturnType<typeof lockDataDir> | null = null;
if (!config.databaseUrl) {
  try {
    lock = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(`\n  ${err.message.replaceAll('\n', '\n  ')}\n`);
    process.exit(1);
  }
}
const { app, ctx, close } = await buildApp(config);
// Stops cleanly from the moment the app exists, before it answers: a stop asked right after the start (the
// setup link printed) still closes the database and removes the data directory's lock.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    close()
      .finally(() => lock?.release())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
// Under the lock no other process writes uploads here: every part left in the files' folder is one a crash cut off.
if (lock) {
  const removed = await ctx.storage.removeUnfinished(null);
  if (removed > 0) app.log.info({ removed }, 'unfinished uploads removed');
}
// The first-run token exists before the server answers, so the link works as soon as it is printed.
const setupToken = (await isSetupNeeded(ctx.db)) ? await createSetupToken(ctx.db) : null;
await app.listen({ port: config.port, host: config.host });
// The session logs' hash chains, checked once the server answers (page by page): an entry changed behind the server's
// back is named in the log (decision 039).
reportLogChains(ctx.db, app.log).catch((err: unknown) => app.log.error({ err }, 'session logs could not be verified'));

if (setupToken) {
  const link = `${config.publicUrl}/setup?token=${setupToken}`;
  // Printed on stdout (not through the logger) so it stands out on first run.
  console.log(`\n  Quórum está listo. Crea el primer Gestor con este enlace (válido 24 h, un solo uso):\n\n  ${link}\n`);
}
