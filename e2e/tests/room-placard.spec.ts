import type { Page } from '@playwright/test';
import type { Commission } from '@quorum/shared';
import { apiGet, signInAsDemo } from '../support/app';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openRoomSession, phone } from '../support/room-phones';

test.use({ data: { demo: true } });

/** The delegation's requests on its phone: what each asks and where it stands. */
const ownRequests = (p: Page) => p.getByTestId('room-request');

test('the digital placard: two phones move the same caucus, the chair puts it to the floor with one tap and rules a point out of order', async ({
  page,
  server,
  browser,
}) => {
  // A journey of many steps (several pages or phones): more than the default minute when both cores are busy.
  test.setTimeout(120_000);
  // The Gestor makes the room; its chair, the demo's Presidente, runs it.
  await signInAsDemo(page.context(), server.url, 'gestor');
  const names = ['Argentina', 'Brasil', 'Chile'];
  const { commission, delegates } = await openRoomSession(page, server, {
    name: 'Comisión de las Placas',
    acronym: 'CDP',
    names,
    tag: 'placard',
    chair: 'presidente',
  });

  const [argentina, brasil, chile] = (await Promise.all(delegates.map((d) => phone(browser, server.url, d.personalCode)))) as [
    Page,
    Page,
    Page,
  ];
  // The room's screen, opened with the commission's projection code in a browser of its own (no staff session).
  const { projectionCode } = await apiGet<Commission>(page, `/api/commissions/${commission.id}`);
  const screen = await (await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' })).newPage();
  await screen.goto(`${server.url}/in?code=${projectionCode}`);
  await expect(screen).toHaveURL(new RegExp(`/banner/${commission.id}$`));
  const shown = screen.getByTestId('banner-request');
  await page.goto(`${server.url}/president/sessions/${commission.id}`);
  await page.getByRole('tab', { name: 'Solicitudes' }).click();
  await expect(page.getByText('No hay solicitudes de los teléfonos en espera.')).toBeVisible();

  // Argentina moves a moderated caucus from its phone; Brasil moves the same one in other words' case.
  const moveCaucus = async (p: Page, topic: string) => {
    await p.getByRole('button', { name: 'Moción…' }).click();
    await p.getByRole('textbox', { name: 'Tema' }).fill(topic);
    await p.getByRole('button', { name: 'Enviar a la Mesa' }).click();
  };
  await moveCaucus(argentina, 'Agua potable');
  await expect(ownRequests(argentina)).toContainText(['Caucus moderado: Agua potable · En espera']);
  await brasil.getByRole('button', { name: 'Moción…' }).click();
  await expectNoSeriousA11yViolations(brasil, '/sala with the motion form open');
  await brasil.getByRole('textbox', { name: 'Tema' }).fill('agua  POTABLE');
  await brasil.getByRole('button', { name: 'Enviar a la Mesa' }).click();
  await expect(ownRequests(brasil)).toContainText(['La apoya 1 delegación más']);
  // Chile raises a point of order.
  await chile.getByRole('button', { name: 'Punto…' }).click();
  await chile.getByRole('group', { name: 'Qué punto' }).getByRole('button', { name: 'Punto de orden' }).click();
  await expect(ownRequests(chile)).toContainText(['Punto de orden · En espera']);
  await expectNoSeriousA11yViolations(chile, '/sala with a request waiting');

  // The chair's queue: the point first, then one caucus with Brasil as its supporter.
  const items = page.getByTestId('request-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'Solicitudes (2)' })).toBeVisible();
  await expect(items.nth(0)).toContainText('Punto de orden');
  await expect(items.nth(0)).toContainText('Chile');
  await expect(items.nth(1)).toContainText('Caucus moderado: Agua potable');
  await expect(items.nth(1)).toContainText('La apoyan: Brasil');
  // The room's screen lists the same queue, in the same order, with the delegations and the supporter.
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toContainText('Punto de orden');
  await expect(shown.nth(0)).toContainText('Chile');
  await expect(shown.nth(1)).toContainText('Caucus moderado: Agua potable');
  await expect(shown.nth(1)).toContainText('Argentina · la apoya Brasil');

  // Out of order, with a reason Chile reads on its phone.
  await items.nth(0).getByRole('button', { name: 'Fuera de orden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill('No hay un orador en el uso de la palabra');
  await dialog.getByRole('button', { name: 'Declarar fuera de orden' }).click();
  await expect(ownRequests(chile)).toContainText(['Punto de orden · Fuera de orden']);
  await expect(chile.getByText('Motivo: No hay un orador en el uso de la palabra')).toBeVisible();
  await expect(shown).toHaveCount(1);

  // One tap puts the merged caucus to the floor as Argentina's; both phones say it was accepted, and the room sees it.
  await page.getByRole('button', { name: 'A la sala: Caucus moderado: Agua potable de Argentina' }).click();
  await expect(items).toHaveCount(0);
  await expect(screen.getByRole('region', { name: 'Solicitudes a la Mesa' })).toHaveCount(0);
  await expect(ownRequests(argentina)).toContainText(['Caucus moderado: Agua potable · Aceptada']);
  await expect(ownRequests(brasil)).toContainText(['Caucus moderado: agua  POTABLE · Aceptada']);
  await expect(argentina.getByRole('region', { name: 'Moción en el piso' })).toContainText('Caucus moderado');
  await page.getByRole('tab', { name: 'Mociones' }).click();
  await expect(page.getByTestId('pending-motion')).toContainText('Agua potable');
});
