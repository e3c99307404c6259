/**
 * Test-only seeding for the awards spec, straight into a test server's database: two delegates of the
 * Asamblea General seated in its first delegation, with names no demo delegate has. Prints them as JSON
 * ({ name: personal code }).
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';
import { seedPersonal } from './seed-personal';

const PEOPLE = [
  ['Valentina', 'Zúñiga Ospina', 'AW1001'],
  ['Tomás', 'Ñáñez Rueda', 'AW1002'],
] as const;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
const { db } = openDatabase(config);
try {
  const commission = await db.selectFrom('commission').select('id').where('name', '=', 'Asamblea General').executeTakeFirstOrThrow();
  const delegation = await db
    .selectFrom('delegation')
    .select('id')
    .where('commissionId', '=', commission.id)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const codes: Record<string, string> = {};
  for (const [firstNames, lastNames, documentNumber] of PEOPLE) {
    const row = newDelegateRow(seedPersonal(firstNames, lastNames, documentNumber), { source: 'manual', status: 'asignado' });
    await db
      .insertInto('delegate')
      .values({ ...row, commissionId: commission.id, delegationId: delegation.id })
      .execute();
    codes[`${firstNames} ${lastNames}`] = row.personalCode;
  }
  console.log(JSON.stringify(codes));
} finally {
  await db.destroy();
}
