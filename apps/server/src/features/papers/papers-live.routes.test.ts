import { LIVE_STREAM_PAPERS, LIVE_STREAM_SNAPSHOT, type WorkingPaper } from '@quorum/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, type TestApp } from '../../../test/harness';
import { openPhones } from '../../../test/room-phones';
import { openSse, type SseClient } from '../../../test/sse-client';

describeWithApp('working papers: the live notices (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  const phones: Record<string, string> = {};
  const streams: Record<string, SseClient> = {};
  let paperId = '';

  const heard = async (stream: string) => (await streams[stream]?.nextNamed(LIVE_STREAM_PAPERS))?.data;
  const paperUrl = (path = '') => `/api/room/papers/${paperId}${path}`;
  const save = (paper: WorkingPaper, title: string) =>
    t.call('PUT', paperUrl(), { cookie: phones.Argelia, body: { baseVersion: paper.version, text: { ...paper.text, title } } });
  const sign = (signed: boolean) =>
    t.call('POST', paperUrl(signed ? '/signature' : '/signature/withdraw'), { cookie: phones.Chile, body: {} });

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    Object.assign(phones, await openPhones(t, fx.a.id, ['Argelia', 'Chile'], 'WPL'), await openPhones(t, fx.b.id, ['Zambia'], 'WPM'));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const name of ['Chile', 'Zambia']) streams[name] = await openSse(`${base}/api/room/events`, { cookie: phones[name] as string });
    streams.chair = await openSse(`${base}/api/commissions/${fx.a.id}/live/events`, { cookie: fx.chair.cookie });
    for (const stream of Object.values(streams)) expect((await stream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
  });
  afterAll(() => {
    for (const stream of Object.values(streams)) stream.close();
  });

  it('tells the commission’s phones and chair of each write to a paper, its id and version only, once per change', async () => {
    const created = await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title: 'Agua potable' } });
    expect(created.statusCode, created.body).toBe(200);
    const paper = created.json() as WorkingPaper;
    paperId = paper.id;
    expect(await heard('Chile')).toEqual({ paperId, version: 1 });
    expect(await heard('chair')).toEqual({ paperId, version: 1 });

    const saved = await save(paper, 'Agua potable para todos');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await heard('Chile')).toEqual({ paperId, version: 2 });
    expect(await heard('chair')).toEqual({ paperId, version: 2 });

    // A signature changes the paper (its threshold), not its version; signing again and a save of the same text change nothing.
    expect((await sign(true)).statusCode).toBe(200);
    expect(await heard('Chile')).toEqual({ paperId, version: 2 });
    expect((await sign(true)).statusCode).toBe(200);
    const current = saved.json().paper as WorkingPaper;
    expect((await save(current, current.text.title)).statusCode).toBe(200);
    expect((await sign(false)).statusCode).toBe(200);
    expect(await heard('Chile')).toEqual({ paperId, version: 2 });
    expect((await save(current, 'Agua potable y saneamiento')).statusCode).toBe(200);
    expect(await heard('Chile')).toEqual({ paperId, version: 3 });
    // The chair's stream heard the same, in the same order.
    for (const version of [2, 2, 3]) expect(await heard('chair')).toEqual({ paperId, version });
  });

  it('tells another commission’s phone nothing of these papers: the first notice it hears is its own commission’s', async () => {
    const own = await t.call('POST', '/api/room/papers', { cookie: phones.Zambia, body: { title: 'Energía limpia' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(await heard('Zambia')).toEqual({ paperId: (own.json() as WorkingPaper).id, version: 1 });
  });
});
