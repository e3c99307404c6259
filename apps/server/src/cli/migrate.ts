import { runWithApp } from './run-with-app';

// Building the app migrates the database to the latest version.
await runWithApp(async ({ ctx }) => {
  console.log(`Base de datos (${ctx.kind}) al día.`);
});
