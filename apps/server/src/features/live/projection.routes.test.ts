import type { AddressInfo } from 'node:net';
import { svgQrTextOf } from '../../../test/pdf-qr';
import { type BannerLive, type Commission, ERROR_MESSAGES_ES, type LiveState, type MeetsCodeView } from '@quorum/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { countRows, describeWithApp, expectError, setPublicFeatures, type TestApp } from '../../../test/harness';
import { openSse, type SseClient } from '../../../test/sse-client';

describeWithApp('projection screens (%s)', {}, (app) => {
  let t: TestApp;
  let base: string;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  const open: SseClient[] = [];

  const commission = async (id: string) => (await t.call('GET', `/api/commissions/${id}`, { cookie: gestor.cookie })).json() as Commission;
  const openScreen = (code: string) => t.call('POST', '/api/projection/open', { body: { code } });
  /** The Cookie header a browser sends back for a Set-Cookie answer. */
  const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0];
  const banner = (path: string, cookie: string, id = a.id) => t.call('GET', `/api/banner/${id}/${path}`, { cookie });
  const stream = async (cookie: string, id = a.id) => {
    const client = await openSse(`${base}/api/banner/${id}/live/events`, { cookie });
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = app();
    ({ gestor, logistica, chair, otherChair, a, b } = await seedTwoCommissions(t));
    await seatDelegation(t, a.id, 'Colombia', 'CO', { position: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const client of open) client.close();
  });

  it('refuses a code that is no commission’s projection code, keeping nothing', async () => {
    const res = await openScreen('NOTACODE22');
    expectError(res, 404, 'PROJECTION_CODE_UNKNOWN');
    expect(res.json().message).toBe(ERROR_MESSAGES_ES.PROJECTION_CODE_UNKNOWN);
    expect(res.headers['set-cookie']).toBeUndefined();
    expectError(await openScreen(''), 400, 'VALIDATION');
  });

  it('opens the commission of a projection code and keeps the code for that banner only', async () => {
    const { projectionCode } = await commission(a.id);
    const res = await openScreen(` ${String(projectionCode).toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ commissionId: a.id });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`quorum_projection=${projectionCode}`);
    expect(setCookie).toContain(`Path=/api/banner/${a.id}`);
    // And its page, which the server draws with the state the code opens.
    expect(res.headers['set-cookie']).toHaveLength(2);
    expect(setCookie).toContain(`Path=/banner/${a.id};`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    // For one conference day: a phone that once read the code does not keep the room for a month.
    expect(setCookie).toContain('Max-Age=86400;');

    const live = await banner('live', cookieOf(res));
    expect(live.statusCode, live.body).toBe(200);
    const body = live.json() as BannerLive;
    const chairs = (await t.call('GET', `/api/commissions/${a.id}/live`, { cookie: chair.cookie })).json() as LiveState;
    expect(body).toEqual({ ...chairs, commission: { name: a.name, acronym: a.acronym, topics: a.topics, room: a.room, banner: a.banner } });
    // Nothing personal: no documents, codes or e-mails.
    expect(live.body).not.toMatch(/@|projectionCode|documentNumber/);
    // The code of a is not the code of b.
    expectError(await banner('live', cookieOf(res), b.id), 403, 'PROJECTION_CODE_INVALID');
  });

  it('gives the screen the banner appearance its chair saved', async () => {
    const before = (await banner('live', chair.cookie)).json() as BannerLive;
    expect(before.commission.banner).toEqual({ theme: 'oscuro', showHeadlines: true, scale: 'normal' });
    const c = await commission(a.id);
    const appearance = { theme: 'claro', showHeadlines: false, scale: 'grande' } as const;
    const body = { name: c.name, topics: c.topics, description: c.description, room: c.room, rules: c.rules, banner: appearance };
    const saved = await t.call('PATCH', `/api/commissions/${a.id}/settings`, { cookie: chair.cookie, body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await banner('live', chair.cookie)).json() as BannerLive).commission.banner).toEqual(appearance);
    const restored = await t.call('PATCH', `/api/commissions/${a.id}/settings`, {
      cookie: chair.cookie,
      body: { ...body, banner: c.banner },
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('lets the commission chair and the Gestor open the banner, and no one else', async () => {
    for (const cookie of [chair.cookie, gestor.cookie]) expect((await banner('live', cookie)).statusCode).toBe(200);
    for (const cookie of ['', otherChair.cookie, logistica.cookie]) {
      const res = await banner('live', cookie);
      expectError(res, 403, 'PROJECTION_CODE_INVALID');
      expect(res.json().message).toBe(ERROR_MESSAGES_ES.PROJECTION_CODE_INVALID);
    }
    expectError(await banner('live', 'quorum_projection=NOTACODE22'), 403, 'PROJECTION_CODE_INVALID');
    const refused = await stream(otherChair.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PROJECTION_CODE_INVALID' });
  });

  it('shows the rotating code on the banner while a self check-in roll call is open', async () => {
    const screen = cookieOf(await openScreen(String((await commission(a.id)).projectionCode)));
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
    expectError(await banner('meets-code', screen), 409, 'MEETS_NOT_OPEN');
    const cmd = await t.call('POST', `/api/commissions/${a.id}/live/commands`, {
      cookie: chair.cookie,
      body: { version: 0, actionId: 'projection-open-self', command: { type: 'rollCall.open', mode: 'self' } },
    });
    expect(cmd.statusCode, cmd.body).toBe(200);
    const shown = await banner('meets-code', screen);
    expect(shown.statusCode, shown.body).toBe(200);
    const chairs = (await t.call('GET', `/api/commissions/${a.id}/live/meets-code`, { cookie: chair.cookie })).json() as MeetsCodeView;
    expect((shown.json() as MeetsCodeView).code).toBe(chairs.code);
    // Its QR code opens /meets with the code typed in.
    expect(await svgQrTextOf((shown.json() as MeetsCodeView).qrSvg)).toBe(`${t.ctx.config.publicUrl}/meets?code=${chairs.code}`);
    expectError(await banner('meets-code', otherChair.cookie), 403, 'PROJECTION_CODE_INVALID');
  });

  it('streams the live events to the screen, and a regenerated code shuts out the old cookie on every banner route', async () => {
    const old = cookieOf(await openScreen(String((await commission(a.id)).projectionCode)));
    const client = await stream(old);
    expect(client.status).toBe(200);
    expect((await client.nextData()).event).toBe('snapshot');
    client.close();

    const regenerated = await t.call('POST', `/api/commissions/${a.id}/projection-code`, { cookie: gestor.cookie });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const audit = await countRows(t, 'auditLog');
    for (const path of ['live', 'meets-code']) expectError(await banner(path, old), 403, 'PROJECTION_CODE_INVALID');
    const refused = await stream(old);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PROJECTION_CODE_INVALID' });
    expectError(await openScreen(old.split('=')[1]), 404, 'PROJECTION_CODE_UNKNOWN');
    expect(await countRows(t, 'auditLog')).toBe(audit);

    const fresh = cookieOf(await openScreen(String((await commission(a.id)).projectionCode)));
    expect((await banner('live', fresh)).statusCode).toBe(200);
  });
});
