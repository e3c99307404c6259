import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/app';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { command, openRoomSession, phone } from '../support/room-phones';

test.use({ data: { demo: true } });

test('a secret vote from four phones: one votes twice, one reloads, and the room screen shows the tally the chair closes', async ({
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
    name: 'Comisión de los Teléfonos',
    acronym: 'CDT',
    names,
    tag: 'ballots',
    closeRollCall: true,
    chair: 'presidente',
  });

  // The room's screen, opened by the signed-in chair.
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
  // Argentina votes with the keyboard from the page as it paints: Tab until «A favor» has the focus, then Enter — five
  // keyboard actions at most. The ballot and the page around it have no serious or critical accessibility violation.
  await argentina.reload();
  const inFavour = argentina.getByRole('button', { name: 'A favor', exact: true });
  await expect(inFavour).toBeVisible();
  await expectNoSeriousA11yViolations(argentina, '/sala with the ballot');
  let tabs = 0;
  while (tabs < 5 && !(await inFavour.evaluate((button) => button === document.activeElement))) {
    await argentina.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(inFavour).toBeFocused();
  await argentina.keyboard.press('Enter');
  expect(tabs + 1, 'keyboard actions to cast a ballot').toBeLessThanOrEqual(5);
  await expect(argentina.getByTestId('room-ballot-status')).toHaveText('Tu voto: A favor');
  await expectNoSeriousA11yViolations(argentina, '/sala after a ballot');
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
