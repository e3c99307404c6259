import { reportLogChains } from '../features/live/log-chain';
import { runWithApp } from './run-with-app';

/**
 * `npm run check:log`: checks every commission's session log against its hash chain (decision 039) and names the first
 * entry changed in each; exits 1 when one was.
 */
await runWithApp(async ({ ctx }) => {
  const holds = await reportLogChains(ctx.db, {
    info: (fields) => {
      const { commissions, entries } = fields as { commissions: number; entries: number };
      console.log(`Registro de sesiones íntegro: ${entries} entradas de ${commissions} comisiones, cada una en su cadena.`);
    },
    error: (fields) => {
      const { commissionId, sequence, event } = fields as { commissionId: string; sequence: number; event: string };
      console.error(
        `Comisión ${commissionId}: la entrada ${sequence} (${event}) no coincide con su cadena; el registro se alteró desde ahí.`,
      );
    },
  });
  if (!holds) process.exitCode = 1;
});
