import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir, runDataDirTask } from '../lib/backup';

// `npm run backup [-- --to <folder>]`: an online backup of the SQLite database and the data files, safe
// while the server runs.
const { values } = parseArgs({ options: { to: { type: 'string' } } });

await runDataDirTask(async (config) => {
  const { folder, manifest } = await backupDataDir(config, values.to ? path.resolve(values.to) : undefined);
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  console.log(`Copia de seguridad creada en ${folder} (${manifest.files.length} archivos, ${(bytes / 1024).toFixed(0)} KiB).`);
  console.log(`Para restaurarla (con el servidor detenido): npm run restore -- --from "${folder}"`);
});
