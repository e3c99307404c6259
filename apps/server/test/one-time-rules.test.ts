import type { LoadCode } from '@quorum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createSetupToken } from '../src/features/setup/setup-token';
import { DATABASES, seedReadyEvent, startTestApp, type TestApp } from './harness';

/** One-time rules hold when the same request arrives many times at once. */

const TIMES = 10;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const gridRow = (doc: string) => ({
  firstNames: 'María José',
  lastNames: 'Núñez Peña',
  documentType: 'CC',
  documentNumber: doc,
  birthDate: '2000-03-15',
  email: `${doc.toLowerCase()}@colegio.test`,
});
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|los|las|de|no|ya)\b/i;

describe.each(DATABASES)('one-time rules under concurrency (%s)', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.destroy();
    t = undefined;
  });

  it.each([
    ['one setup link', 1],
    ['two different setup links (two starts of the server)', 2],
  ])(`%s used ${TIMES} times at once creates exactly one Gestor`, async (_title, links) => {
    t = await startTestApp(kind);
    const app = t;
    const tokens = await Promise.all(Array.from({ length: links }, () => createSetupToken(app.ctx.db)));
    const answers = await Promise.all(
      Array.from({ length: TIMES }, (_, i) =>
        app.call('POST', '/api/setup', {
          body: {
            token: tokens[i % links],
            name: `Greta Gestora ${i}`,
            email: `greta${i}@test.quorum`,
            password: 'el-faro-ilumina-la-bahía-de-noche-3',
          },
        }),
      ),
    );
    expect(
      answers.filter((r) => r.statusCode === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, r.body).toBeLessThan(500);
      expect(r.json().message).toMatch(SPANISH);
    }
    const gestores = await app.ctx.db.selectFrom('profile').select('uid').where('role', '=', 'Gestor').execute();
    expect(gestores).toHaveLength(1);
  });

  it('two Gestores disabling each other at once always leave an active Gestor', async () => {
    t = await startTestApp(kind);
    for (let round = 0; round < 4; round++) {
      const a = await t.accountFor('Gestor');
      const b = await t.accountFor('Gestor');
      // Only these two are active Gestores in this round.
      await t.ctx.db
        .updateTable('profile')
        .set({ active: 0 })
        .where('role', '=', 'Gestor')
        .where('uid', 'not in', [a.uid, b.uid])
        .execute();
      const [ab, ba] = await Promise.all([
        t.call('POST', `/api/users/${b.uid}/disable`, { cookie: a.cookie }),
        t.call('POST', `/api/users/${a.uid}/disable`, { cookie: b.cookie }),
      ]);
      // One disable wins. The other is refused as the last Gestor (409), or, when it arrives after the
      // winner has ended its sessions, as signed out (401).
      const [won, refused] = ab.statusCode === 200 ? [ab, ba] : [ba, ab];
      expect(won.statusCode, won.body).toBe(200);
      expect(refused.json()).toMatchObject({ code: refused.statusCode === 401 ? 'UNAUTHENTICATED' : 'LAST_GESTOR' });
      expect([401, 409]).toContain(refused.statusCode);
      const active = await t.ctx.db.selectFrom('profile').select('uid').where('role', '=', 'Gestor').where('active', '=', 1).execute();
      expect(active).toHaveLength(1);
    }
  });

  it(`a load code's quota holds under concurrent saves, and a double-clicked save answers in Spanish`, async () => {
    t = await startTestApp(kind);
    const app = t;
    await seedReadyEvent(app);
    const gestor = await app.accountFor('Gestor');
    const created = await app.call('POST', '/api/load-codes', {
      cookie: gestor.cookie,
      body: { institution: 'Colegio Concurrente', quota: 5, expiresAt: tomorrow() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = (created.json() as LoadCode).code;

    // Three different loads of 5 rows each: only one fits the quota of 5.
    const loads = [0, 1, 2].map((l) => ({ rows: [1, 2, 3, 4, 5].map((n) => gridRow(`C100${l}${n}`)) }));
    const answers = await Promise.all(loads.map((body) => app.call('POST', `/api/load/${code}/rows/save`, { body })));
    for (const r of answers) expect([200, 409, 422], r.body).toContain(r.statusCode);
    expect(
      answers.filter((r) => r.statusCode === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    const count = async () =>
      Number(
        (
          await app.ctx.db
            .selectFrom('delegate')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(5);

    // The same save sent ten times at once (a double click): no 500, every refusal in Spanish.
    const second = await app.call('POST', '/api/load-codes', {
      cookie: gestor.cookie,
      body: { institution: 'Colegio del Doble Clic', quota: 50, expiresAt: tomorrow() },
    });
    const again = (second.json() as LoadCode).code;
    const body = { rows: [1, 2, 3].map((n) => gridRow(`D100${n}`)) };
    const clicks = await Promise.all(Array.from({ length: TIMES }, () => app.call('POST', `/api/load/${again}/rows/save`, { body })));
    for (const r of clicks) {
      expect(r.statusCode, r.body).toBeLessThan(500);
      if (r.statusCode !== 200) {
        expect(r.statusCode, r.body).toBe(409);
        expect(r.json().message).toMatch(SPANISH);
      }
    }
    expect(await count()).toBe(8);
  });
});
