import { type CommissionInput, commissionInputSchema, type Role } from '@quorum/shared';
import { createStaffAccount } from '../auth/accounts';
import type { AppContext } from '../context';
import { insertCommission } from '../features/commissions/commissions.repository';
import { publishLegalText } from '../features/settings/settings.repository';
import { nowIso } from '../lib/ids';
import { loadDemoDelegates } from './demo-delegates';
import { loadDemoSession } from './demo-session';
import { runWithApp } from './run-with-app';

const COMMISSIONS: CommissionInput[] = [
  {
    name: 'Asamblea General',
    acronym: 'AG',
    kind: 'asamblea',
    capacity: 193,
    room: 'Auditorio principal',
    topics: ['Acceso universal al agua potable', 'Inteligencia artificial y empleo'],
  },
  {
    name: 'Consejo de Seguridad',
    acronym: 'CS',
    kind: 'consejo_seguridad',
    capacity: 15,
    room: 'Sala 2',
    topics: ['Seguridad marítima en el golfo de Guinea'],
  },
  {
    name: 'Consejo de Derechos Humanos',
    acronym: 'CDH',
    kind: 'asamblea',
    capacity: 47,
    room: 'Sala 3',
    topics: ['Derechos de las personas migrantes'],
  },
];

const ACCOUNTS: { email: string; name: string; role: Role; commission?: string }[] = [
  { email: 'gestor@demo.quorum.test', name: 'Gabriela Secretaría', role: 'Gestor' },
  { email: 'presidente@demo.quorum.test', name: 'Pablo Presidente', role: 'Presidente', commission: 'Asamblea General' },
  { email: 'logistica@demo.quorum.test', name: 'Lucía Logística', role: 'Logistica' },
];

/** Loads the demo conference; running it again changes nothing. */
async function loadDemo(ctx: AppContext): Promise<{ loadCode: string; projectionUrl: string }> {
  const { db } = ctx;
  const now = nowIso();
  await db
    .insertInto('eventSettings')
    .values({
      id: 1,
      name: 'Modelo ONU Demo',
      shortName: 'MONU Demo',
      startDate: '2027-03-10',
      endDate: '2027-03-12',
      venue: 'Colegio Demo',
      city: 'Bogotá',
      contactEmail: 'secretaria@demo.quorum.test',
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const ids = new Map<string, string>();
  for (const c of COMMISSIONS) {
    const existing = await db.selectFrom('commission').select('id').where('name', '=', c.name).executeTakeFirst();
    if (existing) {
      ids.set(c.name, existing.id);
      continue;
    }
    const row = await insertCommission(db, { ...commissionInputSchema.parse(c), room: c.room ?? null });
    ids.set(c.name, row.id);
  }
  for (const kind of ['tyc', 'privacy'] as const) {
    const has = await db.selectFrom('legalText').select('id').where('kind', '=', kind).executeTakeFirst();
    if (has) continue;
    const body =
      kind === 'tyc'
        ? '# Términos y condiciones\n\nAl inscribirte en el Modelo ONU Demo aceptas el código de conducta del evento.'
        : '# Política de privacidad\n\nTratamos solo los datos necesarios para organizar el evento y emitir los certificados.';
    await publishLegalText(db, kind, body, null);
  }
  for (const a of ACCOUNTS) {
    const exists = await db.selectFrom('profile').select('uid').where('email', '=', a.email).executeTakeFirst();
    if (exists) continue;
    await createStaffAccount(
      ctx,
      {
        email: a.email,
        name: a.name,
        role: a.role,
        password: ctx.config.demoPassword,
        comissionId: a.commission ? ids.get(a.commission) : null,
      },
      { uid: null, ip: null },
    );
  }
  const { loadCode } = await loadDemoDelegates(db, ids);
  const first = ids.get(COMMISSIONS[0].name) as string;
  const live = await db.selectFrom('liveState').select('version').where('commissionId', '=', first).executeTakeFirst();
  if (!live) await loadDemoSession(db, first, { uid: null, ip: null });
  const { projectionCode } = await db.selectFrom('commission').select('projectionCode').where('id', '=', first).executeTakeFirstOrThrow();
  return { loadCode, projectionUrl: `${ctx.config.publicUrl}/in?code=${projectionCode}` };
}

await runWithApp(async ({ ctx }) => {
  const { loadCode, projectionUrl } = await loadDemo(ctx);
  console.log('Conferencia de demostración "Modelo ONU Demo" cargada (delegaciones y unos 300 delegados).\n');
  console.log(`Cuentas (contraseña: ${ctx.config.demoPassword}):`);
  for (const a of ACCOUNTS) console.log(`  ${a.role.padEnd(11)} ${a.email}`);
  console.log(`\nCarga de delegados del "Colegio Demo": ${ctx.config.publicUrl}/load?code=${loadCode}`);
  console.log(`Pantalla de la sala de la ${COMMISSIONS[0].name} (sesión en curso): ${projectionUrl}`);
});
