import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, signIn, signInWithForm, signOut } from '../support/app';

test.use({ data: { demo: true } });

test('a reset link from the outbox sets a new password', async ({ page, browser, server }) => {
  // The chair asks for a link from the login page.
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.getByRole('dialog').getByLabel('Correo de tu cuenta').fill('presidente@demo.quorum.test');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /enviar/i })
    .click();
  await expect(page.getByText('Si la cuenta existe, te hemos enviado un enlace')).toBeVisible();

  // Without SMTP the mail waits in "Correo saliente", where the Gestor reads it.
  const gestor = await browser.newPage();
  await signIn(gestor, server.url, 'gestor@demo.quorum.test', DEMO_PASSWORD);
  await expect(gestor).toHaveURL(/\/secretary\/dashboard$/);
  await gestor.goto(`${server.url}/secretary/outbox`);
  await expect(gestor).toHaveTitle('Correo saliente | Quórum');
  await gestor.getByText('Restablecer tu contraseña de Quórum').first().click();
  const link = await gestor
    .getByRole('link', { name: /\/reset-password\?token=/ })
    .first()
    .getAttribute('href');
  expect(link).toContain('/reset-password?token=');
  await gestor.close();

  // The link sets a new password; the old one stops working.
  await page.goto(link as string);
  await page.getByLabel('Nueva contraseña').fill('otra-clave-para-la-mesa-2027');
  await page.getByLabel('Repite la contraseña').fill('otra-clave-para-la-mesa-2027');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('link', { name: /iniciar sesión/i })).toBeVisible();

  await signInWithForm(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await signInWithForm(page, server.url, 'presidente@demo.quorum.test', 'otra-clave-para-la-mesa-2027');
  await expect(page).toHaveURL(/\/president\/dashboard\//);
  await signOut(page);
});
