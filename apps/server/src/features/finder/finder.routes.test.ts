import { CHECK_IN_UNDO_WINDOW_MS, type DelegatePersonal, type FinderDelegate, type FinderResults } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, DATABASES, expectError, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';
import { createCommission, insertDelegateRows, seatDelegation } from '../../../test/fixtures';
import { newDelegateRow, updateDelegate } from '../../domain/delegates/delegates.store';

const base: Omit<DelegatePersonal, 'firstNames' | 'lastNames' | 'documentNumber' | 'email' | 'institution'> = {
  documentType: 'TI',
  birthDate: '2009-05-01',
  phone: null,
  grade: '10',
  guardianName: 'Acudiente',
  guardianPhone: '3000000000',
};

describe.each(DATABASES)('finder routes (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let logistica: TestAccount;
  let chair: TestAccount;
  let commissionId: string;
  const ids: Record<string, string> = {};
  const codes: Record<string, string> = {};

  const searchAll = async (q: string, cookie = logistica.cookie) => {
    const res = await t.call('GET', `/api/finder?q=${encodeURIComponent(q)}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FinderResults;
  };
  const search = async (q: string, cookie = logistica.cookie) => (await searchAll(q, cookie)).delegates;
  const card = async (id: string) =>
    (await t.call('GET', `/api/finder/delegates/${id}`, { cookie: logistica.cookie })).json() as FinderDelegate;
  const checkIn = (id: string, cookie = logistica.cookie) => t.call('POST', `/api/finder/delegates/${id}/check-in`, { cookie });
  const undo = (id: string, cookie = logistica.cookie) => t.call('POST', `/api/finder/delegates/${id}/check-in/undo`, { cookie });
  /**
   * Loads `count` delegates of «Colegio <firstNames>», all named `firstNames`, with last names numbered backwards
   * (`Zapata 25` … `Zapata 01`, so the insertion order is not the name order); `ids(i)` gives the i-th's document and e-mail.
   */
  const insertNumbered = (
    count: number,
    firstNames: string,
    lastName: string,
    ids: (i: number) => { documentNumber: string; email: string },
  ) =>
    insertDelegateRows(
      t,
      Array.from({ length: count }, (_, i) =>
        newDelegateRow(
          {
            ...base,
            firstNames,
            lastNames: `${lastName} ${String(count - i).padStart(String(count).length, '0')}`,
            institution: `Colegio ${firstNames}`,
            ...ids(i),
          },
          { source: 'carga' },
        ),
      ),
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor', { name: 'Gabriela Gestora' });
    logistica = await t.accountFor('Logistica', { name: 'Lucía Logística' });
    commissionId = (await createCommission(t, gestor.cookie, 'Asamblea General', { room: 'Auditorio' })).id;
    chair = await t.accountFor('Presidente', { comissionId: commissionId });
    const delegationId = await seatDelegation(t, commissionId, 'Perú', 'PE');
    const people = [
      {
        key: 'gomez',
        firstNames: 'José Ángel',
        lastNames: 'Gómez Núñez',
        documentNumber: 'TI1001',
        email: 'jose.gomez@colegio.test',
        institution: 'Colegio San José',
        status: 'asignado' as const,
        assigned: true,
      },
      {
        key: 'gomezb',
        firstNames: 'Ana',
        lastNames: 'Gomez Pérez',
        documentNumber: 'TI1002',
        email: 'ana@liceo.test',
        institution: 'Liceo Francés',
        status: 'asignado' as const,
        assigned: false,
      },
      {
        key: 'maria',
        firstNames: 'María',
        lastNames: 'Álvarez',
        documentNumber: 'CC5555',
        email: 'maria@uni.test',
        institution: 'Universidad Nacional',
        status: 'verificado' as const,
        assigned: false,
      },
      {
        key: 'retirado',
        firstNames: 'Rodrigo',
        lastNames: 'Retirado',
        documentNumber: 'TI9999',
        email: 'rodrigo@colegio.test',
        institution: 'Colegio San José',
        status: 'retirado' as const,
        assigned: false,
      },
      {
        key: 'percent',
        firstNames: 'Pía',
        lastNames: 'Zu_ñiga',
        documentNumber: 'TI2020',
        email: 'pia@colegio.test',
        institution: 'Colegio 100%',
        status: 'preinscrito' as const,
        assigned: false,
      },
    ];
    for (const p of people) {
      const row = newDelegateRow(
        {
          ...base,
          firstNames: p.firstNames,
          lastNames: p.lastNames,
          documentNumber: p.documentNumber,
          email: p.email,
          institution: p.institution,
        },
        { source: 'manual', status: p.status },
      );
      await insertDelegateRows(t, [{ ...row, ...(p.assigned ? { commissionId, delegationId } : {}) }]);
      ids[p.key] = row.id;
      codes[p.key] = row.personalCode;
    }
  });
  afterAll(() => t?.destroy());

  describe('who may use it', () => {
    it('answers 401 anonymous and 403 to a Presidente, on every finder route', async () => {
      for (const [method, url] of [
        ['GET', '/api/finder?q=gomez'],
        ['GET', `/api/finder/code/${codes.gomez}`],
        ['GET', `/api/finder/delegates/${ids.gomez}`],
        ['POST', `/api/finder/delegates/${ids.gomez}/check-in`],
        ['POST', `/api/finder/delegates/${ids.gomez}/check-in/undo`],
        ['PUT', `/api/finder/delegates/${ids.gomez}/kit`],
        ['PUT', `/api/finder/delegates/${ids.gomez}/notes`],
      ]) {
        expectError(await t.call(method, url, { body: { items: { carpeta: true }, notes: 'x' } }), 401, 'UNAUTHENTICATED');
        expectError(await t.call(method, url, { cookie: chair.cookie, body: { items: { carpeta: true }, notes: 'x' } }), 403, 'FORBIDDEN');
      }
      const after = await card(ids.gomez);
      expect(after).toMatchObject({ status: 'asignado', checkedInAt: null, notes: '', kit: { carpeta: false } });
    });

    it('lets a Gestor search too', async () => {
      expect((await search('gomez', gestor.cookie)).length).toBe(2);
    });
  });

  describe('GET /api/finder', () => {
    it('finds "Gómez" typed without accents, in capitals, or with accents, in Spanish order (accents aside)', async () => {
      for (const q of ['gomez', 'GÓMEZ', 'Gómez', '  gÓmEz  ']) {
        expect(
          (await search(q)).map((d) => d.lastNames),
          q,
        ).toEqual(['Gómez Núñez', 'Gomez Pérez']);
      }
    });

    it('needs every word: "jose gomez" and "gomez nunez" find only José Ángel', async () => {
      expect((await search('jose gomez')).map((d) => d.id)).toEqual([ids.gomez]);
      expect((await search('gomez nunez')).map((d) => d.id)).toEqual([ids.gomez]);
      expect(await search('angel ana')).toEqual([]);
    });

    it('finds by document, personal code, e-mail and institution', async () => {
      expect((await search('cc5555')).map((d) => d.id)).toEqual([ids.maria]);
      expect((await search(codes.maria.toLowerCase())).map((d) => d.id)).toEqual([ids.maria]);
      expect((await search('maria@uni.test')).map((d) => d.id)).toEqual([ids.maria]);
      expect((await search('liceo frances')).map((d) => d.id)).toEqual([ids.gomezb]);
      expect((await search('san jose')).map((d) => d.id).sort()).toEqual([ids.gomez, ids.retirado].sort());
    });

    it('returns commission, delegation, room and status with each result', async () => {
      const [found] = await search('jose angel');
      expect(found).toMatchObject({
        firstNames: 'José Ángel',
        lastNames: 'Gómez Núñez',
        commissionId,
        commissionName: 'Asamblea General',
        room: 'Auditorio',
        delegationName: 'Perú',
        delegationIsoCode: 'PE',
        status: 'asignado',
        checkedInAt: null,
        checkedInByName: null,
        kit: { escarapela: false, carpeta: false, manual: false, refrigerio: false },
      });
      expect(found).not.toHaveProperty('searchText');
    });

    it('treats % and _ literally (not as wildcards) and answers [] to an empty query', async () => {
      expect((await search('100%')).map((d) => d.id)).toEqual([ids.percent]);
      expect((await search('zu_n')).map((d) => d.id)).toEqual([ids.percent]);
      expect((await search('%')).map((d) => d.id)).toEqual([ids.percent]);
      expect((await search('_')).map((d) => d.id)).toEqual([ids.percent]);
      expect(await searchAll('')).toEqual({ delegates: [], total: 0, capped: false });
      expect(await searchAll('   ')).toEqual({ delegates: [], total: 0, capped: false });
    });

    it('returns at most 20 results, ordered by last names, and how many match in all', async () => {
      await insertNumbered(25, 'Lote', 'Zapata', (i) => ({ documentNumber: `LOT${1000 + i}`, email: `lote${i}@x.test` }));
      const { delegates: found, total } = await searchAll('colegio lote');
      expect(total).toBe(25);
      expect(found.length).toBe(20);
      expect(found[0].lastNames).toBe('Zapata 01');
      expect(found[19].lastNames).toBe('Zapata 20');
    });

    it('keeps the index in step when a delegate is renamed or deleted (any writer)', async () => {
      const row = newDelegateRow(
        {
          ...base,
          firstNames: 'Íñigo',
          lastNames: 'Viejo',
          documentNumber: 'REN100',
          email: 'inigo@x.test',
          institution: 'Colegio Cambio',
        },
        { source: 'manual' },
      );
      await insertDelegateRows(t, [row]);
      expect((await search('inigo viejo')).map((d) => d.id)).toEqual([row.id]);
      await updateDelegate(t.ctx.db, row.id, { lastNames: 'Nuevo Apellido' });
      expect(await search('viejo')).toEqual([]);
      expect((await search('inigo nuevo')).map((d) => d.id)).toEqual([row.id]);
      await t.ctx.db.deleteFrom('delegate').where('id', '=', row.id).execute();
      expect(await search('inigo')).toEqual([]);
    });

    it('pages a word that matches over a thousand delegates in name order, counting them up to 1000', async () => {
      await insertNumbered(1100, 'Masivo', 'Común', (i) => ({ documentNumber: `MAS${10000 + i}`, email: `m${i}@x.test` }));
      const { delegates: found, total, capped } = await searchAll('COMUN masivo');
      expect({ total, capped }).toEqual({ total: 1000, capped: true });
      expect(await searchAll('común 0777')).toMatchObject({ total: 2, capped: false });
      expect(found.map((d) => d.lastNames)).toEqual(Array.from({ length: 20 }, (_, i) => `Común ${String(i + 1).padStart(4, '0')}`));
      expect((await search('común 0777')).map((d) => d.lastNames)).toEqual(['Común 0323', 'Común 0777']); // 0323's document is MAS10777
    });

    it('answers 400 to an overly long query', async () => {
      expectError(await t.call('GET', `/api/finder?q=${'a'.repeat(201)}`, { cookie: logistica.cookie }), 400, 'VALIDATION');
    });
  });

  describe('GET /api/finder/code/:code', () => {
    it('opens the card of a badge printed before badge codes, by its personal code (any case, spaces trimmed)', async () => {
      const res = await t.call('GET', `/api/finder/code/${codes.gomez.toLowerCase()}`, { cookie: logistica.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.gomez, delegationName: 'Perú' });
    });

    it('checks a delegate in from their badge code, and still from an older badge’s personal code; the card carries the badge code only', async () => {
      const [fresh, older] = ['Nueva', 'Antigua'].map((lastNames, i) =>
        newDelegateRow(
          { ...base, firstNames: 'Escarapela', lastNames, documentNumber: `BADGE${i}`, email: `badge${i}@x.test`, institution: 'Colegio' },
          { source: 'manual', status: 'asignado' },
        ),
      );
      await insertDelegateRows(t, [fresh, older]);
      expect(fresh.badgeCode).not.toBe(fresh.personalCode);
      for (const [row, scanned] of [
        [fresh, ` ${fresh.badgeCode.toLowerCase()} `],
        [older, older.personalCode],
      ] as const) {
        const res = await t.call('GET', `/api/finder/code/${encodeURIComponent(scanned)}`, { cookie: logistica.cookie });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: row.id, badgeCode: row.badgeCode, status: 'asignado' });
        expect(res.json()).not.toHaveProperty('personalCode');
        const checkedIn = await checkIn(res.json().id);
        expect(checkedIn.json()).toMatchObject({ alreadyCheckedIn: false, delegate: { id: row.id, status: 'acreditado' } });
      }
      // The code printed under the QR, typed in the search box, finds its delegate too.
      expect((await search(fresh.badgeCode)).map((d) => d.id)).toEqual([fresh.id]);
    });

    it('answers 404 with a Spanish message to an unknown code', async () => {
      const res = await t.call('GET', '/api/finder/code/NOEXISTE1234', { cookie: logistica.cookie });
      expectError(res, 404, 'NOT_FOUND');
      expect(res.json().message).toBe('No hay ningún delegado con ese código.');
    });
  });

  describe('POST /api/finder/delegates/:id/check-in', () => {
    it('checks a delegate in once: time, staff user and status acreditado, audited', async () => {
      const res = await checkIn(ids.gomez);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ alreadyCheckedIn: false, checkedInByName: 'Lucía Logística' });
      expect(body.delegate).toMatchObject({ status: 'acreditado', checkedInBy: logistica.uid, checkedInByName: 'Lucía Logística' });
      expect(Date.parse(body.checkedInAt)).toBeGreaterThan(Date.now() - 60_000);
      const entry = (await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegate.checked_in' && e.entityId === ids.gomez);
      expect(entry).toMatchObject({ actorId: logistica.uid });
      expect((await search('jose gomez'))[0]).toMatchObject({ status: 'acreditado', checkedInAt: body.checkedInAt });
    });

    it('a second check-in (another staff user) changes nothing and says who and when', async () => {
      const first = await card(ids.gomez);
      const res = await checkIn(ids.gomez, gestor.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alreadyCheckedIn: true, checkedInAt: first.checkedInAt, checkedInByName: 'Lucía Logística' });
      expect(await card(ids.gomez)).toEqual(first);
      const audits = (await auditOf(t, gestor.cookie)).filter((e) => e.action === 'delegate.checked_in' && e.entityId === ids.gomez);
      expect(audits.length).toBe(1);
    });

    it('two check-ins at the same moment record exactly one', async () => {
      const [a, b] = await Promise.all([checkIn(ids.maria), checkIn(ids.maria, gestor.cookie)]);
      expect([a.json().alreadyCheckedIn, b.json().alreadyCheckedIn].sort()).toEqual([false, true]);
      expect(a.json().checkedInAt).toBe(b.json().checkedInAt);
    });

    it('refuses a withdrawn delegate with 409 and a Spanish message, changing nothing', async () => {
      const res = await checkIn(ids.retirado);
      expectError(res, 409, 'CONFLICT');
      expect(res.json().message).toBe('Este delegado está retirado: no se puede acreditar.');
      expect(await card(ids.retirado)).toMatchObject({ status: 'retirado', checkedInAt: null, checkedInBy: null });
    });

    it('answers 404 to an unknown delegate', async () => {
      expectError(await checkIn('no-existe'), 404, 'NOT_FOUND');
    });
  });

  describe('POST /api/finder/delegates/:id/check-in/undo', () => {
    const undone = async (id: string) =>
      (await auditOf(t, gestor.cookie)).filter((e) => e.action === 'delegate.check_in_undone' && e.entityId === id);

    it('lets whoever checked the delegate in undo it: status as before, check-in cleared, audited with its own event', async () => {
      expect((await checkIn(ids.percent)).json().delegate.status).toBe('acreditado');
      const res = await undo(ids.percent);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.percent, status: 'preinscrito', checkedInAt: null, checkedInBy: null });
      expect(await card(ids.percent)).toMatchObject({ status: 'preinscrito', checkedInAt: null, checkedInByName: null });
      expect(await undone(ids.percent)).toMatchObject([{ actorId: logistica.uid, entity: 'delegate' }]);
      const row = await t.ctx.db
        .selectFrom('auditLog')
        .select(['before', 'after'])
        .where('action', '=', 'delegate.check_in_undone')
        .where('entityId', '=', ids.percent)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.before ?? '{}')).toMatchObject({ status: 'acreditado', checkedInBy: logistica.uid });
      expect(JSON.parse(row.after ?? '{}')).toEqual({ status: 'preinscrito', checkedInAt: null });
      // Checked in again afterwards, as new.
      expect((await checkIn(ids.percent)).json()).toMatchObject({ alreadyCheckedIn: false });
      expect((await undo(ids.percent)).statusCode).toBe(200);
    });

    it('answers a second undo with 409 and a Spanish message, changing nothing', async () => {
      const before = await card(ids.percent);
      const entries = (await undone(ids.percent)).length;
      const res = await undo(ids.percent);
      expectError(res, 409, 'NOT_CHECKED_IN');
      expect(res.json().message).toBe('Este delegado no está acreditado: no hay nada que deshacer.');
      expect(await card(ids.percent)).toEqual(before);
      expect((await undone(ids.percent)).length).toBe(entries);
    });

    it('two undos at the same moment undo once', async () => {
      expect((await checkIn(ids.percent)).statusCode).toBe(200);
      const answers = await Promise.all([undo(ids.percent), undo(ids.percent)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('NOT_CHECKED_IN');
      expect(await card(ids.percent)).toMatchObject({ status: 'preinscrito', checkedInAt: null });
    });

    it('refuses another Logística user, and the same one after the window; the Gestor may undo any time', async () => {
      const other = await t.accountFor('Logistica', { name: 'Otra Puerta' });
      expect((await checkIn(ids.gomezb)).statusCode).toBe(200);
      const checkedIn = await card(ids.gomezb);
      const refused = await undo(ids.gomezb, other.cookie);
      expectError(refused, 403, 'CHECK_IN_UNDO_FORBIDDEN');
      expect(refused.json().message).toBe('Solo quien acreditó puede deshacerlo, y solo durante 2 minutos. Después, pídeselo a un Gestor.');
      const longAgo = new Date(Date.now() - CHECK_IN_UNDO_WINDOW_MS - 1000).toISOString();
      await t.ctx.db.updateTable('delegate').set({ checkedInAt: longAgo }).where('id', '=', ids.gomezb).execute();
      expectError(await undo(ids.gomezb), 403, 'CHECK_IN_UNDO_FORBIDDEN');
      expect(await card(ids.gomezb)).toMatchObject({ status: 'acreditado', checkedInBy: checkedIn.checkedInBy, checkedInAt: longAgo });
      const byGestor = await undo(ids.gomezb, gestor.cookie);
      expect(byGestor.statusCode, byGestor.body).toBe(200);
      expect(byGestor.json()).toMatchObject({ status: 'asignado', checkedInAt: null });
      expect((await undone(ids.gomezb))[0]).toMatchObject({ actorId: gestor.uid });
    });
  });

  describe('PUT kit and notes', () => {
    it('ticks kit items (others kept) and audits it', async () => {
      let res = await t.call('PUT', `/api/finder/delegates/${ids.gomezb}/kit`, {
        cookie: logistica.cookie,
        body: { items: { escarapela: true, carpeta: true } },
      });
      expect(res.statusCode, res.body).toBe(200);
      res = await t.call('PUT', `/api/finder/delegates/${ids.gomezb}/kit`, {
        cookie: logistica.cookie,
        body: { items: { carpeta: false, refrigerio: true } },
      });
      expect(res.json().kit).toEqual({ escarapela: true, carpeta: false, manual: false, refrigerio: true });
      expect((await card(ids.gomezb)).kit).toEqual({ escarapela: true, carpeta: false, manual: false, refrigerio: true });
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegate.kit_updated' && e.entityId === ids.gomezb)).toMatchObject(
        { actorId: logistica.uid },
      );
    });

    it('refuses an unknown kit item or a non-boolean with 400, changing nothing', async () => {
      const before = await card(ids.gomezb);
      for (const items of [{ camiseta: true }, { carpeta: 'sí' }, null]) {
        const res = await t.call('PUT', `/api/finder/delegates/${ids.gomezb}/kit`, { cookie: logistica.cookie, body: { items } });
        expectError(res, 400, 'VALIDATION');
      }
      const res = await t.call('PUT', `/api/finder/delegates/${ids.gomezb}/kit`, {
        cookie: logistica.cookie,
        body: { items: { camiseta: true } },
      });
      expect(JSON.stringify(res.json())).toMatch(/Elemento del kit desconocido/);
      expect(await card(ids.gomezb)).toEqual(before);
    });

    it('saves notes (trimmed) and audits them', async () => {
      const res = await t.call('PUT', `/api/finder/delegates/${ids.gomezb}/notes`, {
        cookie: gestor.cookie,
        body: { notes: '  Alergia al maní; recoge la carpeta mañana.  ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().notes).toBe('Alergia al maní; recoge la carpeta mañana.');
      expect((await card(ids.gomezb)).notes).toBe('Alergia al maní; recoge la carpeta mañana.');
      expect(
        (await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegate.notes_updated' && e.entityId === ids.gomezb),
      ).toMatchObject({ actorId: gestor.uid });
    });

    it('refuses notes over 2000 characters with a Spanish message, changing nothing', async () => {
      const res = await t.call('PUT', `/api/finder/delegates/${ids.gomezb}/notes`, {
        cookie: logistica.cookie,
        body: { notes: 'x'.repeat(2001) },
      });
      expectError(res, 400, 'VALIDATION');
      expect(JSON.stringify(res.json())).toMatch(/2000 caracteres/);
      expect((await card(ids.gomezb)).notes).toBe('Alergia al maní; recoge la carpeta mañana.');
    });

    it('keeps the search text in step (notes and kit do not break search)', async () => {
      expect((await search('liceo')).map((d) => d.id)).toEqual([ids.gomezb]);
    });
  });
});
