/**
 * Test-only seeding for the finder spec, straight into a test server's database (run with the server's
 * env: DATA_DIR…, after the demo): delegates of "Asamblea General" in a delegation "Uruguay (finder)",
 * among them José Ángel Gómez Núñez, and a withdrawn one. Prints `{ gomez: { id, personalCode }, … }`.
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';
import { newId, nowIso } from '../../apps/server/src/lib/ids';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
const { db } = openDatabase(config);
try {
  const commission = await db.selectFrom('commission').select('id').where('name', '=', 'Asamblea General').executeTakeFirstOrThrow();
  const now = nowIso();
  const delegationId = newId();
  await db
    .insertInto('delegation')
    .values({
      id: delegationId,
      commissionId: commission.id,
      name: 'Uruguay (finder)',
      isoCode: 'UY',
      kind: 'miembro',
      veto: 0,
      position: 999,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const people = [
    { key: 'gomez', firstNames: 'José Ángel', lastNames: 'Gómez Núñez', documentNumber: 'FND1001', status: 'asignado', assigned: true },
    { key: 'perez', firstNames: 'Ana María', lastNames: 'Pérez Gómez', documentNumber: 'FND1002', status: 'asignado', assigned: false },
    {
      key: 'retirado',
      firstNames: 'Rodrigo',
      lastNames: 'Retirado Finder',
      documentNumber: 'FND1003',
      status: 'retirado',
      assigned: false,
    },
  ] as const;
  const out: Record<string, { id: string; personalCode: string }> = {};
  for (const p of people) {
    const row = newDelegateRow(
      {
        firstNames: p.firstNames,
        lastNames: p.lastNames,
        documentType: 'TI',
        documentNumber: p.documentNumber,
        birthDate: '2009-03-02',
        email: `${p.documentNumber.toLowerCase()}@finder.demo.quorum.test`,
        phone: null,
        institution: 'Colegio del Buscador',
        grade: '10',
        guardianName: 'Acudiente',
        guardianPhone: '3001234567',
      },
      { source: 'manual', status: p.status },
    );
    await db
      .insertInto('delegate')
      .values({ ...row, commissionId: p.status === 'retirado' ? null : commission.id, delegationId: p.assigned ? delegationId : null })
      .execute();
    out[p.key] = { id: row.id, personalCode: row.personalCode };
  }
  console.log(JSON.stringify(out));
} finally {
  await db.destroy();
}
