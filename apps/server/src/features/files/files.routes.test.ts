import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Folder, FolderListing, ScopeUsage, StoredFileEntry, Trash } from '@quorum/shared';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, DATABASES, expectError, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { startTestStore, type TestStore } from '../../../test/storage-fixtures';
import { exeOf, multipartBody, ORIGIN, pdfOf } from '../../../test/upload-fixtures';
import { dailyFilesPurge, purgeTrash } from './trash.use-cases';

/** The Gestor's upload of «Circular.pdf» to the general folder. */
function uploadToGeneral(t: TestApp, cookie: string, content: Buffer) {
  const { payload, contentType } = multipartBody({ name: 'Circular.pdf', content });
  return t.app.inject({
    method: 'POST',
    url: '/api/files/general/files',
    headers: { cookie, 'content-type': contentType, origin: ORIGIN },
    payload,
  });
}

describe.each(DATABASES)('file manager (%s)', (kind) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  const base = (scope = a.id) => `/api/files/${scope}`;

  const list = async (folderId?: string, scope = a.id, cookie = chair.cookie) => {
    const res = await t.call('GET', `${base(scope)}${folderId ? `?folderId=${folderId}` : ''}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as FolderListing;
  };
  const mkdir = async (name: string, parentId: string | null = null, scope = a.id, cookie = chair.cookie) => {
    const res = await t.call('POST', `${base(scope)}/folders`, { cookie, body: { parentId, name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Folder;
  };
  const upload = (name: string, content: Buffer, opts: { folderId?: string; scope?: string; cookie?: string } = {}) => {
    const { payload, contentType } = multipartBody({ name, content });
    const query = opts.folderId ? `?folderId=${opts.folderId}` : '';
    return t.app.inject({
      method: 'POST',
      url: `${base(opts.scope)}/files${query}`,
      headers: { cookie: opts.cookie ?? chair.cookie, 'content-type': contentType, origin: ORIGIN },
      payload,
    });
  };
  const uploaded = async (name: string, content: Buffer, opts: { folderId?: string; scope?: string; cookie?: string } = {}) => {
    const res = await upload(name, content, opts);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StoredFileEntry;
  };
  const storedObjects = () => {
    const store = t.ctx.config.storage;
    if (store.driver !== 'local' || !existsSync(store.dir)) return 0;
    return readdirSync(store.dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.endsWith('tmp'))
      .length;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, chair, otherChair, a, b } = await seedTwoCommissions(t));
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('answers 401 anonymous, 403 to Logística, to a chair of another commission and to a chair in the general folder, changing nothing', async () => {
    expectError(await t.call('GET', base(), {}), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', base(), { cookie: logistica.cookie }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', base(), { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    expectError(
      await t.call('POST', `${base()}/folders`, { cookie: otherChair.cookie, body: { parentId: null, name: 'Intrusa' } }),
      403,
      'FORBIDDEN',
    );
    expectError(await upload('intruso.pdf', pdfOf(), { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', base('general'), { cookie: chair.cookie }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', base('no-existe'), { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    expect((await list(undefined, a.id, gestor.cookie)).folders).toEqual([]);
    expect((await list(undefined, 'general', gestor.cookie)).files).toEqual([]);
  });

  it('creates nested folders with unique names per parent, refuses names with «/» or only dots', async () => {
    const guides = await mkdir('Guías');
    const drafts = await mkdir('Borradores', guides.id);
    expectError(
      await t.call('POST', `${base()}/folders`, { cookie: chair.cookie, body: { parentId: null, name: 'guías' } }),
      409,
      'FOLDER_NAME_TAKEN',
    );
    for (const name of ['../fuera', '..', 'a\\b', ''])
      expectError(await t.call('POST', `${base()}/folders`, { cookie: chair.cookie, body: { parentId: null, name } }), 400, 'VALIDATION');
    // Another commission's folder is not a parent here.
    const foreign = await mkdir('Ajena', null, b.id, otherChair.cookie);
    expectError(
      await t.call('POST', `${base()}/folders`, { cookie: chair.cookie, body: { parentId: foreign.id, name: 'X' } }),
      404,
      'NOT_FOUND',
    );

    const listing = await list(drafts.id);
    expect(listing.path.map((f) => f.name)).toEqual(['Guías', 'Borradores']);
    expect((await list()).folders.map((f) => f.name)).toEqual(['Guías']);
    const all = (await t.call('GET', `${base()}/folders`, { cookie: chair.cookie })).json() as Folder[];
    expect(all.map((f) => f.name).sort()).toEqual(['Borradores', 'Guías']);
    const actions = (await auditOf(t, gestor.cookie)).map((e) => e.action);
    expect(actions).toContain('folder.created');
  });

  it('uploads files checked by content and name, downloads them whole or by range', async () => {
    const folder = await mkdir('Documentos');
    const before = storedObjects();
    expectError(await upload('../../etc/passwd.pdf', pdfOf(), { folderId: folder.id }), 400, 'FILE_NAME_INVALID');
    expectError(await upload('programa.pdf', exeOf(), { folderId: folder.id }), 415, 'FILE_TYPE_NOT_ALLOWED');
    expectError(await upload('guía.pdf', pdfOf(), { folderId: 'no-existe' }), 404, 'NOT_FOUND');
    expect(storedObjects()).toBe(before);
    expect((await list(folder.id)).files).toEqual([]);

    const pdf = pdfOf(5000);
    const file = await uploaded('Guía «final».pdf', pdf, { folderId: folder.id });
    expect(file).toMatchObject({
      name: 'Guía «final».pdf',
      mediaType: 'application/pdf',
      size: pdf.length,
      uploadedByName: expect.any(String),
    });
    expect(storedObjects()).toBe(before + 1);
    const listing = await list(folder.id);
    expect(listing.files.map((f) => f.name)).toEqual(['Guía «final».pdf']);
    expect(listing.usedBytes).toBeGreaterThanOrEqual(pdf.length);

    const whole = await t.call('GET', `${base()}/files/${file.id}/content`, { cookie: chair.cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-disposition']).toContain("filename*=UTF-8''Gu%C3%ADa%20%C2%ABfinal%C2%BB.pdf");
    const part = await t.call('GET', `${base()}/files/${file.id}/content`, { cookie: chair.cookie, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(0, 10))).toBe(true);
    expectError(await t.call('GET', `${base()}/files/${file.id}/content`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    // The file of one commission is not reachable through another scope, even for the Gestor.
    expectError(await t.call('GET', `${base(b.id)}/files/${file.id}/content`, { cookie: gestor.cookie }), 404, 'NOT_FOUND');
  });

  it('renames and moves files and folders within the scope; a folder never into itself or a subfolder', async () => {
    const top = await mkdir('Comisión');
    const sub = await mkdir('Sesiones', top.id);
    const deep = await mkdir('Día 1', sub.id);
    const file = await uploaded('acta.pdf', pdfOf(), { folderId: sub.id });

    const rename = await t.call('PATCH', `${base()}/files/${file.id}`, { cookie: chair.cookie, body: { name: 'Acta día 1.pdf' } });
    expect(rename.statusCode, rename.body).toBe(200);
    expectError(
      await t.call('PATCH', `${base()}/files/${file.id}`, { cookie: chair.cookie, body: { name: '../x.pdf' } }),
      400,
      'VALIDATION',
    );
    const moved = await t.call('PATCH', `${base()}/files/${file.id}`, { cookie: chair.cookie, body: { folderId: deep.id } });
    expect(moved.json()).toMatchObject({ name: 'Acta día 1.pdf', folderId: deep.id });

    const before = await list(top.id);
    expectError(
      await t.call('PATCH', `${base()}/folders/${top.id}`, { cookie: chair.cookie, body: { parentId: deep.id } }),
      409,
      'FOLDER_INTO_ITSELF',
    );
    expectError(
      await t.call('PATCH', `${base()}/folders/${top.id}`, { cookie: chair.cookie, body: { parentId: top.id } }),
      409,
      'FOLDER_INTO_ITSELF',
    );
    const foreign = await mkdir('Otra', null, b.id, otherChair.cookie);
    expectError(
      await t.call('PATCH', `${base()}/folders/${sub.id}`, { cookie: chair.cookie, body: { parentId: foreign.id } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.call('PATCH', `${base()}/files/${file.id}`, { cookie: chair.cookie, body: { folderId: foreign.id } }),
      404,
      'NOT_FOUND',
    );
    expect(await list(top.id)).toEqual(before);

    const up = await t.call('PATCH', `${base()}/folders/${deep.id}`, { cookie: chair.cookie, body: { parentId: null, name: 'Día uno' } });
    expect(up.json()).toMatchObject({ parentId: null, name: 'Día uno' });
    expect((await list(deep.id)).files.map((f) => f.name)).toEqual(['Acta día 1.pdf']);
    const actions = (await auditOf(t, gestor.cookie)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['file.renamed', 'file.moved', 'folder.moved', 'folder.renamed']));
  });

  it('downloads a folder as a ZIP with its subfolders, and nothing from the trash', async () => {
    const root = await mkdir('Para ZIP');
    const inner = await mkdir('Anexos', root.id);
    const pdf = pdfOf(3000);
    await uploaded('informe.pdf', pdf, { folderId: root.id });
    await uploaded('informe.pdf', pdfOf(2000), { folderId: root.id });
    await uploaded('notas.txt', Buffer.from('Orden del día\n'), { folderId: inner.id });
    const gone = await uploaded('borrado.txt', Buffer.from('fuera'), { folderId: inner.id });
    await t.call('DELETE', `${base()}/files/${gone.id}`, { cookie: chair.cookie });

    const res = await t.call('GET', `${base()}/zip?folderId=${root.id}`, { cookie: chair.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Para ZIP.zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['Anexos/', 'Anexos/notas.txt', 'informe (2).pdf', 'informe.pdf']);
    expect((await zip.file('informe.pdf')?.async('nodebuffer'))?.equals(pdf)).toBe(true);
    expect(await zip.file('Anexos/notas.txt')?.async('string')).toBe('Orden del día\n');
    expectError(await t.call('GET', `${base()}/zip?folderId=${root.id}`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
  });

  it('deletes to the trash, restores from it, and purges after 30 days with the stored bytes', async () => {
    const folder = await mkdir('Papelera');
    const kept = await uploaded('queda.pdf', pdfOf(), { folderId: folder.id });
    const file = await uploaded('se va.pdf', pdfOf(), { folderId: folder.id });
    expect((await t.call('DELETE', `${base()}/files/${file.id}`, { cookie: chair.cookie })).statusCode).toBe(204);
    expect((await list(folder.id)).files.map((f) => f.name)).toEqual(['queda.pdf']);
    expectError(await t.call('GET', `${base()}/files/${file.id}/content`, { cookie: chair.cookie }), 404, 'NOT_FOUND');
    let trash = (await t.call('GET', `${base()}/trash`, { cookie: chair.cookie })).json() as Trash;
    expect(trash.files.map((f) => f.name)).toContain('se va.pdf');
    expect(trash.purgeDays).toBe(30);

    const restored = await t.call('POST', `${base()}/files/${file.id}/restore`, { cookie: chair.cookie });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list(folder.id)).files.map((f) => f.name)).toEqual(['queda.pdf', 'se va.pdf']);

    // A deleted folder hides its content; restored, it comes back whole.
    await t.call('DELETE', `${base()}/folders/${folder.id}`, { cookie: chair.cookie });
    expectError(await t.call('GET', `${base()}?folderId=${folder.id}`, { cookie: chair.cookie }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `${base()}/files/${kept.id}/content`, { cookie: chair.cookie }), 404, 'NOT_FOUND');
    await mkdir('Papelera'); // the name is free while the other is in the trash
    expectError(await t.call('POST', `${base()}/folders/${folder.id}/restore`, { cookie: chair.cookie }), 409, 'FOLDER_NAME_TAKEN');
    const renamed = (await list()).folders.find((f) => f.name === 'Papelera') as Folder;
    await t.call('PATCH', `${base()}/folders/${renamed.id}`, { cookie: chair.cookie, body: { name: 'Papelera nueva' } });
    expect((await t.call('POST', `${base()}/folders/${folder.id}/restore`, { cookie: chair.cookie })).statusCode).toBe(200);
    expect((await list(folder.id)).files).toHaveLength(2);

    // Deleted again, then 31 days pass: the folder, its files and their stored bytes go; the rest stays.
    await t.call('DELETE', `${base()}/folders/${folder.id}`, { cookie: chair.cookie });
    const objects = storedObjects();
    expect(await purgeTrash(t.ctx, new Date(Date.now() + 29 * 86_400_000))).toEqual({ files: 0, folders: 0 });
    trash = (await t.call('GET', `${base()}/trash`, { cookie: chair.cookie })).json() as Trash;
    expect(trash.folders.map((f) => f.id)).toContain(folder.id);
    const purged = await purgeTrash(t.ctx, new Date(Date.now() + 31 * 86_400_000));
    // The folder with its two files, and the file deleted by the ZIP test.
    expect(purged).toEqual({ files: 3, folders: 1 });
    expect(storedObjects()).toBe(objects - 3);
    trash = (await t.call('GET', `${base()}/trash`, { cookie: chair.cookie })).json() as Trash;
    expect(trash.folders).toEqual([]);
    expect(trash.files).toEqual([]);
    expectError(await t.call('POST', `${base()}/folders/${folder.id}/restore`, { cookie: chair.cookie }), 404, 'NOT_FOUND');
    expect((await auditOf(t, gestor.cookie)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['file.deleted', 'file.restored', 'folder.deleted', 'folder.restored', 'file.purged']),
    );
  });

  it('gives the Gestor the general folder and the space used per commission, trash included', async () => {
    const general = await mkdir('Protocolo', null, 'general', gestor.cookie);
    const file = await uploaded('circular.pdf', pdfOf(4000), { folderId: general.id, scope: 'general', cookie: gestor.cookie });
    expectError(await t.call('GET', '/api/file-usage', { cookie: chair.cookie }), 403, 'FORBIDDEN');
    const usage = (await t.call('GET', '/api/file-usage', { cookie: gestor.cookie })).json() as ScopeUsage[];
    const byName = Object.fromEntries(usage.map((u) => [u.name, u]));
    expect(byName.General).toMatchObject({ scope: 'general', files: 1, bytes: file.size, trashBytes: 0 });
    expect(byName[a.name]?.bytes).toBe((await list()).usedBytes);
    expect(byName[b.name]).toMatchObject({ files: 0, bytes: 0 });
  });
});

describe('file manager on an S3 store (sqlite)', () => {
  let t: TestApp;
  let store: TestStore;

  beforeAll(async () => {
    store = await startTestStore('s3');
    const s3 = store.config as Extract<TestStore['config'], { driver: 's3' }>;
    t = await startTestApp('sqlite', {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint as string,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t?.destroy();
    await store?.destroy();
  });

  it('uploads, downloads a range, zips, deletes and purges with the object', async () => {
    const gestor = await t.accountFor('Gestor');
    const pdf = pdfOf(4000);
    const res = await uploadToGeneral(t, gestor.cookie, pdf);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as StoredFileEntry;
    expect(await store.leftovers()).toHaveLength(1);

    const part = await t.call('GET', `/api/files/general/files/${file.id}/content`, {
      cookie: gestor.cookie,
      headers: { range: 'bytes=-5' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(pdf.subarray(pdf.length - 5))).toBe(true);
    const zip = await JSZip.loadAsync((await t.call('GET', '/api/files/general/zip', { cookie: gestor.cookie })).rawPayload);
    expect((await zip.file('Circular.pdf')?.async('nodebuffer'))?.equals(pdf)).toBe(true);

    await t.call('DELETE', `/api/files/general/files/${file.id}`, { cookie: gestor.cookie });
    expect(await purgeTrash(t.ctx, new Date(Date.now() + 31 * 86_400_000))).toEqual({ files: 1, folders: 0 });
    expect(await store.leftovers()).toEqual([]);
  });
});

describe.each(DATABASES)('uploaded files on the disk (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let umask = 0;
  const filesDir = () => (t.ctx.config.storage as { dir: string }).dir;
  const upload = async () => {
    const res = await uploadToGeneral(t, gestor.cookie, pdfOf(4000));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as StoredFileEntry;
    const row = await t.ctx.db.selectFrom('storedFile').select('storageKey').where('id', '=', id).executeTakeFirstOrThrow();
    return path.join(filesDir(), row.storageKey);
  };
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  beforeAll(async () => {
    umask = process.umask(0o022); // the usual one: files 0644 and folders 0755 unless a mode says otherwise
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
  });
  afterAll(async () => {
    await t?.destroy();
    process.umask(umask);
  });

  it('keeps an uploaded file, and the folders it is in, for the server’s user only', async () => {
    const file = await upload();
    expect(modeOf(file)).toBe(0o600);
    expect([path.dirname(file), filesDir(), path.join(filesDir(), 'tmp')].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
  });

  it('removes in the daily purge the parts of uploads a crash cut off, not those still arriving; uploads go on', async () => {
    const tmp = path.join(filesDir(), 'tmp');
    mkdirSync(tmp, { recursive: true });
    const cutOff = path.join(tmp, '1a2b3c4d-0000-4000-8000-000000000001.part');
    const arriving = path.join(tmp, '1a2b3c4d-0000-4000-8000-000000000002.part');
    writeFileSync(cutOff, 'la mitad de un PDF');
    writeFileSync(arriving, 'un PDF que sigue llegando');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(cutOff, twoDaysAgo, twoDaysAgo);
    expect(await dailyFilesPurge(t.ctx)).toEqual({ files: 0, folders: 0, unfinished: 1, unnamed: 0 });
    expect(existsSync(cutOff)).toBe(false);
    expect(existsSync(arriving)).toBe(true);
    expect(modeOf(await upload())).toBe(0o600);
    // A day later, the one that never finished goes too.
    expect(await dailyFilesPurge(t.ctx, new Date(Date.now() + 2 * 86_400_000))).toEqual({
      files: 0,
      folders: 0,
      unfinished: 1,
      unnamed: 0,
    });
    expect(readdirSync(tmp)).toEqual([]);
  });
});
