/**
 * Seeds a commission for the /secretary/delegations spec: three delegations and five delegates with
 * preferences (four want the commission, one has none), registered one minute apart. Run with tsx and the
 * server's DATA_DIR in the environment; prints the commission's id.
 */
import { commissionInputSchema } from '@quorum/shared';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';
import { insertCommission } from '../../apps/server/src/features/commissions/commissions.repository';
import { newId, nowIso } from '../../apps/server/src/lib/ids';

const SEED_COMMISSION = { name: 'Comisión de Prueba Ñandú', acronym: 'CPN' };
const SEED_DELEGATIONS = ['Argentina', 'Bolivia', 'Chile'];
const SEED_DELEGATES = [
  { firstNames: 'Ana', lastNames: 'Muñoz', prefers: true },
  { firstNames: 'Bruno', lastNames: 'Peña', prefers: true },
  { firstNames: 'Carla', lastNames: 'Güell', prefers: true },
  { firstNames: 'Diego', lastNames: 'Núñez', prefers: true },
  { firstNames: 'Eva', lastNames: 'Sin Preferencia', prefers: false },
];

async function main() {
  const config = loadConfig(process.env);
  const { db } = openDatabase(config);
  try {
    const commission = await insertCommission(db, {
      ...commissionInputSchema.parse({ ...SEED_COMMISSION, kind: 'asamblea', capacity: 10, topics: ['Educación y niñez'] }),
      room: 'Sala E2E',
    });
    const now = nowIso();
    await db
      .insertInto('delegation')
      .values(
        SEED_DELEGATIONS.map((name, i) => ({
          id: newId(),
          commissionId: commission.id,
          name,
          isoCode: null,
          kind: 'miembro',
          veto: 0,
          position: i + 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const start = Date.now() - 60 * 60_000;
    for (const [i, d] of SEED_DELEGATES.entries()) {
      const row = newDelegateRow(
        {
          firstNames: d.firstNames,
          lastNames: d.lastNames,
          documentType: 'CC',
          documentNumber: `E2E${1000 + i}`,
          birthDate: '2001-05-05',
          email: `e2e${i}@example.com`,
          phone: null,
          institution: 'Colegio E2E',
          grade: null,
          guardianName: null,
          guardianPhone: null,
        },
        { source: 'preinscripcion', preferences: d.prefers ? [commission.id] : [] },
      );
      // Older than the demo's delegates, so they go first in the automatic assignment.
      await db
        .insertInto('delegate')
        .values({ ...row, createdAt: new Date(start + i * 60_000).toISOString() })
        .execute();
    }
    console.log(commission.id);
  } finally {
    await db.destroy();
  }
}

await main();
