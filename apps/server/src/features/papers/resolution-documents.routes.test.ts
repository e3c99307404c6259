import type { PaperText, WorkingPaper } from '@quorum/shared';
import JSZip from 'jszip';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { ABOVE_THE_DATABASE, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { extractPdfText } from '../../../test/pdf-text';
import { openPhones } from '../../../test/room-phones';

describeWithApp('a resolution’s PDF and DOCX (%s)', {}, { databases: ABOVE_THE_DATABASE }, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  const phones: Record<string, string> = {};
  let paper = {} as WorkingPaper;

  const text: PaperText = {
    title: 'Agua potable en zonas áridas',
    preambular: [{ id: 'p1', text: 'Recordando la Agenda 2030,' }],
    operative: [
      { id: 'o1', text: 'Exhorta a los Estados a invertir en agua potable;', subClauses: [] },
      {
        id: 'o2',
        text: 'Recomienda:',
        subClauses: [{ id: 'o2a', text: 'planes nacionales de riego,', subClauses: [{ id: 'o2ai', text: 'con metas anuales;' }] }],
      },
    ],
  };
  const roomUrl = (paperId: string, format = 'pdf') => `/api/room/papers/${paperId}/download?format=${format}`;
  const staffUrl = (commissionId: string, paperId: string, format = 'pdf') =>
    `/api/commissions/${commissionId}/papers/${paperId}/download?format=${format}`;
  const pdfText = async (body: Buffer) => (await extractPdfText(body)).join('\n').replace(/\s+/g, ' ');

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    Object.assign(phones, await openPhones(t, fx.a.id, ['Argelia', 'Brasil'], 'RDA'), await openPhones(t, fx.b.id, ['Noruega'], 'RDB'));
    const created = await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title: text.title } });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as WorkingPaper).id;
    const saved = await t.call('PUT', `/api/room/papers/${id}`, { cookie: phones.Argelia, body: { baseVersion: 1, text } });
    expect(saved.statusCode, saved.body).toBe(200);
    const signed = await t.call('POST', `/api/room/papers/${id}/signature`, { cookie: phones.Brasil, body: {} });
    expect(signed.statusCode, signed.body).toBe(200);
    paper = signed.json() as WorkingPaper;
  });

  it('refuses a caller without a phone or a session, another chair, and another commission’s phone', async () => {
    expectError(await t.call('GET', roomUrl(paper.id)), 403, 'ROOM_DEVICE_MISSING');
    expectError(await t.call('GET', staffUrl(fx.a.id, paper.id)), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', staffUrl(fx.a.id, paper.id), { cookie: fx.otherChair.cookie }), 403, 'FORBIDDEN');
    // Another commission's phone, or its chair under their own commission: the paper is not there.
    expectError(await t.call('GET', roomUrl(paper.id), { cookie: phones.Noruega }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', staffUrl(fx.b.id, paper.id), { cookie: fx.otherChair.cookie }), 404, 'NOT_FOUND');
    // A format it does not make.
    expectError(await t.call('GET', roomUrl(paper.id, 'odt'), { cookie: phones.Argelia }), 400, 'VALIDATION');
  });

  it('lays the paper out as a PDF for a phone of the commission, signatory or not', async () => {
    for (const name of ['Argelia', 'Brasil']) {
      const res = await t.call('GET', roomUrl(paper.id), { cookie: phones[name] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="ASA-Agua-potable-en-zonas-aridas.pdf"; filename*=UTF-8''ASA%20-%20Agua%20potable%20en%20zonas%20%C3%A1ridas.pdf`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const words = await pdfText(res.rawPayload);
      for (const expected of [
        fx.a.name,
        'Documento de trabajo',
        text.title,
        'Patrocinadores: Argelia',
        'Firmantes: Brasil',
        `${fx.a.name},`,
        'Recordando la Agenda 2030,',
        '1. Exhorta a los Estados a invertir en agua potable;',
        '2. Recomienda:',
        '(a) planes nacionales de riego,',
        '(i) con metas anuales;',
        'Página 1 de 1',
      ])
        expect(words).toContain(expected);
    }
  });

  it('lays it out as a DOCX for the chair and the Gestor, opening words in italics', async () => {
    for (const cookie of [fx.chair.cookie, fx.gestor.cookie]) {
      const res = await t.call('GET', staffUrl(fx.a.id, paper.id, 'docx'), { cookie });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ASA-Agua-potable-en-zonas-aridas\.docx"; filename\*=/);
      const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')?.async('string');
      expect(xml).toContain(`>${text.title}<`);
      expect(xml).toContain('>Patrocinadores: Argelia<');
      expect(xml).toContain('>1.<');
      expect(xml).toContain('>(a)<');
      expect(xml).toContain('>(i)<');
      // The opening word is a run of its own in italics; the rest of the clause is not.
      expect(xml).toMatch(/<w:rPr><w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">Exhorta<\/w:t>/);
      expect(xml).toMatch(/<w:r><w:t xml:space="preserve"> a los Estados a invertir en agua potable;<\/w:t>/);
    }
  });
});
