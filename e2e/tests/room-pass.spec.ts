import type { Delegate } from '@quorum/shared';
import { apiGet } from '../support/app';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openSelfCheckInRoom } from '../support/meets-room';
import { command } from '../support/room-phones';

test.use({ data: { demo: true } });

test('a delegate follows their room on a phone with their personal link, until the chair ends the phone’s session', async ({
  page,
  server,
  browser,
}) => {
  const commission = await openSelfCheckInRoom(page, server);
  const { personalCode } = await apiGet<Delegate>(page, `/api/delegates/${commission.delegateId}`);
  await command(page, commission.id, 'e2e-room-close-self', { type: 'rollCall.close' });
  // Opening the session opens its roll call, which marks Camila present.
  const opened = await command(page, commission.id, 'e2e-room-open-session', { type: 'session.open', title: 'Sesión de los teléfonos' });
  const rollCallId = opened.rollCall?.id ?? '';
  await command(page, commission.id, 'e2e-room-present', {
    type: 'rollCall.mark',
    rollCallId,
    delegateId: commission.delegateId,
    status: 'presente',
  });
  const state = await command(page, commission.id, 'e2e-room-close-roll-call', { type: 'rollCall.close' });
  const [colombia] = state.attendance;

  // The delegate's phone: a browser of its own, at a phone's size.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', serviceWorkers: 'block' });
  const phone = await context.newPage();
  // The room's stream comes gzip, as the browser asks: a vote's opening is a sixth of its bytes on the venue's Wi-Fi.
  const streamed = phone.waitForResponse((response) => new URL(response.url()).pathname === '/api/room/events');
  await phone.goto(`${server.url}/sala?code=${personalCode}`);
  await expect(phone.getByRole('heading', { name: 'Hola, Camila' })).toBeVisible();
  expect((await streamed).headers()['content-encoding']).toBe('gzip');
  // The code left the address (and the history): only the device's cookie, which the page cannot read, remains.
  expect(new URL(phone.url()).search).toBe('');
  expect(await phone.evaluate(() => document.cookie)).toBe('');
  await expect(phone.getByTestId('room-delegation')).toHaveText('Colombia · Comisión del Autorregistro');
  await expect(phone.getByTestId('room-session-title')).toHaveText('Sesión de los teléfonos');
  await expect(phone.getByTestId('room-place')).toHaveText('Tu delegación no está en la lista.');

  // The chair puts the delegation on the list, then gives it the floor: the phone follows.
  await command(page, commission.id, 'e2e-room-speaker', { type: 'speakers.add', delegationId: colombia.delegationId });
  await expect(phone.getByTestId('room-place')).toHaveText('Tu lugar: 1.º');
  await command(page, commission.id, 'e2e-room-speech', { type: 'speech.next' });
  await command(page, commission.id, 'e2e-room-timer', { type: 'timer.start', target: 'speech' });
  await expect(phone.getByTestId('room-speaker')).toHaveText('Colombia (tu delegación)');
  const timer = phone.getByRole('timer', { name: 'Tiempo restante' });
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  // Every part of the room is a named region, and nothing is wider than the phone.
  for (const name of ['Sesión', 'En el uso de la palabra', 'Lista de oradores', 'Amonestaciones de tu delegación'])
    await expect(phone.getByRole('region', { name })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // No serious or critical accessibility violation on the room as it runs (axe-core).
  await expectNoSeriousA11yViolations(phone, '/sala with a speech running');
  // A phone without a device session gets the pass form: none there either.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', serviceWorkers: 'block' });
  const form = await stranger.newPage();
  await form.goto(`${server.url}/sala`);
  await expect(form.getByLabel('Tu enlace o código personal')).toBeVisible();
  await expectNoSeriousA11yViolations(form, 'the room pass form');
  await stranger.close();

  // The chair's console says, in words, that Colombia has a phone following the room.
  await page.goto(`${server.url}/president/sessions/${commission.id}`);
  const phones = page.getByRole('region', { name: 'Teléfonos' });
  const row = phones.getByTestId('room-phones-delegation').filter({ hasText: 'Colombia' });
  await expect(row).toContainText('Conectado');
  await expect(row).toContainText('Camila Rojas Díaz: 1 sesión');
  await row.getByRole('button', { name: 'Cerrar sesiones del teléfono' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesiones del teléfono' }).click();
  await expect(page.getByText('1 sesión cerrada')).toBeVisible();

  // Within a heartbeat the phone's stream ends, and the phone says its session ended.
  await expect(phone.getByRole('alert')).toHaveText(
    'La sesión de la sala en este teléfono se cerró. Vuelve a entrar con tu enlace personal.',
    {
      timeout: 20_000,
    },
  );
  await expect(phone.getByLabel('Tu enlace o código personal')).toBeVisible();
  await context.close();
});
