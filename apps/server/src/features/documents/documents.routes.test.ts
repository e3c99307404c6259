import type {
  CommissionAwards,
  CommissionDocument,
  DocumentTrash,
  PublicCommission,
  PublicDocument,
  VerificationView,
} from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { exeOf, multipartBody, ORIGIN, pdfOf } from '../../../test/upload-fixtures';
import { purgeDocumentTrash } from './documents.use-cases';

describe.each(DATABASES)('documents routes (%s)', (kind) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  let france: string;
  let chile: string;
  let japan: string;

  const base = () => `/api/commissions/${a.id}/documents`;
  const details = (extra: Record<string, unknown> = {}) => ({
    kind: 'posicion',
    title: 'Documento de posición de Francia',
    visibility: 'mesa',
    authorDelegationId: france,
    sponsorIds: [],
    signatoryIds: [],
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}, cookie = chair.cookie) => {
    const res = await t.call('POST', base(), { cookie, body: details(extra) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CommissionDocument;
  };
  const upload = (documentId: string, file: { name: string; content: Buffer }, cookie = chair.cookie) => {
    const body = multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: `${base()}/${documentId}/versions`,
      headers: { cookie, origin: ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const setStatus = (documentId: string, status: string, comment: string | null = null) =>
    t.call('POST', `${base()}/${documentId}/status`, { cookie: chair.cookie, body: { status, comment } });
  const list = async () => (await t.call('GET', base(), { cookie: chair.cookie })).json() as CommissionDocument[];
  const positionPaperChecks = async () => {
    const view = (await t.call('GET', `/api/commissions/${a.id}/awards`, { cookie: chair.cookie })).json() as CommissionAwards;
    const card = view.categories.find((c) => c.category.name === 'Mejor Documento de Posición');
    return card?.candidates.map((c) => [c.name, c.eligible]);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { MAX_UPLOAD_MB: '1' });
    ({ gestor, logistica, a, b, chair, otherChair } = await seedTwoCommissions(t));
    france = await seatDelegation(t, a.id, 'Francia', 'FR', { position: 1 });
    chile = await seatDelegation(t, a.id, 'Chile', 'CL', { position: 2 });
    japan = await seatDelegation(t, b.id, 'Japón', 'JP');
  });
  afterAll(() => t?.destroy());

  it('keeps each upload as a new version, the old ones downloadable, the latest shown inline with ranges', async () => {
    const doc = await create({ sponsorIds: [chile], signatoryIds: [chile, france] });
    expect(doc).toMatchObject({
      status: 'recibido',
      author: { name: 'Francia' },
      sponsors: [{ name: 'Chile' }],
      signatories: [{ name: 'Chile' }],
      versions: [],
    });
    const first = pdfOf(3000);
    const one = await upload(doc.id, { name: 'Posición «Francia».pdf', content: first });
    expect(one.statusCode, one.body).toBe(201);
    const second = pdfOf(5000);
    const two = await upload(doc.id, { name: 'Posición v2.pdf', content: second });
    expect(two.statusCode, two.body).toBe(201);
    const [kept] = await list();
    expect(kept.versions.map((v) => [v.number, v.name, v.mediaType, v.size])).toEqual([
      [2, 'Posición v2.pdf', 'application/pdf', 5000],
      [1, 'Posición «Francia».pdf', 'application/pdf', 3000],
    ]);
    const url = (versionId: string, inline = false) => `${base()}/${doc.id}/versions/${versionId}${inline ? '?inline=1' : ''}`;
    const old = await t.call('GET', url(kept.versions[1].id), { cookie: chair.cookie });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(first)).toBe(true);
    expect(old.headers['content-disposition']).toMatch(/^attachment;/);
    const latest = await t.call('GET', url(kept.versions[0].id, true), { cookie: gestor.cookie });
    expect(latest.headers['content-type']).toBe('application/pdf');
    expect(latest.headers['content-disposition']).toMatch(/^inline;/);
    // The page may show it in a frame; another site may not.
    expect(latest.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(old.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const part = await t.call('GET', url(kept.versions[0].id, true), { cookie: chair.cookie, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(part.headers['content-range']).toBe('bytes 0-7/5000');
    expectError(await t.call('GET', url(kept.versions[0].id), { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    const actions = (await auditOf(t, gestor.cookie)).filter((e) => e.entityId === doc.id).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['document.created', 'document.version_added']));
    expect(actions.filter((x) => x === 'document.version_added')).toHaveLength(2);
  });

  it('refuses an executable renamed .pdf and a file over the limit, keeping nothing', async () => {
    const doc = await create({ kind: 'trabajo', title: 'Documento de trabajo', authorDelegationId: null });
    const exe = await upload(doc.id, { name: 'programa.pdf', content: exeOf() });
    expectError(exe, 415, 'FILE_TYPE_NOT_ALLOWED');
    expect(exe.json().message).toContain('PDF, PNG, JPEG, WebP');
    const big = await upload(doc.id, { name: 'enorme.pdf', content: pdfOf(1024 * 1024 + 10) });
    expectError(big, 413, 'FILE_TOO_LARGE');
    expect((await list()).find((d) => d.id === doc.id)?.versions).toEqual([]);
    expect(await t.ctx.db.selectFrom('documentVersion').select('id').where('documentId', '=', doc.id).execute()).toEqual([]);
  });

  it('answers 401 anonymous and 403 to Logística and the chair of another commission, changing nothing', async () => {
    const before = (await list()).length;
    expectError(await t.call('GET', base()), 401, 'UNAUTHENTICATED');
    for (const cookie of [logistica.cookie, otherChair.cookie]) {
      expectError(await t.call('GET', base(), { cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', base(), { cookie, body: details() }), 403, 'FORBIDDEN');
    }
    const [doc] = await list();
    expectError(await upload(doc.id, { name: 'x.pdf', content: pdfOf() }, otherChair.cookie), 403, 'FORBIDDEN');
    expect((await list()).length).toBe(before);
    expect((await list())[0].versions.length).toBe(doc.versions.length);
  });

  it('refuses delegations of another commission and illegal status changes, requiring a reason to reject', async () => {
    expectError(
      await t.call('POST', base(), { cookie: chair.cookie, body: details({ authorDelegationId: japan }) }),
      400,
      'DOCUMENT_DELEGATION_INVALID',
    );
    expectError(
      await t.call('POST', base(), { cookie: chair.cookie, body: details({ sponsorIds: [japan] }) }),
      400,
      'DOCUMENT_DELEGATION_INVALID',
    );
    const doc = await create({ authorDelegationId: chile, title: 'Posición de Chile' });
    const skip = await setStatus(doc.id, 'aprobado');
    expectError(skip, 409, 'DOCUMENT_STATUS_INVALID');
    expect(skip.json().message).toBe('Un documento recibido no puede pasar a aprobado.');
    expect((await setStatus(doc.id, 'en_revision')).json()).toMatchObject({ status: 'en_revision' });
    expectError(await setStatus(doc.id, 'rechazado'), 400, 'DOCUMENT_COMMENT_REQUIRED');
    const rejected = await setStatus(doc.id, 'rechazado', 'Falta la bibliografía.');
    expect(rejected.json()).toMatchObject({ status: 'rechazado', statusComment: 'Falta la bibliografía.' });
    expectError(await setStatus(doc.id, 'en_revision'), 409, 'DOCUMENT_STATUS_INVALID');
    const actions = (await auditOf(t, gestor.cookie)).filter((e) => e.entityId === doc.id).map((e) => e.action);
    expect(actions.filter((x) => x === 'document.status_changed')).toHaveLength(2);
    // A new file of a rejected document is received again.
    expect((await upload(doc.id, { name: 'corregido.pdf', content: pdfOf() })).json()).toMatchObject({
      status: 'recibido',
      statusComment: null,
    });
  });

  it('counts a position paper not rejected for the «Mejor Documento de Posición» award', async () => {
    // Francia's paper (received) counts; Chile's was rejected and then received again, so it counts too.
    expect(await positionPaperChecks()).toEqual([
      ['Francia', true],
      ['Chile', true],
    ]);
    const chileDoc = (await list()).find((d) => d.author?.id === chile) as CommissionDocument;
    await setStatus(chileDoc.id, 'en_revision');
    await setStatus(chileDoc.id, 'rechazado', 'Sigue sin bibliografía.');
    expect(await positionPaperChecks()).toEqual([
      ['Francia', true],
      ['Chile', false],
    ]);
    const paper = (await t.call('GET', '/api/award-categories', { cookie: gestor.cookie }))
      .json()
      .find((c: { name: string }) => c.name === 'Mejor Documento de Posición');
    const refused = await t.call('POST', `/api/commissions/${a.id}/awards`, {
      cookie: chair.cookie,
      body: { categoryId: paper.id, recipientId: chile },
    });
    expectError(refused, 409, 'AWARD_INELIGIBLE');
    expect(refused.json().message).toContain('Documento de posición: no recibido');
  });

  it('lists only the public documents for anyone, on the home page too, and serves their latest file', async () => {
    const doc = await create({ kind: 'resolucion', title: 'Resolución 1/1', authorDelegationId: france, sponsorIds: [chile] });
    await upload(doc.id, { name: 'resolucion.pdf', content: pdfOf(2500) });
    const publicList = async () => (await t.call('GET', `/api/commissions/${a.id}/public-documents`)).json() as PublicDocument[];
    expect(await publicList()).toEqual([]);
    expectError(await t.call('GET', `/api/public-documents/${doc.id}/file`), 404, 'NOT_FOUND');
    const changed = await t.call('PUT', `${base()}/${doc.id}`, {
      cookie: chair.cookie,
      body: details({ kind: 'resolucion', title: 'Resolución 1/1', visibility: 'publico', sponsorIds: [chile] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await publicList()).toEqual([
      {
        id: doc.id,
        kind: 'resolucion',
        title: 'Resolución 1/1',
        authors: ['Francia', 'Chile'],
        url: `/api/public-documents/${doc.id}/file`,
        mediaType: 'application/pdf',
      },
    ]);
    const file = await t.call('GET', `/api/public-documents/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.rawPayload.length).toBe(2500);
    const home = (await t.call('GET', '/api/commissions/public')).json() as PublicCommission[];
    expect(home.find((c) => c.name === a.name)?.documents.map((d) => d.title)).toEqual(['Resolución 1/1']);
    expect(home.find((c) => c.name === b.name)?.documents).toEqual([]);
  });

  it('lets the commission’s delegates read its `comision` and `publico` documents with their personal link, not the mesa’s', async () => {
    const forRoom = await create({ kind: 'guia', title: 'Guía para la comisión', visibility: 'comision', authorDelegationId: null });
    await upload(forRoom.id, { name: 'guia.pdf', content: pdfOf(2100) });
    const mesaOnly = await create({ kind: 'trabajo', title: 'Notas de la mesa', visibility: 'mesa', authorDelegationId: null });
    await upload(mesaOnly.id, { name: 'notas.pdf', content: pdfOf(900) });
    const mine = await insertDelegate(t, adultPersonal({ documentNumber: '77001122' }), {}, { commissionId: a.id, status: 'asignado' });
    const other = await insertDelegate(t, adultPersonal({ documentNumber: '77001133' }), {}, { commissionId: b.id, status: 'asignado' });
    const view = async (code: string) => (await t.call('GET', `/api/verification/${code}`)).json() as VerificationView;
    const fileOf = (code: string, documentId: string) => t.call('GET', `/api/verification/${code}/documents/${documentId}/file`);

    const seen = (await view(mine.personalCode as string)).documents;
    expect(seen.map((d) => d.title)).toContain('Guía para la comisión');
    expect(seen.map((d) => d.title)).not.toContain('Notas de la mesa');
    const guide = seen.find((d) => d.id === forRoom.id) as PublicDocument;
    expect(guide.url).toBe(`/api/verification/${mine.personalCode}/documents/${forRoom.id}/file`);
    const file = await t.call('GET', guide.url as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.rawPayload.length).toBe(2100);
    // Not the mesa's own, not another commission's delegate, and not to anyone without the link.
    expectError(await fileOf(mine.personalCode as string, mesaOnly.id), 404, 'NOT_FOUND');
    expect((await view(other.personalCode as string)).documents.map((d) => d.title)).not.toContain('Guía para la comisión');
    const foreign = await fileOf(other.personalCode as string, forRoom.id);
    expectError(foreign, 404, 'NOT_FOUND');
    expect(foreign.json().message).toBe('Ese documento no existe o no es de tu comisión.');
    expectError(await fileOf('NOEXISTE2222', forRoom.id), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/public-documents/${forRoom.id}/file`), 404, 'NOT_FOUND');
    // In the trash it is gone from their page too.
    await t.call('DELETE', `${base()}/${forRoom.id}`, { cookie: chair.cookie });
    expect((await view(mine.personalCode as string)).documents.map((d) => d.id)).not.toContain(forRoom.id);
    expectError(await fileOf(mine.personalCode as string, forRoom.id), 404, 'NOT_FOUND');
    await t.call('POST', `${base()}/${forRoom.id}/restore`, { cookie: chair.cookie });
  });

  it('deletes a document to the trash, out of the list, the public pages and the awards, and restores it as it was', async () => {
    const doc = await create({ title: 'Posición de Francia (papelera)', visibility: 'publico' });
    await upload(doc.id, { name: 'francia.pdf', content: pdfOf(1800) });
    const publicTitles = async () =>
      ((await t.call('GET', `/api/commissions/${a.id}/public-documents`)).json() as PublicDocument[]).map((d) => d.title);
    const trash = async () => (await t.call('GET', `${base()}/trash`, { cookie: chair.cookie })).json() as DocumentTrash;
    expect(await publicTitles()).toContain('Posición de Francia (papelera)');

    const removed = await t.call('DELETE', `${base()}/${doc.id}`, { cookie: chair.cookie });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list()).map((d) => d.id)).not.toContain(doc.id);
    expect(await publicTitles()).not.toContain('Posición de Francia (papelera)');
    expectError(await t.call('GET', `/api/public-documents/${doc.id}/file`), 404, 'NOT_FOUND');
    const inTrash = await trash();
    expect(inTrash.purgeDays).toBe(30);
    expect(inTrash.documents.map((d) => [d.id, d.title, d.versions.length])).toEqual([[doc.id, 'Posición de Francia (papelera)', 1]]);
    expect(inTrash.documents[0].deletedAt).not.toBeNull();
    // In the trash it changes no more: no new version, status or details, and a second delete is 404.
    expectError(await upload(doc.id, { name: 'otra.pdf', content: pdfOf() }), 404, 'NOT_FOUND');
    expectError(await setStatus(doc.id, 'en_revision'), 404, 'NOT_FOUND');
    expectError(await t.call('PUT', `${base()}/${doc.id}`, { cookie: chair.cookie, body: details() }), 404, 'NOT_FOUND');
    const again = await t.call('DELETE', `${base()}/${doc.id}`, { cookie: chair.cookie });
    expectError(again, 404, 'NOT_FOUND');
    expect(again.json().message).toBe('El documento no existe.');

    const restored = await t.call('POST', `${base()}/${doc.id}/restore`, { cookie: chair.cookie });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: doc.id, title: 'Posición de Francia (papelera)', visibility: 'publico', deletedAt: null });
    expect((await list()).find((d) => d.id === doc.id)?.versions.map((v) => v.name)).toEqual(['francia.pdf']);
    expect(await publicTitles()).toContain('Posición de Francia (papelera)');
    expect((await trash()).documents).toEqual([]);
    const notThere = await t.call('POST', `${base()}/${doc.id}/restore`, { cookie: chair.cookie });
    expectError(notThere, 404, 'NOT_FOUND');
    expect(notThere.json().message).toBe('El documento no está en la papelera.');
    const actions = (await auditOf(t, gestor.cookie)).filter((e) => e.entityId === doc.id).map((e) => e.action);
    expect(actions.filter((x) => x === 'document.deleted' || x === 'document.restored')).toEqual(['document.restored', 'document.deleted']);
  });

  it('does not count a position paper in the trash for the award', async () => {
    const before = await positionPaperChecks();
    const francia = (await list()).filter((d) => d.kind === 'posicion' && d.author?.id === france);
    for (const d of francia) expect((await t.call('DELETE', `${base()}/${d.id}`, { cookie: chair.cookie })).statusCode).toBe(204);
    expect(await positionPaperChecks()).toEqual(before?.map(([name, ok]) => [name, name === 'Francia' ? false : ok]));
    for (const d of francia) expect((await t.call('POST', `${base()}/${d.id}/restore`, { cookie: chair.cookie })).statusCode).toBe(200);
    expect(await positionPaperChecks()).toEqual(before);
  });

  it('keeps the trash to the commission’s chair and the Gestor', async () => {
    const doc = await create({ title: 'Ajeno', authorDelegationId: null });
    for (const cookie of [logistica.cookie, otherChair.cookie]) {
      expectError(await t.call('DELETE', `${base()}/${doc.id}`, { cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('GET', `${base()}/trash`, { cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', `${base()}/${doc.id}/restore`, { cookie }), 403, 'FORBIDDEN');
    }
    expectError(await t.call('DELETE', `${base()}/${doc.id}`), 401, 'UNAUTHENTICATED');
    expect((await list()).map((d) => d.id)).toContain(doc.id);
    // The Gestor may, and another commission's address does not reach this document.
    expectError(await t.call('DELETE', `/api/commissions/${b.id}/documents/${doc.id}`, { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    expect((await t.call('DELETE', `${base()}/${doc.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
    expect((await t.call('POST', `${base()}/${doc.id}/restore`, { cookie: gestor.cookie })).statusCode).toBe(200);
  });

  it('deletes once and restores once when the same request arrives ten times at once', async () => {
    const doc = await create({ title: 'Diez a la vez', authorDelegationId: null });
    const deletes = await Promise.all(Array.from({ length: 10 }, () => t.call('DELETE', `${base()}/${doc.id}`, { cookie: chair.cookie })));
    expect(deletes.map((r) => r.statusCode).sort()).toEqual([204, ...Array(9).fill(404)]);
    const restores = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', `${base()}/${doc.id}/restore`, { cookie: chair.cookie })),
    );
    expect(restores.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    const actions = (await auditOf(t, gestor.cookie)).filter((e) => e.entityId === doc.id).map((e) => e.action);
    expect(actions.filter((x) => x === 'document.deleted')).toHaveLength(1);
    expect(actions.filter((x) => x === 'document.restored')).toHaveLength(1);
  });

  it('purges a document 30 days after its deletion, with its stored files', async () => {
    const doc = await create({ title: 'Para purgar', authorDelegationId: null });
    await upload(doc.id, { name: 'uno.pdf', content: pdfOf(1200) });
    await upload(doc.id, { name: 'dos.pdf', content: pdfOf(1300) });
    const keys = (await t.ctx.db.selectFrom('documentVersion').select('fileKey').where('documentId', '=', doc.id).execute()).map(
      (v) => v.fileKey,
    );
    expect(keys).toHaveLength(2);
    expect((await t.call('DELETE', `${base()}/${doc.id}`, { cookie: chair.cookie })).statusCode).toBe(204);
    expect(await purgeDocumentTrash(t.ctx, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeDocumentTrash(t.ctx, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    for (const key of keys) expect(await t.ctx.storage.stat(key)).toBeNull();
    expect(await t.ctx.db.selectFrom('document').select('id').where('id', '=', doc.id).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('documentVersion').select('id').where('documentId', '=', doc.id).execute()).toEqual([]);
    expect((await t.call('GET', `${base()}/trash`, { cookie: chair.cookie })).json().documents).toEqual([]);
    expect((await auditOf(t, gestor.cookie)).map((e) => e.action)).toContain('document.purged');
  });
});
