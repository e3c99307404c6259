import { expect, test } from '../support/fixtures';
import { apiGet, errorsOf, hydrationProblems, signInWithForm, signOut, storedKeys } from '../support/app';

test.use({ data: { demo: false } });

test('first run: setup → Gestor creates a commission and a chair → the chair signs in and is kept to their commission', async ({
  page,
  browser,
  server,
}) => {
  // A journey of many steps (several pages or phones): more than the default minute when both cores are busy.
  test.setTimeout(120_000);
  // First run: the link printed by the server creates the first Gestor. Its page comes drawn with the form (decision
  // 029), which the browser takes over without redrawing it.
  const link = await server.setupLink();
  expect(await (await page.request.get(link)).text()).toMatch(/<div id="root" data-prerendered>.*Crear Gestor/s);
  const problems = errorsOf(page);
  await page.goto(link);
  await page.waitForLoadState('networkidle');
  expect(hydrationProblems(problems)).toEqual([]);
  await expect(page).toHaveTitle('Primera configuración | Quórum');
  await page.getByLabel('Nombre').fill('Ana Secretaria');
  await page.getByLabel('Correo electrónico').fill('ana@colegio.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('las-garzas-vuelan-al-sur-2026');
  await page.getByLabel('Repite la contraseña').fill('las-garzas-vuelan-al-sur-2026');
  await page.getByRole('button', { name: 'Crear Gestor' }).click();
  await expect(page).toHaveURL(/\/secretary\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard | Quórum');
  const keys = await storedKeys(page);
  expect(JSON.parse(keys.userData ?? '{}')).toMatchObject({ role: 'Gestor', email: 'ana@colegio.test' });
  expect(JSON.parse(keys.user ?? '{}')).toMatchObject({ email: 'ana@colegio.test' });

  // The link is single-use.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole('link', { name: /iniciar sesión/i })).toBeVisible();
  await again.close();

  // Two commissions.
  await page.goto(`${server.url}/secretary/commissions`);
  for (const [name, acronym] of [
    ['Consejo de Seguridad', 'CS'],
    ['Asamblea General', 'AG'],
  ]) {
    await page.getByRole('button', { name: 'Nueva comisión' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Siglas').fill(acronym);
    await dialog.getByLabel('Capacidad').fill('15');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  const commissions = await apiGet<{ id: string; name: string; projectionCode: string }[]>(page, '/api/commissions');
  const cs = commissions.find((c) => c.name === 'Consejo de Seguridad')!;
  const ag = commissions.find((c) => c.name === 'Asamblea General')!;
  await expect(page.getByText(cs.projectionCode)).toBeVisible();

  // A Presidente for the Security Council, with a password set by the Gestor.
  await page.goto(`${server.url}/secretary/users`);
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre').fill('Pablo Presidente');
  await dialog.getByLabel('Correo electrónico').fill('pablo@colegio.test');
  await dialog.getByLabel('Rol').click();
  await page.getByRole('option', { name: 'Presidente de comisión' }).click();
  await dialog.getByLabel('Comisión').click();
  await page.getByRole('option', { name: /Consejo de Seguridad/ }).click();
  await dialog.getByLabel('Enviar invitación por correo').uncheck();
  await dialog.getByLabel('Contraseña').fill('mesa-del-consejo-de-seguridad-7');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('pablo@colegio.test')).toBeVisible();

  await signOut(page);

  // The chair signs in and lands on their dashboard.
  await signInWithForm(page, server.url, 'pablo@colegio.test', 'mesa-del-consejo-de-seguridad-7');
  await expect(page).toHaveURL(new RegExp(`/president/dashboard/${cs.id}$`));
  await expect(page).toHaveTitle('Inicio | Quórum');
  await expect(page.getByText('Consejo de Seguridad').first()).toBeVisible();

  // A Gestor page and another commission's page send them to /error.
  await page.goto(`${server.url}/secretary/users`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('No tienes permiso para ver esta página')).toBeVisible();
  await page.goto(`${server.url}/president/dashboard/${ag.id}`);
  await expect(page).toHaveURL(/\/error$/);
  // And the server refuses the data too.
  expect((await page.request.get(`${server.url}/api/commissions/${ag.id}`)).status()).toBe(403);

  // Signed in, /login sends them home.
  await page.goto(`${server.url}/login`);
  await expect(page).toHaveURL(new RegExp(`/president/dashboard/${cs.id}$`));
});
