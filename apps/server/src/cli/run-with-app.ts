import { type BuiltApp, buildApp } from '../app';
import { loadConfig } from '../config';

/** Runs a command-line task against the configured database (migrated first), then closes it. */
export async function runWithApp(task: (built: BuiltApp) => Promise<void>): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', SERVE_WEB: 'false' });
  const built = await buildApp(config);
  try {
    await task(built);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await built.close();
  }
}
