import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/app';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { command, openRoomSession, phone } from '../support/room-phones';

test.use({ data: { demo: true } });

const TITLE = 'Proyecto de resolución 2.1';
const YOUR_TURN = 'Es tu turno: ¿cómo vota tu delegación?';

test('a roll-call vote on four phones: one passes and answers in the second round, the chair enters one answer, and the acta says so', async ({
  page,
  server,
  browser,
}) => {
  // A journey of many steps (several pages or phones): more than the default minute when both cores are busy.
  test.setTimeout(120_000);
  // The Gestor makes the room (a commission, its delegations, its delegates); its chair, the demo's Presidente, runs it.
  await signInAsDemo(page.context(), server.url, 'gestor');
  const names = ['Argentina', 'Brasil', 'Chile', 'Dinamarca'];
  const { commission, delegates } = await openRoomSession(page, server, {
    name: 'Comisión de la Votación Nominal',
    acronym: 'CVN',
    names,
    tag: 'nominal',
    closeRollCall: true,
    chair: 'presidente',
  });

  // The room's screen and the chair's console, both opened by the signed-in chair; a phone for each delegation.
  const screen = await page.context().newPage();
  await screen.goto(`${server.url}/banner/${commission.id}`);
  const phones = await Promise.all(delegates.map((d) => phone(browser, server.url, d.personalCode)));
  const phoneOf = new Map(names.map((name, i) => [name, phones[i] as Page]));
  await page.goto(`${server.url}/president/sessions/${commission.id}`);
  await page.getByRole('tab', { name: 'Votación' }).click();
  await command(page, commission.id, 'e2e-nominal-open', { type: 'vote.open', title: TITLE, method: 'roll_call', majority: 'simple' });

  // The call starts at a delegation drawn by lot: the console says which, and so do the screen and the phones.
  const calledNow = page.getByTestId('called-now');
  const called = async (): Promise<{ name: string; phone: Page }> => {
    await expect(calledNow).toHaveText(new RegExp(`^(${names.join('|')})$`));
    const name = (await calledNow.textContent()) ?? '';
    await expect(screen.getByTestId('banner-called')).toHaveText(`Vota ahora: ${name}`);
    const itsPhone = phoneOf.get(name) as Page;
    await expect(itsPhone.getByTestId('room-roll-call-turn')).toHaveText(YOUR_TURN);
    return { name, phone: itsPhone };
  };
  const tap = (p: Page, choice: string) =>
    p.getByRole('group', { name: 'Respuesta de tu delegación' }).getByRole('button', { name: choice, exact: true }).click();

  // First called: its phone offers the four answers, «Pasa» among them; the others say whom the chair calls.
  const first = await called();
  await expect(first.phone.getByTestId('room-vote-title')).toHaveText(TITLE);
  const answers = first.phone.getByRole('group', { name: 'Respuesta de tu delegación' }).getByRole('button');
  await expect(answers).toHaveText(['A favor', 'En contra', 'Abstención', 'Pasa']);
  for (const other of phones.filter((p) => p !== first.phone))
    await expect(other.getByTestId('room-roll-call-calling')).toHaveText(`La Mesa llama a: ${first.name}`);
  await expectNoSeriousA11yViolations(first.phone, '/sala while its delegation is called');
  await tap(first.phone, 'Pasa');
  await expect(first.phone.getByText('Tu delegación pasó: se la llamará de nuevo al final.')).toBeVisible();

  const second = await called();
  await tap(second.phone, 'A favor');
  await expect(second.phone.getByText('Tu delegación respondió: A favor')).toBeVisible();

  // The third delegation answers aloud: the chair enters its answer in the console, and its phone shows it.
  const third = await called();
  await page.getByRole('button', { name: 'En contra', exact: true }).click();
  await expect(third.phone.getByText('Tu delegación respondió: En contra')).toBeVisible();
  await expect(third.phone.getByTestId('room-roll-call-turn')).toHaveCount(0);

  const fourth = await called();
  await tap(fourth.phone, 'Abstención');
  await expect(fourth.phone.getByText('Tu delegación respondió: Abstención')).toBeVisible();

  // Second round: the delegation that passed is called again, now without «Pasa» nor abstention.
  expect((await called()).name).toBe(first.name);
  await expect(answers).toHaveText(['A favor', 'En contra']);
  await tap(first.phone, 'A favor');

  // The last answer closes the vote: the room's screen shows the result (2 a favor of 4 present: not a majority).
  await expect(screen.getByTestId('vote-outcome')).toHaveText('Rechazada');
  await expect(screen.getByTestId('vote-yes')).toHaveText('2');
  await expect(screen.getByTestId('vote-no')).toHaveText('1');
  await expect(screen.getByTestId('vote-abstain')).toHaveText('1');
  for (const p of phones) await expect(p.getByTestId('room-roll-call')).toHaveCount(0);

  // The acta's grid says which answer the chair entered and which came from the phones, «pasa» settled.
  await page.getByRole('tab', { name: 'Acta' }).click();
  const grid = page.getByRole('table', { name: `Votación nominal: «${TITLE}»` });
  await expect(grid.getByRole('columnheader')).toHaveText(['Delegación', 'Voto', 'Emitido desde']);
  await expect(grid.getByRole('row')).toHaveText([
    'DelegaciónVotoEmitido desde',
    `${first.name}a favorteléfono`,
    `${second.name}a favorteléfono`,
    `${third.name}en contrarespuesta de la mesa`,
    `${fourth.name}abstenciónteléfono`,
  ]);
  for (const p of phones) await p.context().close();
});
