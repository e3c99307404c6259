import type { Commission } from '@quorum/shared';
import { expect, test } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn } from '../support/app';

test.use({ data: { demo: true } });

test('the chair changes the quorum and the speaking time, sees them after a reload, and replaces the projection code', async ({
  page,
  server,
}) => {
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const commissionId = page.url().split('/').pop() as string;

  // The dashboard shows the attendance of the latest roll call, the demo's open session and the way into the settings.
  await expect(page.getByTestId('chair-attendance')).toContainText(/\d+ de \d+ miembros presentes/);
  await expect(page.getByTestId('chair-session')).toContainText(/Sesión \d+: .+En curso/);
  await page.getByRole('navigation', { name: 'Áreas de la comisión' }).getByRole('link', { name: 'Ajustes' }).click();
  await expect(page).toHaveURL(new RegExp(`/president/settings/${commissionId}$`));
  await expect(page).toHaveTitle('Ajustes de Comisión | Quórum');

  const numerator = page.getByRole('spinbutton', { name: 'Quórum: numerador' });
  const denominator = page.getByRole('spinbutton', { name: 'Quórum: denominador' });
  const speaking = page.getByRole('spinbutton', { name: 'Tiempo de intervención (segundos)' });
  await expect(numerator).toBeVisible();
  await numerator.fill('2');
  await denominator.fill('5');
  await expect(page.getByText(/Abre el debate con \d+ de \d+ miembros/)).toBeVisible();
  await speaking.fill('75');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();

  await page.reload();
  await expect(numerator).toHaveValue('2');
  await expect(denominator).toHaveValue('5');
  await expect(speaking).toHaveValue('75');
  const saved = await apiGet<Commission>(page, `/api/commissions/${commissionId}`);
  expect(saved.rules).toMatchObject({ debateQuorum: { numerator: 2, denominator: 5 }, speakingTimeSeconds: 75 });

  // The projection code: regenerated after a confirmation; the /in link follows it.
  const code = page.getByTestId('projection-code');
  const before = (await code.textContent())?.trim() ?? '';
  expect(before).toMatch(/^[A-Z0-9]{10}$/);
  await expect(page.getByTestId('projection-link')).toHaveText(new RegExp(`/in\\?code=${before}$`));
  await page.getByRole('button', { name: 'Regenerar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Regenerar el código de proyección?' });
  await dialog.getByRole('button', { name: 'Regenerar' }).click();
  await expect(dialog).toBeHidden();
  await expect(code).not.toHaveText(before);
  const after = (await code.textContent())?.trim() ?? '';
  expect(after).toMatch(/^[A-Z0-9]{10}$/);
  await expect(page.getByTestId('projection-link')).toHaveText(new RegExp(`/in\\?code=${after}$`));
  expect((await apiGet<Commission>(page, `/api/commissions/${commissionId}`)).projectionCode).toBe(after);
});
