import type { Folder, MailFile, MailMessage, MailMessageDetail, StoredFileEntry } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABOVE_THE_DATABASE, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { adultPersonal, insertDelegate, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { type FakeSmtp, startFakeSmtp } from '../../../test/smtp-fake';
import { multipartBody, ORIGIN, pdfOf } from '../../../test/upload-fixtures';

interface Attached {
  name: string;
  bytes: Buffer;
}

/** The attachments of a raw SMTP message: each part with a file name (RFC 2231 decoded), its bytes from base64. */
function attachmentsOf(raw: string): Attached[] {
  const out: Attached[] = [];
  for (const part of raw.split(/\r?\n--/)) {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split).replace(/\r?\n\s+/g, ' ');
    const name = /filename\*?(?:0\*)?=(?:utf-8'')?"?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (name && /base64/i.test(head))
      out.push({ name: decodeURIComponent(name), bytes: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64') });
  }
  return out;
}

describe.each(ABOVE_THE_DATABASE)('mail attachments (%s)', (kind) => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let { gestor, chair, a, b } = {} as TwoCommissions;
  const files: Record<string, StoredFileEntry> = {};
  const agenda = pdfOf(5000);

  const upload = async (scope: string, name: string, content: Buffer, folderId?: string) => {
    const { payload, contentType } = multipartBody({ name, content });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files/${scope}/files${folderId ? `?folderId=${folderId}` : ''}`,
      headers: { cookie: gestor.cookie, 'content-type': contentType, origin: ORIGIN },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StoredFileEntry;
  };
  const send = (url: string, cookie: string, attachmentIds: string[]) =>
    t.call('POST', `${url}/messages`, {
      cookie,
      body: {
        subject: 'Agenda',
        body: 'Hola {{nombre}}, va la agenda adjunta.',
        recipients: { kind: 'commission', commissionId: a.id },
        confirmedCount: 1,
        attachmentIds,
      },
    });
  const chairUrl = () => `/api/commissions/${a.id}/mail`;
  const messageCount = async () => (await t.ctx.db.selectFrom('mailMessage').select('id').execute()).length;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '60000' });
    ({ gestor, chair, a, b } = await seedTwoCommissions(t));
    await insertDelegate(
      t,
      adultPersonal({ firstNames: 'Lucía', lastNames: 'Arias', documentNumber: 'DOCA1', email: 'arias@colegio.test' }),
      { status: 'asignado' },
      { commissionId: a.id, delegationId: null },
    );
    const folder = (
      await t.call('POST', `/api/files/${a.id}/folders`, { cookie: gestor.cookie, body: { parentId: null, name: 'Actas' } })
    ).json() as Folder;
    const gone = (
      await t.call('POST', `/api/files/${a.id}/folders`, { cookie: gestor.cookie, body: { parentId: null, name: 'Viejo' } })
    ).json() as Folder;
    files.agenda = await upload(a.id, 'Agenda «sesión 1».pdf', agenda, folder.id);
    files.trashed = await upload(a.id, 'borrador.pdf', pdfOf(3000));
    files.inDeletedFolder = await upload(a.id, 'antiguo.pdf', pdfOf(3000), gone.id);
    files.other = await upload(b.id, 'ajeno.pdf', pdfOf(3000));
    files.general = await upload('general', 'circular.pdf', pdfOf(3000));
    expect((await t.call('DELETE', `/api/files/${a.id}/files/${files.trashed.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/files/${a.id}/folders/${gone.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
  });
  afterAll(async () => {
    await t?.destroy();
    await smtp?.close();
  });

  it('lists for the picker only the files a sender may attach: the chair their commission’s, the Gestor every scope’s, none in the trash', async () => {
    const mine = (await t.call('GET', `${chairUrl()}/files`, { cookie: chair.cookie })).json() as MailFile[];
    expect(mine.map((f) => [f.name, f.folderPath, f.scopeName])).toEqual([['Agenda «sesión 1».pdf', 'Actas', a.name]]);
    const all = (await t.call('GET', '/api/mail/files', { cookie: gestor.cookie })).json() as MailFile[];
    expect(all.map((f) => f.name).sort()).toEqual(['Agenda «sesión 1».pdf', 'ajeno.pdf', 'circular.pdf']);
    expect(all[0]).toMatchObject({ name: 'circular.pdf', scope: 'general', scopeName: 'General', folderPath: '' });
    expectError(await t.call('GET', '/api/mail/files', { cookie: chair.cookie }), 403, 'FORBIDDEN');
  });

  it('refuses a chair’s attachment outside their commission’s folder, in the trash or unknown, writing nothing', async () => {
    for (const id of [files.other?.id, files.general?.id]) {
      const res = await send(chairUrl(), chair.cookie, [files.agenda?.id as string, id as string]);
      expectError(res, 403, 'MAIL_ATTACHMENT_OUTSIDE_SCOPE');
      expect(res.json().message).toBe('Solo puedes adjuntar archivos de la carpeta de tu comisión.');
    }
    for (const id of [files.trashed?.id, files.inDeletedFolder?.id, 'no-existe']) {
      const res = await send(chairUrl(), chair.cookie, [id as string]);
      expectError(res, 400, 'MAIL_ATTACHMENT_UNKNOWN');
      expect(res.json().message).toBe('Algún archivo adjunto no existe o está en la papelera.');
    }
    expect(await messageCount()).toBe(0);
    expect(await t.ctx.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
  });

  it('refuses more than 10 files or more than 10 MB in all', async () => {
    const many = Array.from({ length: 11 }, () => files.agenda?.id as string);
    expectError(await send(chairUrl(), chair.cookie, many), 400, 'VALIDATION');
    // A file as large as the limit, beside the agenda, goes over it.
    const big = {
      ...(await t.ctx.db
        .selectFrom('storedFile')
        .selectAll()
        .where('id', '=', files.agenda?.id as string)
        .executeTakeFirstOrThrow()),
    };
    await t.ctx.db
      .insertInto('storedFile')
      .values({ ...big, id: 'grande', name: 'grande.pdf', size: 10 * 1024 * 1024 })
      .execute();
    const res = await send(chairUrl(), chair.cookie, [files.agenda?.id as string, 'grande']);
    expectError(res, 413, 'MAIL_ATTACHMENTS_TOO_LARGE');
    expect(res.json().message).toBe('Los archivos adjuntos ocupan más de 10 MB en total.');
    expect(await messageCount()).toBe(0);
    await t.ctx.db.deleteFrom('storedFile').where('id', '=', 'grande').execute();
  });

  it('sends the file’s bytes in the SMTP message and shows the attachment in the history', async () => {
    const res = await send(chairUrl(), chair.cookie, [files.agenda?.id as string]);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as MailMessageDetail;
    expect(sent.attachments).toEqual([
      { fileId: files.agenda?.id, name: 'Agenda «sesión 1».pdf', mediaType: 'application/pdf', size: agenda.length },
    ]);
    await vi.waitFor(() => expect(smtp.received.some((m) => m.to === 'arias@colegio.test')).toBe(true), { timeout: 5_000 });
    const raw = smtp.received.find((m) => m.to === 'arias@colegio.test')?.raw ?? '';
    const [attached] = attachmentsOf(raw);
    expect(attached?.name).toBe('Agenda «sesión 1».pdf');
    expect(attached?.bytes.equals(agenda)).toBe(true);
    const history = (await t.call('GET', `${chairUrl()}/messages`, { cookie: chair.cookie })).json() as MailMessage[];
    expect(history[0]?.attachments.map((f) => f.name)).toEqual(['Agenda «sesión 1».pdf']);
    // The Gestor may attach a file of any scope.
    const gestorRes = await send('/api/mail', gestor.cookie, [files.general?.id as string, files.other?.id as string]);
    expect(gestorRes.statusCode, gestorRes.body).toBe(201);
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to === 'arias@colegio.test')).toHaveLength(2), { timeout: 5_000 });
    const second = smtp.received.filter((m) => m.to === 'arias@colegio.test')[1]?.raw ?? '';
    expect(attachmentsOf(second).map((f) => f.bytes.length)).toEqual([3000, 3000]);
  });

  it('keeps a mail whose file the store lost queued as failed, with the reason, and sends the others', async () => {
    const lost = await upload(a.id, 'perdido.pdf', pdfOf(2500));
    const row = await t.ctx.db.selectFrom('storedFile').select('storageKey').where('id', '=', lost.id).executeTakeFirstOrThrow();
    await t.ctx.storage.delete(row.storageKey);
    const res = await send(chairUrl(), chair.cookie, [lost.id]);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as MailMessageDetail).id;
    const failed = await vi.waitFor(
      async () => {
        const r = await t.ctx.db.selectFrom('mailOutbox').select(['status', 'error']).where('messageId', '=', id).executeTakeFirstOrThrow();
        expect(r.status).toBe('failed');
        return r;
      },
      { timeout: 5_000 },
    );
    expect(failed.error).toBeTruthy();
    expect(smtp.received.filter((m) => m.to === 'arias@colegio.test')).toHaveLength(2);
  });
});
