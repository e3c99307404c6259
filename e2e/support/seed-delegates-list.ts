/**
 * Test-only seeding for e2e/tests/secretary-list.spec.ts: four delegates of one school, straight into a test
 * server's database (run with the server's env: DATA_DIR…). Two are possible duplicates (same names without
 * accents, same birth date); one has a grade that a spreadsheet would run as a formula if the export did
 * not neutralise it (the forms refuse it; old data might not). Prints the ids as JSON.
 */
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newDelegateRow } from '../../apps/server/src/domain/delegates/delegates.store';

export const LIST_SCHOOL = 'Colegio Ñandú de Pruebas';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
const { db } = openDatabase(config);
try {
  const base = {
    documentType: 'TI' as const,
    birthDate: '2010-06-15',
    email: 'familia@nandu.demo.quorum.test',
    phone: '300 555 0101',
    institution: LIST_SCHOOL,
    grade: '9',
    guardianName: 'Marta Ruiz',
    guardianPhone: '300 555 0102',
  };
  const rows = [
    newDelegateRow({ ...base, firstNames: 'José', lastNames: 'Gómez Ruiz', documentNumber: 'LISTA-001' }, { source: 'carga' }),
    newDelegateRow({ ...base, firstNames: 'Jose', lastNames: 'Gomez Ruiz', documentNumber: 'LISTA-002' }, { source: 'preinscripcion' }),
    newDelegateRow(
      { ...base, firstNames: 'Lucía', lastNames: 'Pérez Sánchez', documentNumber: 'LISTA-003', birthDate: '2009-02-01' },
      { source: 'carga', status: 'verificado' },
    ),
    newDelegateRow(
      { ...base, firstNames: 'Mallory', lastNames: 'Fórmula', documentNumber: 'LISTA-004', birthDate: '2008-03-03', grade: '=1+1' },
      { source: 'manual' },
    ),
  ];
  await db.insertInto('delegate').values(rows).execute();
  console.log(JSON.stringify(rows.map((r) => r.id)));
} finally {
  await db.destroy();
}
