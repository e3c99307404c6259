import type { Commission, Delegation, LiveState, SessionInfo, StaffUser } from '@quorum/shared';
import { type Browser, expect, type Page } from '@playwright/test';
import { apiGet, DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from './app';
import { runSeed, type TestServer } from './server';

/** A write through the signed-in context's session (`base`: the server, the page's own by default); its JSON answer. */
async function send<T>(page: Page, path: string, data: unknown, base = page.url()): Promise<T> {
  const res = await page.request.post(new URL(path, base).toString(), { data });
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
 * The demo's Presidente made the commission's chair by the signed-in Gestor (`PATCH /api/users/:uid`, as the accounts
 * page does), then signed in on `page` in the Gestor's place: the page opens on the chair's dashboard of the commission.
 */
async function chairedByDemoPresidente(page: Page, server: TestServer, commissionId: string): Promise<void> {
  const users = await apiGet<StaffUser[]>(page, new URL('/api/users', server.url).toString());
  const chair = users.find((u) => u.email === DEMO_ACCOUNTS.presidente) as StaffUser;
  const { name, role, grade, ti, phone, wpUserId } = chair;
  const data = { name, role, grade, ti, phone, wpUserId, comissionId: commissionId };
  const moved = await page.request.patch(`${server.url}/api/users/${encodeURIComponent(chair.uid)}`, { data });
  expect(moved.ok(), `PATCH /api/users/:uid → ${moved.status()} ${await moved.text()}`).toBeTruthy();
  await signIn(page, server.url, DEMO_ACCOUNTS.presidente, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/president/dashboard/${commissionId}$`));
  // The context's cookie is the chair's now, not the Gestor's: its commands and pages are the Presidente's.
  const { profile } = await apiGet<SessionInfo>(page, '/api/auth/session');
  expect(profile).toMatchObject({ role: 'Presidente', comissionId: commissionId });
}

/**
 * A commission whose session is open with every delegation present: one delegation per name with one seated delegate
 * each (`seed-room-ballots.ts`), made through the signed-in Gestor's context (`page` may be blank: the Gestor signed in
 * through the API only). With `chair: 'presidente'` the demo's Presidente is made the commission's chair and signed in
 * on `page` in the Gestor's place, and opens the session as the chair does; else the Gestor opens it. `tag` names the
 * commands' action ids; `closeRollCall` closes the session's roll call too.
 */
export async function openRoomSession(
  page: Page,
  server: TestServer,
  room: { name: string; acronym: string; names: readonly string[]; tag: string; closeRollCall?: boolean; chair?: 'presidente' },
): Promise<{ commission: Commission; delegates: RoomDelegate[] }> {
  const body = { name: room.name, acronym: room.acronym, kind: 'asamblea', capacity: 20, topics: ['Votaciones'] };
  const commission = await send<Commission>(page, '/api/commissions', body, server.url);
  const delegations: Delegation[] = [];
  for (const name of room.names)
    delegations.push(await send<Delegation>(page, `/api/commissions/${commission.id}/delegations`, { name }, server.url));
  const seeded = await runSeed(server, 'seed-room-ballots.ts', commission.id, ...delegations.map((d) => d.id));
  const delegates = JSON.parse(seeded) as RoomDelegate[];
  if (room.chair === 'presidente') await chairedByDemoPresidente(page, server, commission.id);
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
