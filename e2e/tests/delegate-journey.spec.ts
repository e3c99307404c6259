import { expect, test } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn, signOut } from '../support/app';

test.use({ data: { demo: true } });

/** An adult's birth date (no guardian step). */
const ADULT_BIRTH_DATE = '2004-02-29';

test('pre-register → personal link → correct and confirm → Gestor assigns → chair sees → staff checks in', async ({
  page,
  browser,
  server,
}) => {
  // A journey of many steps (several pages or phones): more than the default minute when both cores are busy.
  test.setTimeout(120_000);
  // 1. A delegate pre-registers.
  await page.goto(`${server.url}/register`);
  await page.getByLabel('Nombres').fill('Nicolas');
  await page.getByLabel('Apellidos').fill('Peña Ocampo');
  await page.getByLabel('Número de documento').fill('JRN5544');
  await page.getByLabel('Fecha de nacimiento').fill(ADULT_BIRTH_DATE);
  await page.getByLabel('Correo electrónico').fill('nicolas.pena@universidad.test');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByLabel('Colegio o universidad').fill('Universidad Externado');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('combobox', { name: 'Preferencia 1' }).click();
  await page.getByRole('option', { name: /Asamblea General/ }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Enviar preinscripción' }).click();
  await expect(page.getByText('¡Preinscripción recibida!')).toBeVisible();

  // 2. The Gestor finds the personal link in the outbox (no SMTP configured).
  const gestor = await browser.newPage();
  await signIn(gestor, server.url, 'gestor@demo.quorum.test', DEMO_PASSWORD);
  await expect(gestor).toHaveURL(/\/secretary\/dashboard$/);
  const outbox = await apiGet<{ to: string; text: string }[]>(gestor, '/api/outbox');
  const link = /(http:\/\/\S+\/verificator\?code=\w+)/.exec(outbox.find((m) => m.to === 'nicolas.pena@universidad.test')?.text ?? '')?.[1];
  expect(link).toBeTruthy();

  // 3. The delegate corrects the spelling of their name and confirms.
  await page.goto(link as string);
  await page.getByLabel('Nombres').fill('Nicolás');
  await page.getByRole('button', { name: 'Guardar correcciones' }).click();
  await expect(page.getByText('Datos corregidos')).toBeVisible();
  await page.getByRole('button', { name: 'Mis datos son correctos' }).click();
  await expect(page.getByTestId('delegate-status')).toHaveText('Datos verificados');

  // 4. The Gestor assigns them by hand on /secretary/delegations.
  await gestor.goto(`${server.url}/secretary/delegations`);
  const unassigned = gestor.getByRole('region', { name: /Delegados sin comisión/ });
  await unassigned.getByRole('searchbox', { name: 'Buscar por nombre, documento, correo o institución' }).fill('nicolas pena');
  await unassigned.getByRole('button', { name: 'Asignar: Nicolás Peña Ocampo' }).click();
  const assign = gestor.getByRole('dialog', { name: 'Asignar a Nicolás Peña Ocampo' });
  await assign.getByRole('combobox', { name: 'Comisión' }).click();
  await gestor.getByRole('option', { name: /^Asamblea General/ }).click();
  await assign.getByRole('combobox', { name: 'Delegación' }).click();
  await gestor.getByRole('option', { name: /^Uruguay/ }).click();
  await assign.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(gestor.getByText('Asignación guardada.')).toBeVisible();
  await gestor.close();

  // /data now shows the commission with the masked name.
  await page.goto(`${server.url}/data`);
  await page.getByLabel('Número de documento').fill('JRN5544');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('N. P***')).toBeVisible();
  await expect(page.getByText('Asamblea General')).toBeVisible();

  // 5. The chair of the Asamblea General sees them with their delegation.
  const chair = await browser.newPage();
  await signIn(chair, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(chair).toHaveURL(/\/president\/dashboard\//);
  const commissionId = chair.url().split('/').pop();
  await chair.goto(`${server.url}/president/delegates/${commissionId}`);
  await chair.getByLabel('Filtrar por nombre, correo, institución o delegación').fill('nicolas pena');
  const row = chair.getByTestId('delegate-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('combobox', { name: 'Delegación de Nicolás Peña Ocampo' })).toHaveText('Uruguay');
  await signOut(chair);
  await chair.close();

  // 6. Logistics finds them at the door ("pena" finds "Peña") and checks them in, once.
  await signIn(page, server.url, 'logistica@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/finder$/);
  await page.getByLabel('Buscar delegado').fill('nicolas pena');
  await page
    .getByRole('region', { name: 'Resultados' })
    .getByRole('button', { name: /Nicolás Peña Ocampo/ })
    .click();
  const card = page.getByRole('region', { name: 'Nicolás Peña Ocampo' });
  await expect(card.getByText('Uruguay')).toBeVisible();
  await card.getByRole('button', { name: 'Acreditar' }).click();
  await expect(card.getByText(/^Acreditado por Lucía Logística a las \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Acreditado ✓' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Acreditar' })).toHaveCount(0);
});
