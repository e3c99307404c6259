import type { CommissionAwards, CommissionDocument, PublicCommission, PublicDocument } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { exeOf, multipartBody, ORIGIN, pdfOf } from '../../../test/upload-fixtures';

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
});
