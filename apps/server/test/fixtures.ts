/** Seed data written straight to the database or through the API, for tests that need a conference to work on. */
import type { Commission, DelegatePersonal, DelegationKind } from '@quorum/shared';
import type { Insertable } from 'kysely';
import type { DelegateTable } from '../src/db/schema';
import { newDelegateRow } from '../src/domain/delegates/delegates.store';
import { insertDelegation } from '../src/features/delegations/delegations.repository';
import { commissionBody, type TestAccount, type TestApp } from './harness';

/** Creates a commission through the API (as the Gestor whose cookie is given) and answers it. */
export async function createCommission(
  t: TestApp,
  gestorCookie: string,
  name = 'Asamblea General',
  extra: Record<string, unknown> = {},
): Promise<Commission> {
  const res = await t.call('POST', '/api/commissions', { cookie: gestorCookie, body: commissionBody(name, extra) });
  if (res.statusCode !== 201) throw new Error(`commission not created: ${res.statusCode} ${res.body}`);
  return res.json() as Commission;
}

/** A commission with its Presidente: the Gestor, Logística, the commission and its chair. */
export interface CommissionWithChair {
  gestor: TestAccount;
  logistica: TestAccount;
  commission: Commission;
  chair: TestAccount;
}

/** Signs in a Gestor and a Logística, creates one commission and gives it a Presidente. */
export async function seedCommissionWithChair(
  t: TestApp,
  name = 'Asamblea General',
  extra: Record<string, unknown> = {},
  names: { gestor?: string; logistica?: string } = {},
): Promise<CommissionWithChair> {
  const gestor = await t.accountFor('Gestor', names.gestor ? { name: names.gestor } : {});
  const logistica = await t.accountFor('Logistica', names.logistica ? { name: names.logistica } : {});
  const commission = await createCommission(t, gestor.cookie, name, extra);
  const chair = await t.accountFor('Presidente', { comissionId: commission.id });
  return { gestor, logistica, commission, chair };
}

/** Seats a delegation (a member, first, without veto unless told) in a commission straight in the database; answers its id. */
export async function seatDelegation(
  t: TestApp,
  commissionId: string,
  name: string,
  isoCode: string | null,
  opts: { position?: number; veto?: boolean; kind?: DelegationKind } = {},
): Promise<string> {
  const values = { name, isoCode, kind: opts.kind ?? 'miembro', veto: opts.veto ?? false };
  return (await insertDelegation(t.ctx.db, commissionId, values, opts.position ?? 1)).id;
}

/** Inserts delegates straight into the database (registration and loads are other features), as given, 100 a statement. */
export async function insertDelegateRows(t: TestApp, rows: Insertable<DelegateTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await t.ctx.db
      .insertInto('delegate')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** Inserts one delegate (source `manual` unless told) with any column overridden; answers the row written. */
export async function insertDelegate(
  t: TestApp,
  personal: DelegatePersonal,
  extra: Partial<Parameters<typeof newDelegateRow>[1]> = {},
  columns: Partial<Insertable<DelegateTable>> = {},
): Promise<Insertable<DelegateTable>> {
  const row = { ...newDelegateRow(personal, { source: 'manual', ...extra }), ...columns };
  await insertDelegateRows(t, [row]);
  return row;
}

/** Two commissions, each with its Presidente: `a` (Asamblea General) and `b` (Consejo de Seguridad, with `bExtra`). */
export interface TwoCommissions {
  gestor: TestAccount;
  logistica: TestAccount;
  a: Commission;
  b: Commission;
  chair: TestAccount;
  otherChair: TestAccount;
}

/** Signs in a Gestor and a Logística and creates two commissions with a Presidente each (`chair` of a, `otherChair` of b). */
export async function seedTwoCommissions(t: TestApp, bExtra: Record<string, unknown> = {}): Promise<TwoCommissions> {
  const { gestor, logistica, commission: a, chair } = await seedCommissionWithChair(t);
  const b = await createCommission(t, gestor.cookie, 'Consejo de Seguridad', bExtra);
  const otherChair = await t.accountFor('Presidente', { comissionId: b.id });
  return { gestor, logistica, a, b, chair, otherChair };
}

/** An adult's personal data without a guardian (any field overridden). */
export function adultPersonal(overrides: Partial<DelegatePersonal> & Pick<DelegatePersonal, 'documentNumber'>): DelegatePersonal {
  return {
    firstNames: 'Ana',
    lastNames: 'Pérez',
    documentType: 'CC',
    birthDate: '2000-01-01',
    email: `${overrides.documentNumber.toLowerCase()}@colegio.test`,
    phone: null,
    institution: 'Colegio',
    grade: null,
    guardianName: null,
    guardianPhone: null,
    ...overrides,
  };
}
