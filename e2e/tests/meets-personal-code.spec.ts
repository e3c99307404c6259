import type { Delegate } from '@quorum/shared';
import { apiGet } from '../support/app';
import { expect, test, ON_POSTGRES } from '../support/fixtures';
import { openSelfCheckInRoom } from '../support/meets-room';

test.use({ data: { demo: true } });

test(
  'a delegate checks in with their personal code on a phone; the chair sees from which address, the room’s screen does not',
  ON_POSTGRES,
  async ({ page, server }) => {
    const commission = await openSelfCheckInRoom(page, server);
    const { personalCode } = await apiGet<Delegate>(page, `/api/delegates/${commission.delegateId}`);
    const screen = await page.context().newPage();
    await screen.goto(`${server.url}/banner/${commission.id}`);
    const onScreen = screen.getByTestId('banner-meets-code');
    await expect(onScreen).toHaveText(/^[A-Z0-9]{6}$/);

    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.url}/meets`);
    await phone.getByRole('button', { name: 'Usar mi código personal (más seguro)' }).click();
    await expect(phone.getByLabel('Número de documento')).toHaveCount(0);
    await phone.getByLabel('Código personal').fill(personalCode.toLowerCase());
    await phone.getByLabel('Código de la pantalla').fill(((await onScreen.textContent()) ?? '').trim());
    await phone.getByRole('button', { name: 'Estoy presente' }).click();
    await expect(phone.getByRole('status')).toContainText('¡Quedaste presente!');
    await expect(phone.getByRole('status')).toContainText('Colombia');

    // The console's roll call, on a phone too: who checked in by themselves, from which address and how.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/president/sessions/${commission.id}`);
    const checkIns = page.getByRole('region', { name: 'Autorregistros y desde dónde' });
    const group = checkIns.getByTestId('self-check-in-address');
    await expect(group).toHaveCount(1);
    await expect(group).toContainText('1 autorregistro');
    await expect(group).toContainText('Camila Rojas Díaz (Colombia) · con código personal');
    const address = ((await group.locator('p').first().textContent()) ?? '').trim();
    expect(address).toMatch(/^[\d.:a-f]+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The room's screen shows the attendance, never the addresses.
    await expect(onScreen).toBeVisible();
    expect(await screen.locator('body').textContent()).not.toContain(address);
  },
);
