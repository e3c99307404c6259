import type { Commission, Delegation, LiveState } from '@quorum/shared';
import type { Browser, Page } from '@playwright/test';
import { apiGet, signInAsDemoGestor } from '../support/app';
import { expect, test } from '../support/fixtures';
import { runSeed } from '../support/server';

test.use({ data: { demo: true } });

/** A write through the signed-in page's session; its JSON answer. */
async function send<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(new URL(path, page.url()).toString(), { data });
  expect(res.ok(), `POST ${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A chair's command on the commission's current version. */
async function command(page: Page, commissionId: string, actionId: string, body: unknown): Promise<LiveState> {
  const url = `/api/commissions/${commissionId}/live`;
  const { version } = await apiGet<LiveState>(page, url);
  return (await send<{ state: LiveState }>(page, `${url}/commands`, { version, actionId, command: body })).state;
}

/** A delegate's phone: a browser of its own at a phone's size, opened on its personal link. */
async function phone(browser: Browser, url: string, code: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}/sala?code=${code}`);
  await expect(page.getByRole('heading', { name: /^Hola, Delegada/ })).toBeVisible();
  return page;
}

test('a secret vote from four phones: one votes twice, one reloads, and the room screen shows the tally the chair closes', async ({
  page,
  server,
  browser,
}) => {
  await signInAsDemoGestor(page, server.url);
  const commission = await send<Commission>(page, '/api/commissions', {
    name: 'Comisión de los Teléfonos',
    acronym: 'CDT',
    kind: 'asamblea',
    capacity: 20,
    topics: ['Votaciones'],
  });
  const names = ['Argentina', 'Brasil', 'Chile', 'Dinamarca'];
  const delegations: Delegation[] = [];
  for (const name of names) delegations.push(await send<Delegation>(page, `/api/commissions/${commission.id}/delegations`, { name }));
  const delegates = JSON.parse(await runSeed(server, 'seed-room-ballots.ts', commission.id, ...delegations.map((d) => d.id))) as {
    id: string;
    personalCode: string;
  }[];
  const opened = await command(page, commission.id, 'e2e-ballots-session', { type: 'session.open', title: 'Sesión de votación' });
  const rollCallId = opened.rollCall?.id ?? '';
  for (const [i, d] of delegates.entries())
    await command(page, commission.id, `e2e-ballots-present-${i}`, {
      type: 'rollCall.mark',
      rollCallId,
      delegateId: d.id,
      status: 'presente',
    });
  await command(page, commission.id, 'e2e-ballots-roll-call-closed', { type: 'rollCall.close' });

  // The room's screen, opened by the signed-in Gestor.
  const screen = await page.context().newPage();
  await screen.goto(`${server.url}/banner/${commission.id}`);
  const phones = await Promise.all(delegates.map((d) => phone(browser, server.url, d.personalCode)));
  await command(page, commission.id, 'e2e-ballots-open', {
    type: 'vote.open',
    title: 'Proyecto de resolución 1.1',
    method: 'phones_secret',
    majority: 'simple',
  });

  const [argentina, brasil, chile, dinamarca] = phones;
  const cast = async (p: Page, choice: string) => {
    await expect(p.getByTestId('room-vote-title')).toHaveText('Proyecto de resolución 1.1');
    await p.getByRole('button', { name: choice, exact: true }).click();
  };
  await cast(argentina, 'A favor');
  await expect(argentina.getByTestId('room-ballot-status')).toHaveText('Tu voto: A favor');
  // Brasil taps twice: one ballot.
  await expect(brasil.getByRole('button', { name: 'En contra', exact: true })).toBeVisible();
  await brasil.getByRole('button', { name: 'En contra', exact: true }).dblclick();
  await expect(brasil.getByTestId('room-ballot-status')).toHaveText('Tu voto: En contra');
  // Chile votes, then its phone opens the page again: its vote is there within 2 s.
  await cast(chile, 'A favor');
  await expect(chile.getByTestId('room-ballot-status')).toHaveText('Tu voto: A favor');
  await chile.reload();
  await expect(chile.getByTestId('room-ballot-status')).toHaveText('Tu voto: A favor', { timeout: 2_000 });
  await expect(chile.getByRole('button', { name: 'A favor', exact: true })).toHaveCount(0);
  await cast(dinamarca, 'Abstención');
  await expect(dinamarca.getByTestId('room-ballot-status')).toHaveText('Tu voto: Abstención');
  // While open the screen says how many have voted, never what.
  await expect(screen.getByTestId('banner-ballots')).toContainText('4');

  await command(page, commission.id, 'e2e-ballots-close', { type: 'vote.close' });
  await expect(screen.getByTestId('vote-outcome')).toBeVisible();
  await expect(screen.getByTestId('vote-yes')).toHaveText('2');
  await expect(screen.getByTestId('vote-no')).toHaveText('1');
  await expect(screen.getByTestId('vote-abstain')).toHaveText('1');
  for (const p of phones) await p.context().close();
});
