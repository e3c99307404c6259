import { randomUUID } from 'node:crypto';
import type { LiveState } from '@quorum/shared';
import { expect, test, ON_POSTGRES } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn } from '../support/app';

test.use({ data: { demo: true } });

test(
  'a chair schedules a session from the console, the idle room’s screen names it at once, the dashboard too, and the console opens it',
  ON_POSTGRES,
  async ({ page, browser, server }) => {
    await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
    const id = page.url().split('/').pop() as string;

    // The demo leaves a session in progress: close it, so the commission is idle.
    const state = await apiGet<LiveState>(page, `/api/commissions/${id}/live`);
    if (state.session) {
      const res = await page.request.post(`${server.url}/api/commissions/${id}/live/commands`, {
        data: { version: state.version, actionId: randomUUID(), command: { type: 'session.close' } },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }

    // The room's screen, idle, says nothing of a next session while none is scheduled.
    const room = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const banner = await room.newPage();
    await signIn(banner, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
    await expect(banner).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
    await banner.goto(`${server.url}/banner/${id}`);
    await expect(banner.getByTestId('banner-idle')).toBeVisible();
    await expect(banner.getByTestId('banner-next-session')).toBeHidden();

    // The chair schedules one from the console.
    await page.goto(`${server.url}/president/sessions/${id}`);
    const scheduled = page.getByRole('region', { name: 'Sesiones programadas' });
    await expect(scheduled.getByText('No hay sesiones programadas.')).toBeVisible();
    await scheduled.getByRole('button', { name: 'Programar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Programar una sesión' });
    await dialog.getByLabel('Título de la sesión').fill('Sesión de clausura');
    await dialog.getByLabel('Día y hora de inicio').fill('2099-03-03T09:30');
    await dialog.getByRole('button', { name: 'Programar sesión' }).click();
    await expect(dialog).toBeHidden();
    await expect(scheduled.getByRole('listitem')).toContainText('Sesión de clausura');

    // The room's screen names it with its day and time, without a reload.
    await expect(banner.getByTestId('banner-next-session')).toHaveText(/^Próxima sesión: Sesión de clausura · martes, 3 de marzo, 09:30$/);

    // The chair's dashboard shows it too, with the way into the console.
    await page.goto(`${server.url}/president/dashboard/${id}`);
    const line = page.getByTestId('chair-session');
    await expect(line).toContainText('Próxima sesión: Sesión de clausura');
    await line.getByRole('link', { name: 'Abrir en la consola' }).click();
    await expect(page).toHaveURL(new RegExp(`/president/sessions/${id}$`));

    // Opening it from the console makes it the session: the list empties and the room's screen leaves the idle view.
    await page.getByRole('button', { name: 'Abrir Sesión de clausura' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sesión \d+: Sesión de clausura$/);
    await expect(page.getByRole('region', { name: 'Sesiones programadas' })).toBeHidden();
    await expect(banner.getByTestId('banner-idle')).toBeHidden();
    await expect(banner.getByTestId('banner-next-session')).toBeHidden();
    await room.close();
  },
);
