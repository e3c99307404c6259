import { randomUUID } from 'node:crypto';
import type { Commission, CommissionDelegate, LiveCommand, LiveCommandResult, LiveState } from '@quorum/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, ON_POSTGRES } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn, signInAsDemoGestor } from '../support/app';

test.use({ data: { demo: true } });

/** Signs in as the demo's chair and answers their commission's id. */
async function signInAsChair(page: Page, baseUrl: string): Promise<string> {
  await signIn(page, baseUrl, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  return page.url().split('/').pop() as string;
}

/** Sends one command of the live session, on the current version, as the chair's console does. */
async function command(request: APIRequestContext, baseUrl: string, id: string, cmd: LiveCommand): Promise<LiveState> {
  const state = (await (await request.get(`${baseUrl}/api/commissions/${id}/live`)).json()) as LiveState;
  const res = await request.post(`${baseUrl}/api/commissions/${id}/live/commands`, {
    data: { version: state.version, actionId: randomUUID(), command: cmd },
  });
  expect(res.ok(), `${cmd.type} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as LiveCommandResult).state;
}

/** Signs in as the demo's chair, closes the commission's open session if any, and answers its id. */
async function chairWithNoSession(page: Page, baseUrl: string): Promise<string> {
  const id = await signInAsChair(page, baseUrl);
  if ((await apiGet<LiveState>(page, `/api/commissions/${id}/live`)).session)
    await command(page.request, baseUrl, id, { type: 'session.close' });
  return id;
}

/** The seconds a «m:ss» (or «-m:ss») timer text says. */
function secondsOf(text: string): number {
  const [, sign, minutes, seconds] = /^(-?)(\d+):(\d\d)$/.exec(text.trim()) ?? [];
  if (minutes === undefined) throw new Error(`not a timer: ${text}`);
  return (sign ? -1 : 1) * (Number(minutes) * 60 + Number(seconds));
}

/** Whether the page scrolls in either direction. */
function scrolls(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth, scrollHeight, clientHeight } = document.documentElement;
    return scrollWidth > clientWidth || scrollHeight > clientHeight || document.body.scrollHeight > clientHeight;
  });
}

test('a placard vote recorded from the console takes the centre of the room’s screen: its whole title, the counts and the arithmetic', async ({
  page,
  server,
}) => {
  // The demo's session in progress, with its room present: the speech ends, and the chair takes a vote by placards.
  const id = await signInAsChair(page, server.url);
  const { quorum } = await command(page.request, server.url, id, { type: 'speech.end' });
  await page.goto(`${server.url}/president/sessions/${id}`);
  await page.getByRole('tab', { name: 'Votación' }).click();
  const title = 'Proyecto de resolución 1.1 sobre el acceso universal al agua potable y al saneamiento en las zonas rurales';
  await page.getByLabel('Documento').fill(title);
  await page.getByRole('button', { name: 'Abrir votación' }).click();
  const [yes, no, abstain] = [quorum.present - 3, 2, 1];
  await page.getByLabel('A favor').fill(String(yes));
  await page.getByLabel('En contra').fill(String(no));
  await page.getByLabel('Abstenciones').fill(String(abstain));
  await page.getByRole('button', { name: 'Registrar resultado' }).click();
  await expect(page.getByTestId('vote-result').first()).toContainText(`${title}: aprobada`);
  const [taken] = (await apiGet<LiveState>(page, `/api/commissions/${id}/live`)).floor.results;

  // The room's screen, opened within the moment a result holds the centre.
  await page.goto(`${server.url}/banner/${id}`);
  const centre = page.getByTestId('banner-result');
  await expect(centre.getByTestId('vote-outcome')).toHaveText('Aprobada');
  await expect(centre).toContainText(title);
  await expect(centre.getByTestId('banner-method')).toHaveText('Por tarjetas');
  await expect(centre.getByTestId('vote-yes')).toHaveText(String(yes));
  await expect(centre.getByTestId('vote-no')).toHaveText(String(no));
  await expect(centre.getByTestId('vote-abstain')).toHaveText(String(abstain));
  await expect(centre.getByTestId('banner-arithmetic')).toHaveText(
    `Mayoría simple · necesarios: ${taken?.result.required} de ${taken?.result.base} · a favor: ${yes}`,
  );
});

test(
  'the room’s screen follows the chair live, keeps the time across a reload and fits the screen without scrolling',
  ON_POSTGRES,
  async ({ page, browser, server }) => {
    const id = await signInAsChair(page, server.url);
    const request = page.request;

    // The demo leaves a session in progress: this test closes it and starts its own.
    if ((await apiGet<LiveState>(page, `/api/commissions/${id}/live`)).session)
      await command(request, server.url, id, { type: 'session.close' });
    // The chair opens a session (with its roll call), marks a delegate present and lists their delegation.
    let state = await command(request, server.url, id, { type: 'session.open', title: 'Primera sesión', topic: 'Cambio climático' });
    const delegates = await apiGet<CommissionDelegate[]>(page, `/api/commissions/${id}/delegates`);
    const seated = delegates.find((d) => d.delegationId !== null) as CommissionDelegate;
    const rollCallId = state.rollCall?.id as string;
    await command(request, server.url, id, { type: 'rollCall.mark', rollCallId, delegateId: seated.id, status: 'presente' });
    state = await command(request, server.url, id, { type: 'speakers.add', delegationId: seated.delegationId as string });
    const speaker = seated.delegationName as string;

    // The room's screen: another browser, the same chair (a projection code opens it the same way).
    const room = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const banner = await room.newPage();
    await signInAsChair(banner, server.url);
    await banner.goto(`${server.url}/banner/${id}`);
    await expect(banner).toHaveTitle('Banner | Quórum');
    await expect(banner.getByText('Debate general')).toBeVisible();
    await expect(banner.getByText('Cambio climático')).toBeVisible();
    await expect(banner.getByRole('list', { name: 'Próximos oradores' })).toHaveText(speaker);
    await expect(banner.getByTestId('banner-attendance')).toContainText(`Presentes 1 de ${state.quorum.members}`);

    // The speech starts: the screen shows the speaker and a running timer (how soon is measured in bench/).
    await command(request, server.url, id, { type: 'speech.next' });
    state = await command(request, server.url, id, { type: 'timer.start', target: 'speech' });
    const timer = banner.getByRole('timer', { name: 'Tiempo restante' });
    await expect(banner.getByTestId('banner-speaker')).toHaveText(speaker);
    await expect(timer).toBeVisible();
    const first = secondsOf((await timer.textContent()) ?? '');
    expect(first).toBeLessThanOrEqual(state.floor.speakingMs / 1000);
    await expect.poll(async () => secondsOf((await timer.textContent()) ?? ''), { timeout: 2500 }).toBeLessThan(first);

    // After a reload, once the timer has run on by another second, the screen shows the same time left (±1 s)
    // as the server's timer says.
    await expect.poll(async () => secondsOf((await timer.textContent()) ?? ''), { timeout: 2500 }).toBeLessThan(first - 1);
    await banner.reload();
    await expect(timer).toBeVisible();
    const shown = secondsOf((await timer.textContent()) ?? '');
    const { remainingMs, startedAt } = state.floor.speech?.timer ?? { remainingMs: 0, startedAt: 0 };
    const expected = Math.ceil((remainingMs - (Date.now() - (startedAt ?? 0))) / 1000);
    expect(Math.abs(shown - expected)).toBeLessThanOrEqual(1);

    // The link drops (here the first stream after a reload ends at once): the screen says «Reconectando…» and
    // keeps the last state; once the stream is back it shows the server's time again (±1 s).
    let dropped = false;
    await banner.route('**/live/events', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      const live = await apiGet<LiveState>(page, `/api/commissions/${id}/live`);
      await route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `retry: 1500\nevent: snapshot\ndata: ${JSON.stringify(live)}\n\n`,
      });
    });
    await banner.reload();
    await expect(banner.getByRole('status')).toHaveText('Reconectando…');
    await expect(banner.getByTestId('banner-speaker')).toHaveText(speaker);
    await expect(banner.getByRole('status')).toBeHidden({ timeout: 10_000 });
    const after = secondsOf((await timer.textContent()) ?? '');
    const expectedAfter = Math.ceil((remainingMs - (Date.now() - (startedAt ?? 0))) / 1000);
    expect(Math.abs(after - expectedAfter)).toBeLessThanOrEqual(1);
    await banner.unroute('**/live/events');

    // Readable from the back of the room: a large timer, and nothing scrolls at either size.
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await banner.setViewportSize(size);
      await expect(timer).toBeVisible();
      expect(await scrolls(banner), `${size.width}×${size.height} scrolls`).toBe(false);
      const box = await timer.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(size.height * 0.2);
      await expect(banner.getByTestId('banner-attendance')).toBeInViewport({ ratio: 1 });
      await expect(banner.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
    }
    await room.close();
  },
);

test('with no session open the screen shows the commission and its topic, and it takes the appearance the chair saves', async ({
  page,
  browser,
  server,
}) => {
  const id = await chairWithNoSession(page, server.url);
  const commission = await apiGet<Commission>(page, `/api/commissions/${id}`);

  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const banner = await room.newPage();
  await signInAsChair(banner, server.url);
  await banner.goto(`${server.url}/banner/${id}`);
  const idle = banner.getByTestId('banner-idle');
  await expect(idle.getByRole('heading', { level: 1 })).toHaveText(commission.name);
  await expect(idle).toContainText('Sin sesión en curso');
  if (commission.topics[0]) await expect(idle).toContainText(commission.topics[0]);
  const colours = () =>
    banner.getByRole('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return { background: style.backgroundColor, text: style.color };
    });
  expect(await colours()).toEqual({ background: 'rgb(11, 11, 13)', text: 'rgb(255, 255, 255)' });

  // The chair chooses the light theme in the commission's settings; the screen, opened again, draws in it.
  await page.goto(`${server.url}/president/settings/${id}`);
  await page.getByRole('combobox', { name: 'Tema' }).click();
  await page.getByRole('option', { name: 'Claro' }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();
  await banner.reload();
  await expect(idle).toBeVisible();
  await expect.poll(colours).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(11, 11, 13)' });
  expect(await scrolls(banner)).toBe(false);
  await room.close();
});

test(
  'an idle screen shows the press headlines of its commission as they are published and withdrawn, without a reload',
  ON_POSTGRES,
  async ({ page, browser, server }) => {
    const id = await chairWithNoSession(page, server.url);
    const room = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const banner = await room.newPage();
    await signInAsChair(banner, server.url);
    await banner.goto(`${server.url}/banner/${id}`);
    await expect(banner.getByTestId('banner-idle')).toBeVisible();
    await expect(banner.getByTestId('banner-news')).toHaveCount(0);

    const press = await browser.newContext();
    const gestor = await press.newPage();
    await signInAsDemoGestor(gestor, server.url);
    const created = await gestor.request.post(`${server.url}/api/articles`, {
      data: { title: 'La comisión aprueba su agenda', body: 'Texto', commissionIds: [id] },
    });
    expect(created.status()).toBe(201);
    const article = (await created.json()) as { id: string };
    expect((await gestor.request.post(`${server.url}/api/articles/${article.id}/publish`, { data: {} })).ok()).toBeTruthy();
    const news = banner.getByTestId('banner-news');
    await expect(news.getByRole('listitem')).toHaveText(['La comisión aprueba su agenda']);
    expect(await scrolls(banner)).toBe(false);

    expect((await gestor.request.post(`${server.url}/api/articles/${article.id}/unpublish`, { data: {} })).ok()).toBeTruthy();
    await expect(news).toHaveCount(0);
    await press.close();
    await room.close();
  },
);
