/**
 * Test-only seeding for the certificates spec, straight into a test server's database (after the demo): a
 * delegate of "Asamblea General" with an accented name, seated in a delegation "Chile (certificados)" and
 * present on every roll call of the commission, and one of the same delegation never marked (below the
 * attendance threshold), and a «Mención de Honor» to the first, not published. Prints `{ commissionId, delegateId }`.
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
      name: 'Chile (certificados)',
      isoCode: 'CL',
      kind: 'miembro',
      veto: 0,
      position: 998,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const seated = (firstNames: string, lastNames: string, documentNumber: string) =>
    newDelegateRow(
      {
        firstNames,
        lastNames,
        documentType: 'CC',
        documentNumber,
        birthDate: '2004-03-02',
        email: `${documentNumber.toLowerCase()}@certificados.demo.quorum.test`,
        phone: null,
        institution: 'Colegio de los Certificados',
        grade: '11',
        guardianName: null,
        guardianPhone: null,
      },
      { source: 'manual', status: 'asignado' },
    );
  const row = seated('Íñigo José', 'Muñoz Güell', 'CRT2001');
  const absent = seated('Óscar', 'Peña Ibáñez', 'CRT2002');
  await db
    .insertInto('delegate')
    .values([
      { ...row, commissionId: commission.id, delegationId },
      { ...absent, commissionId: commission.id, delegationId },
    ])
    .execute();
  let rollCalls = await db.selectFrom('rollCall').select('id').where('commissionId', '=', commission.id).execute();
  if (!rollCalls.length) {
    const id = newId();
    await db
      .insertInto('rollCall')
      .values({
        id,
        commissionId: commission.id,
        sessionId: null,
        mode: 'chair',
        openedAt: now,
        closedAt: now,
        openedBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    rollCalls = [{ id }];
  }
  for (const r of rollCalls)
    await db
      .insertInto('rollCallMark')
      .values({ rollCallId: r.id, delegateId: row.id, delegationId, status: 'presente', markedAt: now, markedBy: null })
      .execute();
  // An award given and not published: where certificates are issued, it is listed as left out.
  const honour = await db.selectFrom('awardCategory').select('id').where('name', '=', 'Mención de Honor').executeTakeFirstOrThrow();
  await db
    .insertInto('award')
    .values({
      id: newId(),
      categoryId: honour.id,
      commissionId: commission.id,
      delegateId: row.id,
      delegationId: null,
      note: null,
      assignedBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  console.log(JSON.stringify({ commissionId: commission.id, delegateId: row.id }));
} finally {
  await db.destroy();
}
