import type { Page } from '@playwright/test';
import { expect, type SpecServer, test } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn } from '../support/app';

test.use({ data: { demo: true } });

/** A birth date that makes the delegate 15 years old. */
function minorBirthDate(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 15);
  d.setUTCDate(d.getUTCDate() - 3);
  return d.toISOString().slice(0, 10);
}

async function gestorPage(page: Page, server: SpecServer): Promise<Page> {
  const gestor = await page.context().browser()?.newPage();
  if (!gestor) throw new Error('no browser');
  await signIn(gestor, server.url, 'gestor@demo.quorum.test', DEMO_PASSWORD);
  await expect(gestor).toHaveURL(/\/secretary\/dashboard$/);
  return gestor;
}

test('a minor pre-registers, verifies their data through the personal link, and finds their commission', async ({ page, server }) => {
  const email = 'sofia.rojas@colegio.test';
  const documentNumber = 'E2E778899';

  await page.goto(`${server.url}/register`);
  await expect(page).toHaveTitle('PreRegistro | Quórum');
  await expect(page.getByRole('heading', { name: 'Preinscripción' })).toBeVisible();

  // Step 1: personal data (an empty form is refused with Spanish messages first).
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Nombres: obligatorio').or(page.getByText('Obligatorio')).first()).toBeVisible();
  await page.getByLabel('Nombres').fill('Sofia');
  await page.getByLabel('Apellidos').fill('Rojas Díaz');
  await page.getByLabel('Número de documento').fill(documentNumber);
  await page.getByLabel('Fecha de nacimiento').fill(minorBirthDate());
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('3001234567');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: institution and grade.
  await page.getByLabel('Colegio o universidad').fill('Colegio Santa Fe');
  await page.getByLabel('Grado o semestre').fill('10');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: commission preferences.
  await page.getByRole('combobox', { name: 'Preferencia 1' }).click();
  await page.getByRole('option').nth(1).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 4: a minor needs a guardian.
  await expect(page.getByText('Eres menor de edad')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Menor de edad: nombre del acudiente obligatorio')).toBeVisible();
  await page.getByLabel('Nombre del acudiente').fill('Marta Díaz');
  await page.getByLabel('Teléfono del acudiente').fill('3109876543');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 5: both texts must be accepted; the links open them.
  await expect(page.getByRole('main').getByRole('link', { name: 'términos y condiciones', exact: true })).toHaveAttribute('href', '/tyc');
  await expect(page.getByRole('main').getByRole('link', { name: 'política de privacidad', exact: true })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await page.getByRole('button', { name: 'Enviar preinscripción' }).click();
  await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
  await page.getByRole('checkbox', { name: /términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Enviar preinscripción' }).click();
  await expect(page.getByText('¡Preinscripción recibida!')).toBeVisible();

  // A second pre-registration with the same document is caught as the document field is left, on the
  // first step, and the form does not go on.
  await page.getByRole('button', { name: 'Preinscribir a otra persona' }).click();
  await page.getByLabel('Nombres').fill('Otra');
  await page.getByLabel('Apellidos').fill('Persona');
  await page.getByLabel('Número de documento').fill(documentNumber.toLowerCase());
  await page.getByLabel('Fecha de nacimiento').focus();
  await expect(page.getByText('Ya existe una preinscripción con este documento')).toBeVisible();
  await page.getByLabel('Fecha de nacimiento').fill('1990-01-01');
  await page.getByLabel('Correo electrónico').fill('otra@colegio.test');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('1/4 · Datos personales')).toBeVisible();
  await expect(page.getByLabel('Número de documento')).toBeFocused();

  // The confirmation mail waits in the outbox; the Gestor reads it.
  const gestor = await gestorPage(page, server);
  const outbox = await apiGet<{ to: string; subject: string; text: string }[]>(gestor, '/api/outbox');
  const mail = outbox.find((m) => m.to === email);
  expect(mail?.subject).toContain('Preinscripción recibida');
  const link = /(http:\/\/\S+\/verificator\?code=\w+)/.exec(mail?.text ?? '')?.[1];
  expect(link).toBeTruthy();

  // The personal link: see, correct the first names, confirm.
  await page.goto(link as string);
  await expect(page).toHaveTitle('Validación de Datos | Quórum');
  await expect(page.getByTestId('delegate-status')).toHaveText('Preinscrito');
  await page.getByLabel('Nombres').fill('Sofía');
  await page.getByRole('button', { name: 'Guardar correcciones' }).click();
  await expect(page.getByText('Datos corregidos')).toBeVisible();
  await expect(page.locator('dd', { hasText: /^Sofía$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Mis datos son correctos' }).click();
  await expect(page.getByText('Gracias: tus datos quedaron verificados.')).toBeVisible();
  await expect(page.getByTestId('delegate-status')).toHaveText('Datos verificados');
  await page.reload();
  await expect(page.getByTestId('delegate-status')).toHaveText('Datos verificados');

  // An unknown code says so clearly and offers to send the link again.
  await page.goto(`${server.url}/verificator?code=NOEXISTE2345`);
  await expect(page.getByText('Este enlace personal no es válido')).toBeVisible();
  await page.getByLabel('Número de documento').fill('NADIE0001');
  await page.getByLabel('Correo electrónico').fill('nadie@test.quorum');
  await page.getByRole('button', { name: 'Enviar mi enlace' }).click();
  await expect(page.getByText('Si los datos coinciden con una preinscripción')).toBeVisible();

  // /data: the masked name, not assigned yet.
  await page.goto(`${server.url}/data`);
  await expect(page).toHaveTitle('Quórum');
  await page.getByLabel('Número de documento').fill(documentNumber.toLowerCase());
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('S. R***')).toBeVisible();
  await expect(page.getByText('todavía no tienes comisión asignada')).toBeVisible();
  await page.getByLabel('Número de documento').fill('NOEXISTE99');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No encontramos ese documento')).toBeVisible();

  // The Gestor closes pre-registration on /secretary/access; /register says it is closed.
  await gestor.goto(`${server.url}/secretary/access`);
  await expect(gestor).toHaveTitle('Permisos | Quórum');
  await gestor.getByRole('switch', { name: 'Preinscripción abierta' }).uncheck();
  await gestor.getByRole('button', { name: 'Guardar funciones públicas' }).click();
  await expect(gestor.getByText('Funciones públicas guardadas')).toBeVisible();
  const access = await apiGet<{ publicFeatures: { registrationOpen: boolean } }>(gestor, '/api/access');
  expect(access.publicFeatures.registrationOpen).toBe(false);
  await gestor.close();

  await page.goto(`${server.url}/register`);
  await expect(page.getByText('La preinscripción está cerrada')).toBeVisible();
});
