import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditOf,
  DATABASES,
  describeWithApp,
  expectError,
  outboxOf,
  setEventTimeZone,
  startTestApp,
  statusesOf,
  type TestApp,
} from '../../../test/harness';
import { adultPersonal, type CommissionWithChair, insertDelegate, seatDelegation, seedCommissionWithChair } from '../../../test/fixtures';
import { extractPdfText } from '../../../test/pdf-text';
import { qrTextOf } from '../../../test/pdf-qr';
import { sendFile, sendPositionPaper } from '../../../test/upload-fixtures';
import { newId } from '../../lib/ids';
import { issueAwardCertificates } from './certificates.use-cases';
import { zipEntryName } from './certificates.policy';

/** A PNG of the given size (only its header matters to the checks; the body is a valid tiny image otherwise). */
function pngHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

describe.each(DATABASES)('certificates routes (%s)', (kind) => {
  let t: TestApp;
  let { gestor, logistica, commission, chair } = {} as CommissionWithChair;
  let otherChair: { cookie: string };
  const ids = { ana: '', beto: '', retirada: '', largo: '' };
  let anaCode = '';

  const LONG = 'María de los Ángeles Guadalupe Ñúñez-Castañeda y Peñalosa de la Santísima Trinidad Hernández';

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, commission, chair } = await seedCommissionWithChair(t, 'Consejo de Seguridad'));
    otherChair = await t.accountFor('Presidente', { comissionId: null });
    const spain = await seatDelegation(t, commission.id, 'España', 'ES');
    const seat = { commissionId: commission.id, delegationId: spain };
    const add = async (doc: string, firstNames: string, lastNames: string, status: 'asignado' | 'retirado' = 'asignado') => {
      const row = await insertDelegate(
        t,
        adultPersonal({ documentNumber: doc, firstNames, lastNames, email: `${doc}@x.test` }),
        { status },
        seat,
      );
      return row.id as string;
    };
    ids.ana = await add('C1', 'Íñigo José', 'Muñoz Güell');
    ids.beto = await add('C2', 'Beto', 'Ausente');
    ids.retirada = await add('C3', 'Rita', 'Retirada', 'retirado');
    ids.largo = await add('C4', LONG.split(' ').slice(0, 4).join(' '), LONG.split(' ').slice(4).join(' '));
    anaCode = (await t.ctx.db.selectFrom('delegate').select('personalCode').where('id', '=', ids.ana).executeTakeFirstOrThrow())
      .personalCode;
    // Five roll calls: Íñigo and the long name on all five, Beto on three (60 %), Rita on all (withdrawn).
    for (let i = 0; i < 5; i++) {
      const rollCallId = newId();
      const at = new Date(Date.UTC(2026, 0, 1, 9 + i)).toISOString();
      await t.ctx.db
        .insertInto('rollCall')
        .values({
          id: rollCallId,
          commissionId: commission.id,
          sessionId: null,
          mode: 'chair',
          openedAt: at,
          closedAt: at,
          openedBy: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      const marks = [ids.ana, ids.largo, ids.retirada, ...(i < 3 ? [ids.beto] : [])].map((delegateId) => ({
        rollCallId,
        delegateId,
        delegationId: spain,
        status: 'presente',
        markedAt: at,
        markedBy: null,
      }));
      await t.ctx.db.insertInto('rollCallMark').values(marks).execute();
    }
  });
  afterAll(() => t?.destroy());

  const issue = (cookie = gestor.cookie) => t.call('POST', `/api/commissions/${commission.id}/certificates`, { cookie, body: {} });
  const summary = async () => (await t.call('GET', `/api/commissions/${commission.id}/certificates`, { cookie: gestor.cookie })).json();
  const verify = (code: string) => t.call('GET', `/api/certificates/${code}`);

  it('answers 401 anonymous and 403 to Logística and a Presidente, issuing nothing', async () => {
    expectError(await issue(''), 401, 'UNAUTHENTICATED');
    expectError(await issue(logistica.cookie), 403, 'FORBIDDEN');
    expectError(await issue(chair.cookie), 403, 'FORBIDDEN');
    expectError(await t.call('GET', `/api/commissions/${commission.id}/certificates`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    expect((await summary()).certificates).toEqual([]);
  });

  it('issues participation to the seated delegates at or above 80 %, once; shows who is below and why', async () => {
    const first = await issue();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ issued: 2 });
    expect((await issue()).json()).toEqual({ issued: 0 });
    const s = await summary();
    expect(s.threshold).toBe(80);
    expect(s.counts).toEqual({ issued: 2, revoked: 0, downloaded: 0, sent: 0 });
    expect(s.certificates.map((c: { holderName: string }) => c.holderName).sort()).toEqual(['Íñigo José Muñoz Güell', LONG].sort());
    expect(s.belowThreshold).toHaveLength(1);
    expect(s.belowThreshold[0]).toMatchObject({ name: 'Beto Ausente', present: 3, rollCalls: 5, percent: 60 });
    expect(s.belowThreshold[0].marks.map((m: { status: string | null }) => m.status)).toEqual([
      'presente',
      'presente',
      'presente',
      null,
      null,
    ]);
    for (const c of s.certificates) expect(c.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{24}$/);
    expect((await auditOf(t, gestor.cookie)).some((e) => e.action === 'certificate.issued')).toBe(true);
  });

  // The file's first render starts the renderer threads, which run at a lower CPU priority and compile the
  // renderer from source: on a machine saturated by CI's other lanes they wait their turn, so a timeout of its own.
  it('prints a PDF (A4 landscape) with the accented name, the long name shrunk on one line, and the full verification address, printed and in its QR', {
    timeout: 120_000,
  }, async () => {
    const { certificates } = await summary();
    for (const c of certificates) {
      const res = await t.call('GET', `/api/commissions/${commission.id}/certificates/${c.id}/pdf`, { cookie: chair.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(res.rawPayload);
      const [w, h] = doc.getPage(0).getSize() ? [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()] : [0, 0];
      expect(Math.round(w)).toBe(842);
      expect(Math.round(h)).toBe(595);
      const text = (await extractPdfText(res.rawPayload)).join('\n');
      expect(text).toContain(c.holderName);
      // The address printed in full (the install's public one), the QR code holding the same.
      const address = `${t.ctx.config.publicUrl}/verificator?code=${c.code}`;
      expect(address).toMatch(/^https?:\/\/[^/]+\/verificator\?code=/);
      expect(text).toContain(`Verificación: ${address}`);
      expect(await qrTextOf(res.rawPayload)).toBe(address);
    }
  });

  it('prints the day it was issued on the event’s clock: an evening in Bogotá is not the next day', async () => {
    const [c] = (await summary()).certificates;
    // 21:12 on 27 November in Bogotá (UTC−5) is already the 28th in UTC.
    await t.ctx.db.updateTable('certificate').set({ issuedAt: '2026-11-28T02:12:00.000Z' }).where('id', '=', c.id).execute();
    const res = await t.call('GET', `/api/commissions/${commission.id}/certificates/${c.id}/pdf`, { cookie: chair.cookie });
    const text = (await extractPdfText(res.rawPayload)).join('\n');
    expect(text).toContain('Expedido el 27 de noviembre de 2026');
    expect(text).not.toContain('28 de noviembre');
    // The verificator says the day the paper prints, not a moment on the reader's clock.
    expect((await t.call('GET', `/api/certificates/${c.code}`)).json().issuedOn).toBe('2026-11-27');
  });

  it('prints the day on the clock the Gestor set for the event: the same moment is already the 28th in Madrid', async () => {
    const [c] = (await summary()).certificates;
    await setEventTimeZone(t, gestor.cookie, 'Europe/Madrid');
    try {
      // 02:12 UTC on 28 November is 03:12 in Madrid (UTC+1).
      await t.ctx.db.updateTable('certificate').set({ issuedAt: '2026-11-28T02:12:00.000Z' }).where('id', '=', c.id).execute();
      const res = await t.call('GET', `/api/commissions/${commission.id}/certificates/${c.id}/pdf`, { cookie: chair.cookie });
      const text = (await extractPdfText(res.rawPayload)).join('\n');
      expect(text).toContain('Expedido el 28 de noviembre de 2026');
      expect(text).not.toContain('27 de noviembre');
    } finally {
      await setEventTimeZone(t, gestor.cookie, 'America/Bogota');
    }
  });

  it('verifies a code for anyone; a wrong code says so; revoked with its reason; re-issued with a new code', async () => {
    const { certificates } = await summary();
    const ana = certificates.find((c: { holderName: string }) => c.holderName.startsWith('Íñigo'));
    const valid = await verify(ana.code);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      status: 'valido',
      holderName: 'Íñigo José Muñoz Güell',
      title: 'Participación',
      commissionName: 'Consejo de Seguridad',
      delegationName: 'España',
    });
    // Whoever checks a certificate learns what it prints, nothing of the (often minor) holder's personal data.
    expect(Object.keys(valid.json()).sort()).toEqual(
      ['commissionName', 'delegationName', 'eventName', 'holderName', 'issuedOn', 'kind', 'revokedOn', 'status', 'title'].sort(),
    );
    expect(valid.body).not.toContain('C1@x.test');
    expect(valid.body).not.toContain(anaCode);
    expectError(await verify('ZZZZZZZZZZZZZZZZZZZZZZZZ'), 404, 'NOT_FOUND');

    expectError(
      await t.call('POST', `/api/certificates/${ana.id}/revoke`, { cookie: chair.cookie, body: { reason: 'Error' } }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await t.call('POST', `/api/certificates/${ana.id}/revoke`, { cookie: gestor.cookie, body: { reason: '' } }),
      400,
      'VALIDATION',
    );
    expect((await verify(ana.code)).json().status).toBe('valido');
    const reason = 'Retirado del evento por una sanción disciplinaria';
    const revoked = await t.call('POST', `/api/certificates/${ana.id}/revoke`, { cookie: gestor.cookie, body: { reason } });
    expect(revoked.statusCode).toBe(200);
    // Whoever holds the code learns that it no longer holds, and since when; the reason, about a (minor) holder,
    // is the Gestor's (it prints nowhere).
    const checked = await verify(ana.code);
    expect(checked.json()).toMatchObject({ status: 'revocado', revokedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(checked.body).not.toContain('sanción');
    expectError(
      await t.call('POST', `/api/certificates/${ana.id}/revoke`, { cookie: gestor.cookie, body: { reason: 'Otra vez' } }),
      409,
      'CERTIFICATE_REVOKED',
    );

    const again = await t.call('POST', `/api/certificates/${ana.id}/reissue`, { cookie: gestor.cookie, body: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().code).not.toBe(ana.code);
    expect((await verify(again.json().code)).json().status).toBe('valido');
    expect((await verify(ana.code)).json().status).toBe('revocado');
    expect((await summary()).counts).toMatchObject({ issued: 2, revoked: 1 });
  });

  it('refuses award certificates for a withdrawn delegate and issues one per award delegate, once', async () => {
    const award = { awardId: 'award-1', title: 'Mejor Delegado', commissionName: 'Consejo de Seguridad', delegationName: 'España' };
    await expect(issueAwardCertificates(t.ctx.db, [{ ...award, delegateIds: [ids.retirada] }])).rejects.toMatchObject({
      code: 'CERTIFICATE_DELEGATE_WITHDRAWN',
    });
    expect(await issueAwardCertificates(t.ctx.db, [{ ...award, delegateIds: [ids.ana] }])).toBe(1);
    expect(await issueAwardCertificates(t.ctx.db, [{ ...award, delegateIds: [ids.ana] }])).toBe(0);
    const s = await summary();
    const prize = s.certificates.find((c: { kind: string }) => c.kind === 'premio');
    expect(prize).toMatchObject({ title: 'Mejor Delegado', holderName: 'Íñigo José Muñoz Güell' });
    expect(s.certificates.some((c: { delegateId: string }) => c.delegateId === ids.retirada)).toBe(false);
  });

  it('zips a commission’s valid certificates, each a PDF, in the order of its list', async () => {
    const res = await t.call('GET', `/api/commissions/${commission.id}/certificates.zip`, { cookie: chair.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-certificate-count']).toBe('3');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    const listed = (await summary()).certificates.filter((c: { revokedAt: string | null }) => !c.revokedAt);
    expect(names).toEqual(
      listed.map(
        (c: { delegationName: string; holderName: string; title: string }) =>
          `${zipEntryName(c.delegationName, c.holderName, c.title)}.pdf`,
      ),
    );
    const pdf = await zip.file(names[0] as string)?.async('uint8array');
    expect(
      Buffer.from(pdf as Uint8Array)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('sends each delegate their certificates by e-mail with the Gestor’s «certificado» template; the delegate downloads with the personal link', async () => {
    const template = { subject: 'Certificados de {{comision}}', body: 'Enhorabuena, **{{nombre}}**.' };
    expect((await t.call('PUT', '/api/mail/templates/certificado', { cookie: gestor.cookie, body: template })).statusCode).toBe(200);
    expectError(
      await t.call('POST', `/api/commissions/${commission.id}/certificates/send`, { cookie: chair.cookie, body: {} }),
      403,
      'FORBIDDEN',
    );
    const send = (confirmedCount: number) =>
      t.call('POST', `/api/commissions/${commission.id}/certificates/send`, { cookie: gestor.cookie, body: { confirmedCount } });
    const mailable = (await summary()).certificates.filter((c: { revokedAt: string | null }) => !c.revokedAt).length;
    // The count the Gestor confirmed no longer holds (a certificate issued or revoked meanwhile): nothing is sent.
    expectError(await send(mailable - 1), 409, 'CERTIFICATES_CHANGED');
    expect((await outboxOf(t, gestor.cookie)).some((m) => m.text.includes(anaCode))).toBe(false);
    expect((await summary()).counts.sent).toBe(0);
    const res = await send(mailable);
    expect(res.json()).toEqual({ sent: 2 });
    const mail = (await outboxOf(t, gestor.cookie)).find((m) => m.text.includes(anaCode));
    expect(mail?.subject).toBe('Certificados de Consejo de Seguridad');
    expect(mail?.text).toMatch(/^Enhorabuena, \*\*Íñigo José Muñoz Güell\*\*\./);
    expect(mail?.text).toContain('Mejor Delegado');
    const link = mail?.text.match(/\/api\/my-certificates\/\S+/)?.[0] as string;
    expect(link).toContain(anaCode);
    const pdf = await t.call('GET', link);
    expect(pdf.statusCode).toBe(200);
    expect((await extractPdfText(pdf.rawPayload)).join('\n')).toContain('Íñigo José Muñoz Güell');
    expectError(await t.call('GET', link.replace(anaCode, 'AAAAAAAAAAAA')), 404, 'NOT_FOUND');
    expect((await summary()).counts).toMatchObject({ downloaded: 1, sent: 3 });
  });

  it('keeps the settings; refuses a logo that is not an image or too large; the name erased delegate stays verifiable', async () => {
    const settings = {
      threshold: 60,
      title: 'Constancia',
      body: 'Por su {{certifica}} en {{comision}}.',
      footer: '',
      signatures: [{ name: 'Sofía Núñez', role: 'Secretaria General' }],
    };
    expectError(await t.call('PUT', '/api/certificates/settings', { cookie: chair.cookie, body: settings }), 403, 'FORBIDDEN');
    const saved = await t.call('PUT', '/api/certificates/settings', { cookie: gestor.cookie, body: settings });
    expect(saved.json()).toMatchObject({ threshold: 60, title: 'Constancia', signatures: [{ name: 'Sofía Núñez', hasImage: false }] });
    const upload = (slot: string, bytes: Buffer) =>
      sendFile(
        t,
        `/api/certificates/settings/images/${slot}`,
        { name: 'imagen.png', content: bytes },
        { method: 'PUT', cookie: gestor.cookie },
      );
    const svg = await upload('logo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expectError(svg, 415, 'FILE_TYPE_NOT_ALLOWED');
    expect(svg.json().message).toMatch(/Formatos admitidos: PNG, JPEG\.$/);
    expectError(await upload('logo', pngHeader(10_000, 10)), 400, 'CERTIFICATE_IMAGE_INVALID');
    const large = await upload('logo', Buffer.concat([pngHeader(100, 100), Buffer.alloc(2 * 1024 * 1024)]));
    expectError(large, 413, 'FILE_TOO_LARGE');
    expect(large.json().message).toBe('El archivo es demasiado grande (máximo 2 MB).');
    // Not as JSON any more: the file is a multipart part.
    expectError(await t.call('PUT', '/api/certificates/settings/images/logo', { cookie: gestor.cookie, body: {} }), 400, 'FILE_MISSING');
    expect((await t.call('GET', '/api/certificates/settings', { cookie: gestor.cookie })).json().hasLogo).toBe(false);
    // Beto (60 %) now reaches the threshold.
    expect((await issue()).json()).toEqual({ issued: 1 });

    // An erased delegate's certificate stays verifiable, with the name only.
    const spain = (await t.ctx.db.selectFrom('delegation').select('id').where('commissionId', '=', commission.id).executeTakeFirstOrThrow())
      .id;
    const row = await insertDelegate(
      t,
      adultPersonal({ documentNumber: 'C9', firstNames: 'Eva', lastNames: 'Borrada', email: 'c9@x.test' }),
      { status: 'asignado' },
      { commissionId: commission.id, delegationId: spain },
    );
    const award = { awardId: 'award-2', title: 'Mención de Honor', commissionName: 'Consejo de Seguridad', delegationName: 'España' };
    await issueAwardCertificates(t.ctx.db, [{ ...award, delegateIds: [row.id as string] }]);
    const eva = (await summary()).certificates.find((c: { holderName: string }) => c.holderName === 'Eva Borrada');
    const erase = await t.call('DELETE', `/api/delegates/${row.id}`, { cookie: gestor.cookie, body: { confirm: 'C9' } });
    expect(erase.statusCode).toBe(200);
    expect((await verify(eva.code)).json()).toMatchObject({ status: 'valido', holderName: 'Eva Borrada', title: 'Mención de Honor' });
  });
  it('issues one certificate per published award with the commission: to the delegate, or to each delegate of the delegation', async () => {
    const categories = (await t.call('GET', '/api/award-categories', { cookie: gestor.cookie })).json() as { id: string; name: string }[];
    const byName = (name: string) => categories.find((c) => c.name === name)?.id as string;
    const give = (categoryName: string, recipientId: string) =>
      t.call('POST', `/api/commissions/${commission.id}/awards`, {
        cookie: chair.cookie,
        body: { categoryId: byName(categoryName), recipientId },
      });
    const prizes = async () =>
      ((await summary()).certificates as { id: string; kind: string; title: string; delegateId: string }[]).filter(
        (c) => c.kind === 'premio',
      );
    const before = new Set((await prizes()).map((c) => c.id));
    const fresh = async () => (await prizes()).filter((c) => !before.has(c.id));
    expect((await give('Mención de Honor', ids.largo)).statusCode).toBe(201);
    const delegation = (await t.ctx.db.selectFrom('delegate').select('delegationId').where('id', '=', ids.ana).executeTakeFirstOrThrow())
      .delegationId as string;
    await sendPositionPaper(t, commission.id, delegation, chair.cookie);
    expect((await give('Mejor Documento de Posición', delegation)).statusCode).toBe(201);
    // Not published yet: no certificate of award, and where certificates are issued the awards left out are listed.
    await issue();
    expect(await fresh()).toEqual([]);
    const pending = (await summary()).unpublishedAwards as { categoryName: string; recipientName: string }[];
    expect(pending.map((a) => [a.categoryName, a.recipientName])).toEqual([
      ['Mención de Honor', LONG],
      ['Mejor Documento de Posición', 'España'],
    ]);
    expect((await t.call('POST', `/api/commissions/${commission.id}/awards/lock`, { cookie: chair.cookie })).statusCode).toBe(200);
    expect((await summary()).unpublishedAwards).toHaveLength(2);
    expect((await t.call('POST', `/api/commissions/${commission.id}/awards/publish`, { cookie: gestor.cookie })).statusCode).toBe(200);
    expect((await summary()).unpublishedAwards).toEqual([]);
    await issue();
    const issued = await fresh();
    const honour = issued.filter((c) => c.title === 'Mención de Honor');
    expect(honour.map((c) => c.delegateId)).toEqual([ids.largo]);
    // Its paper names the award.
    const pdf = await t.call('GET', `/api/commissions/${commission.id}/certificates/${honour[0]?.id}/pdf`, { cookie: gestor.cookie });
    expect((await extractPdfText(pdf.rawPayload)).join('\n')).toContain('Mención de Honor');
    // The delegation's award: each delegate of España but the withdrawn one.
    expect(
      issued
        .filter((c) => c.title === 'Mejor Documento de Posición')
        .map((c) => c.delegateId)
        .sort(),
    ).toEqual([ids.ana, ids.beto, ids.largo].sort());
    await issue();
    expect(await fresh()).toHaveLength(issued.length);
  });
  it('prints the logo (a PNG with transparency) and a signature (a JPEG) on every certificate, the text still readable', async () => {
    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 40, b: 120, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const signature = await sharp({ create: { width: 300, height: 90, channels: 3, background: { r: 250, g: 250, b: 250 } } })
      .jpeg()
      .toBuffer();
    const upload = (slot: string, bytes: Buffer) =>
      sendFile(
        t,
        `/api/certificates/settings/images/${slot}`,
        { name: 'imagen.png', content: bytes },
        { method: 'PUT', cookie: gestor.cookie },
      );
    expect((await upload('logo', logo)).statusCode).toBe(200);
    expect((await upload('signature-0', signature)).statusCode).toBe(200);
    const { certificates } = await summary();
    for (const c of certificates.filter((c: { revokedAt: string | null }) => !c.revokedAt).slice(0, 2)) {
      const res = await t.call('GET', `/api/commissions/${commission.id}/certificates/${c.id}/pdf`, { cookie: gestor.cookie });
      expect(res.statusCode).toBe(200);
      const doc = await PDFDocument.load(res.rawPayload);
      const images = doc.context
        .enumerateIndirectObjects()
        .map(([, object]) => (object instanceof PDFRawStream ? object.dict : null))
        .filter((dict) => dict?.get(PDFName.of('Subtype'))?.toString() === '/Image');
      const sizes = images.map((dict) => `${dict?.get(PDFName.of('Width'))}x${dict?.get(PDFName.of('Height'))}`).sort();
      // The logo, its transparency mask, the signature and the QR code.
      expect(sizes).toEqual(expect.arrayContaining(['600x200', '600x200', '300x90']));
      expect(images.some((dict) => dict?.get(PDFName.of('SMask')))).toBe(true);
      expect(images.some((dict) => dict?.get(PDFName.of('Filter'))?.toString() === '/DCTDecode')).toBe(true);
      expect((await extractPdfText(res.rawPayload)).join('\n')).toContain(c.holderName);
    }
  });
});

describeWithApp('certificate verification rate limit (%s)', { PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: '6' }, (app) => {
  it('limits code look-ups that find nothing per address', async () => {
    const code = 'ZZZZZZZZZZZZZZZZZZZZZZZZ';
    expect(await statusesOf(7, () => app().call('GET', `/api/certificates/${code}`))).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});
