/**
 * Test-only seeding for the self check-in spec (run with the server's env): seats one delegate, Camila Rojas
 * (document MEETS001), in the commission and delegation given as arguments. Prints `{ id }`.
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';

const [commissionId, delegationId] = process.argv.slice(2);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
const { db } = openDatabase(config);
try {
  const row = newDelegateRow(
    {
      firstNames: 'Camila',
      lastNames: 'Rojas Díaz',
      documentType: 'TI',
      documentNumber: 'MEETS001',
      birthDate: '2009-03-02',
      email: 'meets001@meets.demo.quorum.test',
      phone: null,
      institution: 'Colegio del Autorregistro',
      grade: '10',
      guardianName: 'Acudiente',
      guardianPhone: '3001234567',
    },
    { source: 'manual', status: 'asignado' },
  );
  await db
    .insertInto('delegate')
    .values({ ...row, commissionId, delegationId })
    .execute();
  console.log(JSON.stringify({ id: row.id }));
} finally {
  await db.destroy();
}
