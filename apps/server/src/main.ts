import { buildApp } from './app';
import { loadConfig } from './config';
import { createSetupToken, isSetupNeeded } from './features/setup/setup-token';

const config = loadConfig();
const { app, ctx, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

if (await isSetupNeeded(ctx.db)) {
  const token = await createSetupToken(ctx.db);
  const link = `${config.publicUrl}/setup?token=${token}`;
  // Printed on stdout (not through the logger) so it stands out on first run.
  console.log(`\n  Quórum está listo. Crea el primer Gestor con este enlace (válido 24 h, un solo uso):\n\n  ${link}\n`);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
