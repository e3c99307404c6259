import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type Article, LIVE_STREAM_NEWS, type NewsArticle, type NewsItem } from '@quorum/shared';
import { WEB_PAGES_FILE } from '@quorum/shared/web-build';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, countRows, DATABASES, expectError, setPublicFeatures, startTestApp, type TestApp } from '../../../test/harness';
import { openSse } from '../../../test/sse-client';
import { exeOf, multipartBody, ORIGIN } from '../../../test/upload-fixtures';
import { newsTopic } from '../../lib/bus';
import sharp from 'sharp';

const TIMES = 10;

describe.each(DATABASES)('press routes (%s)', (kind) => {
  let t: TestApp;
  let { gestor, logistica, chair, a, b } = {} as TwoCommissions;

  const write = (body: Record<string, unknown>, cookie = gestor.cookie) =>
    t.call('POST', '/api/articles', { cookie, body: { body: 'Texto de la crónica.', ...body } });
  const create = async (body: Record<string, unknown>) => {
    const res = await write(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Article;
  };
  const change = (id: string, what: 'publish' | 'unpublish') => t.call('POST', `/api/articles/${id}/${what}`, { cookie: gestor.cookie });
  const feature = (id: string, featured = true) =>
    t.call('PUT', `/api/articles/${id}/featured`, { cookie: gestor.cookie, body: { featured } });
  const news = async (query = '') => {
    const res = await t.call('GET', `/api/news${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NewsItem[];
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, chair, a, b } = await seedTwoCommissions(t));
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('article').execute();
    await setPublicFeatures(t, gestor.cookie, { publicNews: true });
  });

  it('lets only the Gestor write until Logística is granted press.publish', async () => {
    expectError(await t.call('GET', '/api/articles'), 401, 'UNAUTHENTICATED');
    expectError(await write({ title: 'Sin permiso' }, logistica.cookie), 403, 'FORBIDDEN');
    expectError(await write({ title: 'Sin permiso' }, chair.cookie), 403, 'FORBIDDEN');
    expect(await countRows(t, 'article')).toBe(0);

    const grant = (enabled: boolean) =>
      t.call('PUT', '/api/access/capabilities', {
        cookie: gestor.cookie,
        body: { role: 'Logistica', capability: 'press.publish', enabled },
      });
    expect((await grant(true)).statusCode).toBe(200);
    const res = await write({ title: 'Crónica de prensa' }, logistica.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Article).authorName).toBe(logistica.name);
    expect((await grant(false)).statusCode).toBe(200);
    expectError(await t.call('GET', '/api/articles', { cookie: logistica.cookie }), 403, 'FORBIDDEN');
  });

  it('creates a draft with a readable unique slug and its commissions; a published article keeps its address', async () => {
    const first = await create({ title: '¡Éxito en la Asamblea General!', summary: 'Resumen', commissionIds: [a.id, b.id] });
    expect(first).toMatchObject({ slug: 'exito-en-la-asamblea-general', status: 'borrador', featured: false, publishedAt: null });
    expect(first.tags.map((tag) => tag.id).sort()).toEqual([a.id, b.id].sort());
    const second = await create({ title: 'Éxito en la Asamblea General' });
    expect(second.slug).toBe('exito-en-la-asamblea-general-2');

    const edited = await t.call('PUT', `/api/articles/${second.id}`, {
      cookie: gestor.cookie,
      body: { title: 'Otra crónica', body: 'Nuevo' },
    });
    expect((edited.json() as Article).slug).toBe('otra-cronica');
    expect((await change(second.id, 'publish')).statusCode).toBe(200);
    const after = await t.call('PUT', `/api/articles/${second.id}`, {
      cookie: gestor.cookie,
      body: { title: 'Título cambiado', body: 'Nuevo' },
    });
    expect(after.json()).toMatchObject({ title: 'Título cambiado', slug: 'otra-cronica', status: 'publicado' });

    const actions = (await auditOf(t, gestor.cookie)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['article.created', 'article.updated', 'article.published']));
  });

  it('refuses bad input with Spanish messages and changes nothing', async () => {
    const short = await write({ title: 'ab', body: '' });
    expectError(short, 400, 'VALIDATION');
    expect(short.json().fields).toMatchObject({ title: expect.stringMatching(/^Título: /), body: expect.stringMatching(/^Texto: /) });
    expectError(await write({ title: 'Con control \u202e', body: 'x' }), 400, 'VALIDATION');
    expectError(await write({ title: 'Comisión que no existe', commissionIds: ['no-existe'] }), 400, 'ARTICLE_UNKNOWN_COMMISSION');
    expect(await countRows(t, 'article')).toBe(0);

    const draft = await create({ title: 'Borrador' });
    expectError(await change(draft.id, 'unpublish'), 409, 'ARTICLE_NOT_PUBLISHED');
    const featureDraft = await feature(draft.id);
    expectError(featureDraft, 409, 'ARTICLE_NOT_PUBLISHED');
    expect(featureDraft.json().message).toBe('Publica el artículo antes de destacarlo.');
    expect((await change(draft.id, 'publish')).statusCode).toBe(200);
    expectError(await change(draft.id, 'publish'), 409, 'ARTICLE_ALREADY_PUBLISHED');
    expectError(await change('no-existe', 'publish'), 404, 'NOT_FOUND');
  });

  it('shows only published articles to anyone, the featured one first, and by commission', async () => {
    const old = await create({ title: 'Primera noticia', commissionIds: [a.id] });
    const newer = await create({ title: 'Segunda noticia', commissionIds: [b.id] });
    const draft = await create({ title: 'Borrador oculto', commissionIds: [a.id] });
    await change(old.id, 'publish');
    await new Promise((r) => setTimeout(r, 5));
    await change(newer.id, 'publish');
    expect((await news()).map((n) => n.slug)).toEqual([newer.slug, old.slug]);
    expect((await feature(old.id)).statusCode).toBe(200);
    expect((await news()).map((n) => [n.slug, n.featured])).toEqual([
      [old.slug, true],
      [newer.slug, false],
    ]);
    expect((await news(`?commissionId=${a.id}`)).map((n) => n.slug)).toEqual([old.slug]);
    expect((await news('?limit=1')).length).toBe(1);

    const page = await t.call('GET', `/api/news/${old.slug}`);
    expect(page.json() as NewsArticle).toMatchObject({ title: 'Primera noticia', body: 'Texto de la crónica.' });
    expectError(await t.call('GET', `/api/news/${draft.slug}`), 404, 'NOT_FOUND');

    // Unpublishing takes it off the list and off the featured place.
    await change(old.id, 'unpublish');
    expect((await news()).map((n) => n.slug)).toEqual([newer.slug]);
    expect(((await t.call('GET', `/api/articles/${old.id}`, { cookie: gestor.cookie })).json() as Article).featured).toBe(false);

    await setPublicFeatures(t, gestor.cookie, { publicNews: false });
    expectError(await t.call('GET', '/api/news'), 404, 'NEWS_DISABLED');
    expectError(await t.call('GET', `/api/news/${newer.slug}`), 404, 'NEWS_DISABLED');
  });

  it('keeps a cover re-encoded as JPEG, public once published, and removes replaced and deleted images from the store', async () => {
    const cover = (id: string, content: Buffer, name = 'portada.png') => {
      const body = multipartBody({ name, content });
      return t.app.inject({
        method: 'POST',
        url: `/api/articles/${id}/cover`,
        headers: { cookie: gestor.cookie, origin: ORIGIN, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const png = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#1a2a4c' } })
      .png()
      .toBuffer();
    const article = await create({ title: 'Con portada' });
    const first = await cover(article.id, png);
    expect(first.statusCode, first.body).toBe(200);
    const withCover = first.json() as Article;
    expect(withCover.coverUrl).toMatch(new RegExp(`^/api/articles/${article.id}/cover\\?v=`));
    const stored = await t.ctx.db.selectFrom('article').select('coverKey').where('id', '=', article.id).executeTakeFirstOrThrow();
    const image = await t.app.inject({ method: 'GET', url: withCover.coverUrl as string, headers: { cookie: gestor.cookie } });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });

    // Not public while a draft; public, with its address in the list and the OG data, once published.
    expectError(await t.call('GET', `/api/news/${article.slug}/cover`), 404, 'NOT_FOUND');
    await change(article.id, 'publish');
    const listed = (await news()).find((n) => n.slug === article.slug);
    expect(listed?.coverUrl).toMatch(new RegExp(`^/api/news/${article.slug}/cover\\?v=`));
    expect((await t.app.inject({ method: 'GET', url: listed?.coverUrl as string })).statusCode).toBe(200);

    // Something that is not an image is refused and the cover stays; a new one replaces the old file.
    expectError(await cover(article.id, exeOf(), 'portada.png'), 415, 'FILE_TYPE_NOT_ALLOWED');
    const again = await cover(article.id, await sharp(png).jpeg().toBuffer(), 'otra.jpg');
    expect(again.statusCode, again.body).toBe(200);
    await expect.poll(() => t.ctx.storage.stat(stored.coverKey as string)).toBeNull();
    const current = await t.ctx.db.selectFrom('article').select('coverKey').where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(await t.ctx.storage.stat(current.coverKey as string)).not.toBeNull();

    // Deleting the article deletes its cover from the store.
    expect((await t.call('DELETE', `/api/articles/${article.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
    await expect.poll(() => t.ctx.storage.stat(current.coverKey as string)).toBeNull();
  });

  it('keeps one featured article when ten are featured at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < TIMES; i++) {
      const article = await create({ title: `Noticia ${i}` });
      await change(article.id, 'publish');
      ids.push(article.id);
    }
    const statuses = (await Promise.all(ids.map((id) => feature(id)))).map((r) => r.statusCode);
    expect(statuses).toEqual(ids.map(() => 200));
    const rows = await t.ctx.db.selectFrom('article').select('featured').where('featured', '=', 1).execute();
    expect(rows.length).toBe(1);
  });

  it('gives ten articles with the same title ten different addresses when written at once', async () => {
    const results = await Promise.all(Array.from({ length: TIMES }, () => write({ title: 'Misma crónica' })));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    const slugs = new Set(results.map((r) => (r.json() as Article).slug));
    expect(slugs.size).toBe(TIMES);
    expect(slugs.has('misma-cronica')).toBe(true);
  });

  it("sends a `news` event on the live stream of a tagged commission's screens, not on another's", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const tagged = await openSse(`${base}/api/commissions/${a.id}/live/events`, { cookie: chair.cookie });
    const other = await openSse(`${base}/api/commissions/${b.id}/live/events`, { cookie: gestor.cookie });
    try {
      expect(tagged.status).toBe(200);
      await tagged.nextNamed('snapshot');
      const article = await create({ title: 'Titular en vivo', commissionIds: [a.id] });
      await change(article.id, 'publish');
      expect((await tagged.nextNamed(LIVE_STREAM_NEWS)).id).toBeNull();
      await change(article.id, 'unpublish');
      await tagged.nextNamed(LIVE_STREAM_NEWS);
      const events: string[] = [];
      void other.next().then((e) => events.push(e.event));
      await new Promise((r) => setTimeout(r, 200));
      expect(events.filter((e) => e === LIVE_STREAM_NEWS)).toEqual([]);
    } finally {
      tagged.close();
      other.close();
    }
  });

  it('tells the banners of the tagged commissions when a headline changes', async () => {
    const heard: string[] = [];
    const stop = [a.id, b.id].map((id) => t.ctx.bus.subscribe(newsTopic(id), () => heard.push(id)));
    try {
      const article = await create({ title: 'Titular', commissionIds: [a.id] });
      expect(heard).toEqual([]);
      await change(article.id, 'publish');
      await expect.poll(() => heard).toEqual([a.id]);
      await t.call('PUT', `/api/articles/${article.id}`, {
        cookie: gestor.cookie,
        body: { title: 'Titular', body: 'x', commissionIds: [b.id] },
      });
      await expect.poll(() => [...heard].sort()).toEqual([a.id, a.id, b.id].sort());
      expect((await t.call('DELETE', `/api/articles/${article.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
      await expect.poll(() => heard.length).toBe(4);
      expect(await countRows(t, 'article')).toBe(0);
    } finally {
      for (const s of stop) s();
    }
  });
});

describe('a published article page carries its Open Graph tags', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'quorum-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Quórum</title></head><body></body></html>');
    // The web build's list of each public route's chunks (decision 028), the article's page rendered on request with
    // the settings and the article (decision 029); without the build's renderer, the page as built gets the head.
    const page = {
      mode: 'rendered',
      apis: ['/api/settings', '/api/news/:slug'],
      html: '<!doctype html><html><head><title>quorum:title</title></head><body><!--quorum:body--></body></html>',
    };
    writeFileSync(
      path.join(dist, WEB_PAGES_FILE),
      JSON.stringify([{ path: '/noticias/:slug', files: ['/assets/news-article-x1.js'], page }]),
    );
    t = await startTestApp('sqlite', { SERVE_WEB: 'true', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  it('names the article, escaped, and leaves a draft or a missing one to the app, its chunks preloaded', async () => {
    const { gestor } = await seedTwoCommissions(t);
    await setPublicFeatures(t, gestor.cookie, { publicNews: true });
    const created = await t.call('POST', '/api/articles', {
      cookie: gestor.cookie,
      body: { title: 'Crónica "final" <de> la ONU', summary: 'Resumen & más', body: 'Texto' },
    });
    const article = created.json() as Article;
    const draftPage = await t.app.inject({ method: 'GET', url: `/noticias/${article.slug}` });
    expect(draftPage.statusCode).toBe(200);
    expect(draftPage.body).not.toContain('og:title');

    await t.call('POST', `/api/articles/${article.id}/publish`, { cookie: gestor.cookie });
    const page = await t.app.inject({ method: 'GET', url: `/noticias/${article.slug}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<meta property="og:title" content="Crónica &quot;final&quot; &lt;de&gt; la ONU">');
    expect(page.body).toContain('<meta property="og:description" content="Resumen &amp; más">');
    expect(page.body).toContain(`/noticias/${article.slug}">`);
    expect(page.body).toContain('<title>Crónica &quot;final&quot; &lt;de&gt; la ONU | Quórum</title>');
    const missing = (await t.app.inject({ method: 'GET', url: '/noticias/no-existe' })).body;
    expect(missing).not.toContain('og:title');
    // The page is kept while its answers stand: withdrawn, the article no longer names itself in link previews.
    await t.call('POST', `/api/articles/${article.id}/unpublish`, { cookie: gestor.cookie });
    const withdrawn = (await t.app.inject({ method: 'GET', url: `/noticias/${article.slug}` })).body;
    expect(withdrawn).not.toContain('og:title');
    expect(withdrawn).toContain('<title>Quórum</title>');
    // Either way the page names the article page's chunks, so a phone asks for them at once.
    for (const body of [draftPage.body, page.body, missing])
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/news-article-x1.js">');
  });
});
