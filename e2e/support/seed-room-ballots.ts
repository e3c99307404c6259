/**
 * Test-only seeding for the phone ballots spec (run with the server's env): seats one delegate in each delegation
 * given after the commission. Prints `[{ id, personalCode, delegationId }]` in the order given.
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';

const [commissionId, ...delegationIds] = process.argv.slice(2);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
const { db } = openDatabase(config);
try {
  const rows = delegationIds.map((delegationId, i) => ({
    ...newDelegateRow(
      {
        firstNames: `Delegada ${i + 1}`,
        lastNames: 'De los Teléfonos',
        documentType: 'CC',
        documentNumber: `PHONE00${i + 1}`,
        birthDate: '2005-03-02',
        email: `phone00${i + 1}@sala.demo.quorum.test`,
        phone: null,
        institution: 'Colegio de los Teléfonos',
        grade: '11',
        guardianName: null,
        guardianPhone: null,
      },
      { source: 'manual', status: 'asignado' },
    ),
    commissionId,
    delegationId,
  }));
  await db.insertInto('delegate').values(rows).execute();
  console.log(JSON.stringify(rows.map((r) => ({ id: r.id, personalCode: r.personalCode, delegationId: r.delegationId }))));
} finally {
  await db.destroy();
}
