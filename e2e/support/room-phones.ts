import type { Commission, Delegation, LiveState } from '@quorum/shared';
import { type Browser, expect, type Page } from '@playwright/test';
import { apiGet } from './app';
import { runSeed, type TestServer } from './server';

/** A write through the signed-in page's session; its JSON answer. */
async function send<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(new URL(path, page.url()).toString(), { data });
  expect(res.ok(), `POST ${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A chair's command on the commission's current version. */
export async function command(page: Page, commissionId: string, actionId: string, body: unknown): Promise<LiveState> {
  const url = `/api/commissions/${commissionId}/live`;
  const { version } = await apiGet<LiveState>(page, url);
  return (await send<{ state: LiveState }>(page, `${url}/commands`, { version, actionId, command: body })).state;
}

/** A delegate's phone: a browser of its own at a phone's size, opened on its personal link. */
export async function phone(browser: Browser, url: string, code: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}/sala?code=${code}`);
  await expect(page.getByRole('heading', { name: /^Hola, Delegada/ })).toBeVisible();
  return page;
}

/** A seated delegate of the room: their id and the personal code that opens their phone's room pass. */
export interface RoomDelegate {
  id: string;
  personalCode: string;
}

/**
 * A commission whose session is open with every delegation present, through the signed-in Gestor's page: one
 * delegation per name with one seated delegate each (`seed-room-ballots.ts`). `tag` names the commands' action ids;
 * `closeRollCall` closes the session's roll call too.
 */
export async function openRoomSession(
  page: Page,
  server: TestServer,
  room: { name: string; acronym: string; names: readonly string[]; tag: string; closeRollCall?: boolean },
): Promise<{ commission: Commission; delegates: RoomDelegate[] }> {
  const body = { name: room.name, acronym: room.acronym, kind: 'asamblea', capacity: 20, topics: ['Votaciones'] };
  const commission = await send<Commission>(page, '/api/commissions', body);
  const delegations: Delegation[] = [];
  for (const name of room.names) delegations.push(await send<Delegation>(page, `/api/commissions/${commission.id}/delegations`, { name }));
  const seeded = await runSeed(server, 'seed-room-ballots.ts', commission.id, ...delegations.map((d) => d.id));
  const delegates = JSON.parse(seeded) as RoomDelegate[];
  const opened = await command(page, commission.id, `e2e-${room.tag}-session`, { type: 'session.open', title: `Sesión de ${room.name}` });
  const rollCallId = opened.rollCall?.id ?? '';
  for (const [i, d] of delegates.entries())
    await command(page, commission.id, `e2e-${room.tag}-present-${i}`, {
      type: 'rollCall.mark',
      rollCallId,
      delegateId: d.id,
      status: 'presente',
    });
  if (room.closeRollCall) await command(page, commission.id, `e2e-${room.tag}-roll-call-closed`, { type: 'rollCall.close' });
  return { commission, delegates };
}
