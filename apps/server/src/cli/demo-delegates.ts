import { type DelegateStatus, isMinor } from '@quorum/shared';
import { fakerES as faker } from '@faker-js/faker';
import countries from 'i18n-iso-countries';
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import type { Db } from '../db/database';
import { newDelegateRow } from '../domain/delegates/delegates.store';
import { newAccessCode, newId, nowIso } from '../lib/ids';

countries.registerLocale(es);

/** Seats of the demo commissions: ISO codes (veto holders first in the Security Council). */
const SEATS: Record<string, { codes: string[]; veto?: string[] }> = {
  'Asamblea General': {
    codes: 'AR BO BR CA CL CN CO CR CU DE EC EG ES FR GB GT IN IT JP KE MX NG PA PE PY RU SA US UY VE ZA AU'.split(' '),
  },
  'Consejo de Seguridad': { codes: 'CN FR GB RU US BR EC JP MT MZ CH AE GA GH AL'.split(' '), veto: ['CN', 'FR', 'GB', 'RU', 'US'] },
  'Consejo de Derechos Humanos': { codes: 'AR BO CL CN CU DE FR GB IN JP KR MX NL PK PY QA SN US VN ZA'.split(' ') },
};
const SCHOOLS = [
  'Colegio San Bartolomé',
  'Liceo Francés',
  'Colegio Gimnasio Moderno',
  'Institución Educativa Técnica',
  'Colegio Alemán',
  'Universidad del Rosario',
];
const DEMO_DELEGATES = 300;

/**
 * Demo delegations and about 300 delegates with realistic Spanish names (deterministic: faker is seeded),
 * some verified, some checked in; and one active school-load code. Running it again adds nothing.
 */
export async function loadDemoDelegates(db: Db, commissionIds: Map<string, string>): Promise<{ loadCode: string }> {
  const now = nowIso();
  const seatsByCommission = new Map<string, { id: string }[]>();
  for (const [name, { codes, veto = [] }] of Object.entries(SEATS)) {
    const commissionId = commissionIds.get(name);
    if (!commissionId) continue;
    const existing = await db.selectFrom('delegation').select(['id', 'isoCode']).where('commissionId', '=', commissionId).execute();
    const have = new Set(existing.map((d) => d.isoCode));
    const rows = codes
      .filter((code) => !have.has(code))
      .map((code) => ({
        id: newId(),
        commissionId,
        name: countries.getName(code, 'es') ?? code,
        isoCode: code,
        kind: 'miembro',
        veto: veto.includes(code) ? 1 : 0,
        position: codes.indexOf(code) + 1,
        createdAt: now,
        updatedAt: now,
      }));
    if (rows.length) await db.insertInto('delegation').values(rows).execute();
    seatsByCommission.set(commissionId, [...existing, ...rows]);
  }

  const already = await db.selectFrom('delegate').select('documentNumber').where('documentNumber', 'like', 'DEMO%').execute();
  if (already.length === 0) {
    faker.seed(2026);
    const commissions = [...seatsByCommission.entries()];
    const seatQueue = commissions.flatMap(([commissionId, seats]) => seats.map((s) => ({ commissionId, delegationId: s.id })));
    const rows = [];
    for (let i = 0; i < DEMO_DELEGATES; i++) {
      const firstNames = faker.person.firstName();
      const lastNames = `${faker.person.lastName().split(' ')[0]} ${faker.person.lastName().split(' ')[0]}`;
      const birthDate = faker.date.between({ from: '2006-01-01', to: '2012-12-31' }).toISOString().slice(0, 10);
      const minor = isMinor(birthDate);
      const seat = i < seatQueue.length && i % 4 !== 3 ? seatQueue[i] : null;
      const status: DelegateStatus = seat ? (i % 3 === 0 ? 'acreditado' : 'asignado') : i % 2 ? 'verificado' : 'preinscrito';
      const row = newDelegateRow(
        {
          firstNames,
          lastNames,
          documentType: minor ? 'TI' : 'CC',
          documentNumber: `DEMO${String(i + 1).padStart(4, '0')}`,
          birthDate,
          email: faker.internet.email({ firstName: firstNames, lastName: lastNames, provider: 'correo.demo.quorum.test' }).toLowerCase(),
          phone: faker.phone.number({ style: 'national' }),
          institution: SCHOOLS[i % SCHOOLS.length],
          grade: String(9 + (i % 3)),
          guardianName: minor ? faker.person.fullName() : null,
          guardianPhone: minor ? faker.phone.number({ style: 'national' }) : null,
        },
        {
          source: i % 5 === 0 ? 'carga' : 'preinscripcion',
          preferences: commissions
            .slice(0, 3)
            .map(([id]) => id)
            .sort(() => (i % 2 ? 1 : -1)),
          status,
          consentTermsVersion: 1,
          consentPrivacyVersion: 1,
        },
      );
      rows.push({
        ...row,
        commissionId: seat?.commissionId ?? null,
        delegationId: seat?.delegationId ?? null,
        assignmentManual: seat ? 1 : 0,
        verifiedAt: status === 'preinscrito' ? null : now,
        checkedInAt: status === 'acreditado' ? now : null,
      });
    }
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto('delegate')
        .values(rows.slice(i, i + 100))
        .execute();
  }

  const code = await db
    .selectFrom('accessCode')
    .select('code')
    .where('purpose', '=', 'carga')
    .where('institution', '=', 'Colegio Demo')
    .where('revoked', '=', 0)
    .executeTakeFirst();
  if (code) return { loadCode: code.code };
  const loadCode = newAccessCode();
  await db
    .insertInto('accessCode')
    .values({
      id: newId(),
      purpose: 'carga',
      code: loadCode,
      commissionId: null,
      institution: 'Colegio Demo',
      quota: 200,
      expiresAt: new Date(Date.now() + 60 * 86400_000).toISOString(),
      revoked: 0,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { loadCode };
}
