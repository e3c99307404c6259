import { parseArgs } from 'node:util';
import { restoreDataDir, runDataDirTask } from '../lib/backup';

// `npm run restore -- --from <backup folder>`: brings a backup back into DATA_DIR (the server stopped).
const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Uso: npm run restore -- --from data/backups/quorum-2027-03-10T08-00-00-000Z  (con el servidor detenido)');
  process.exit(2);
}

await runDataDirTask(async (config) => {
  const { manifest, keptAside } = await restoreDataDir(config, values.from as string);
  console.log(`Copia del ${manifest.createdAt} (Quórum ${manifest.version}) restaurada en ${config.dataDir}.`);
  if (keptAside) console.log(`Los datos que había quedan en ${keptAside} (bórralos cuando ya no los necesites).`);
});
