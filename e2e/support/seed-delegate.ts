/**
 * Test-only seeding of a delegate assigned to a commission (no delegation yet), straight into a test
 * server's database: `node --import tsx e2e/support/seed-delegate.ts '<commission name>' '<first names>'
 * '<last names>' <document>` with the server's env (DATA_DIR…). Prints the delegate's id and personal code, as JSON.
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';
import { seedPersonal } from './seed-personal';

const [commissionName, firstNames, lastNames, documentNumber] = process.argv.slice(2);
if (!commissionName || !firstNames || !lastNames || !documentNumber)
  throw new Error('usage: seed-delegate.ts <commission> <first names> <last names> <document>');

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
const { db } = openDatabase(config);
try {
  const commission = await db.selectFrom('commission').select('id').where('name', '=', commissionName).executeTakeFirstOrThrow();
  const row = newDelegateRow(seedPersonal(firstNames, lastNames, documentNumber), { source: 'manual', status: 'verificado' });
  await db
    .insertInto('delegate')
    .values({ ...row, commissionId: commission.id, verifiedAt: new Date().toISOString() })
    .execute();
  console.log(JSON.stringify({ id: row.id, code: row.personalCode }));
} finally {
  await db.destroy();
}
