import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { loadWorkbook } from '../../apps/server/test/load-files';
import { apiGet, signInAsDemo } from '../support/app';

const year = new Date().getUTCFullYear();
const dir = mkdtempSync(path.join(tmpdir(), 'quorum-load-'));

async function writeXlsx(name: string, rows: (string | null)[][]): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, await loadWorkbook(rows));
  return file;
}

test.use({ data: { demo: true } });

test('a Gestor creates a load code and a school loads its delegates from an XLSX, seeing the problems first', async ({
  page,
  browser,
  server,
}) => {
  // The Gestor creates the code in the load codes tab of /secretary/delegations.
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/delegations`);
  const tab = page.getByRole('tab', { name: 'Códigos de carga' });
  await tab.click();
  // On a slow machine the previous tab stays until the new one renders; its search field's label also
  // says «institución», so the form is filled only once the tab is selected, by the label its field starts with.
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const institution = panel.getByLabel(/^Institución/);
  await institution.fill('Colegio Santa Inés de Bogotá');
  await panel.getByLabel('Cupo (filas)').fill('20');
  // Both values are in the form before it is sent.
  await expect(institution).toHaveValue('Colegio Santa Inés de Bogotá');
  await expect(panel.getByLabel('Cupo (filas)')).toHaveValue('20');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/load-codes') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Crear código' }).click();
  expect((await created).ok()).toBe(true);
  const row = panel.getByRole('row', { name: /Colegio Santa Inés de Bogotá/ });
  await expect(row).toBeVisible();
  const code = (await row.getByTestId('load-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[23456789A-HJKMNP-Z]{10}$/);

  // The school coordinator (no session) opens the link.
  const school = await browser.newContext({ locale: 'es-ES' });
  const coordinator = await school.newPage();
  await coordinator.goto(`${server.url}/load?code=${code}`);
  await expect(coordinator).toHaveTitle('Carga Delegados | Quórum');
  await expect(coordinator.getByText('Colegio Santa Inés de Bogotá')).toBeVisible();
  await expect(coordinator.getByText('0 de 20 delegados cargados')).toBeVisible();
  await expect(coordinator.getByRole('link', { name: 'Descargar plantilla XLSX' })).toHaveAttribute(
    'href',
    `/api/load/${code}/template.xlsx`,
  );

  // A bad file first: every problem, per row and column, in Spanish; nothing can be saved.
  const bad = await writeXlsx('con-errores.xlsx', [
    ['Sofía', 'Muñoz Peña', 'TI', '1023456789', `${year - 15}-02-14`, 'sofia@colegio.test', null, '10', null, null],
    ['=HYPERLINK("x")', 'Ríos', 'XX', '1023456790', `${year + 1}-01-01`, 'ana@colegio.test', null, '11', null, null],
  ]);
  await coordinator.getByLabel('Archivo de delegados (XLSX o CSV)').setInputFiles(bad);
  await expect(coordinator.getByText('Archivo: con-errores.xlsx')).toBeVisible();
  await coordinator.getByRole('button', { name: 'Revisar' }).click();
  await expect(coordinator.getByText(/Hay 5 problemas/)).toBeVisible();
  const problems = coordinator.getByRole('table', { name: 'Problemas encontrados' });
  await expect(problems.getByRole('row', { name: /2 Nombre del acudiente Menor de edad: nombre del acudiente obligatorio/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /3 Nombres No puede empezar por =/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /3 Tipo de documento Tipo de documento no válido/ })).toBeVisible();
  await expect(
    problems.getByRole('row', { name: /3 Fecha de nacimiento La fecha de nacimiento no puede estar en el futuro/ }),
  ).toBeVisible();
  await expect(coordinator.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  // The corrected file: Spanish names with accents, a minor with guardian.
  const good = await writeXlsx('delegados.xlsx', [
    ['Sofía', 'Muñoz Peña', 'TI', '1023456789', `${year - 15}-02-14`, 'sofia@colegio.test', null, '10', 'Inés Peña', '3104567890'],
    ['José Ángel', 'Núñez', 'CC', '1023456790', '2004-11-30', 'jose@colegio.test', '3001234567', '11', null, null],
    ['María', 'Güell Ibáñez', 'TI', '1023456791', `${year - 16}-07-01`, 'maria@colegio.test', null, '10', 'Óscar Güell', '3119876543'],
  ]);
  await coordinator.getByLabel('Archivo de delegados (XLSX o CSV)').setInputFiles(good);
  await coordinator.getByRole('button', { name: 'Revisar' }).click();
  await expect(coordinator.getByText('Todo correcto: 3 filas (3 nuevas, 0 se actualizarán).', { exact: false })).toBeVisible();
  await coordinator.getByRole('button', { name: 'Guardar' }).click();
  await expect(coordinator.getByText('Guardado: 3 delegados creados y 0 actualizados.')).toBeVisible();
  await expect(coordinator.getByText('3 de 20 delegados cargados')).toBeVisible();

  // Typing a row in the grid updates a delegate by document number.
  await coordinator.getByRole('button', { name: 'Cargar más delegados' }).click();
  await coordinator.getByRole('tab', { name: 'Escribir filas' }).click();
  const cells: Record<string, string> = {
    Nombres: 'José Ángel',
    Apellidos: 'Núñez Gómez',
    'Tipo de documento': 'CC',
    'Número de documento': '1023456790',
    'Fecha de nacimiento': '2004-11-30',
    'Correo electrónico': 'jose@colegio.test',
  };
  for (const [column, value] of Object.entries(cells)) await coordinator.getByLabel(`${column}, fila 1`).fill(value);
  await coordinator.getByRole('button', { name: 'Revisar' }).click();
  await expect(coordinator.getByText(/1 fila \(0 nuevas, 1 se actualizará\)/)).toBeVisible();
  await coordinator.getByRole('button', { name: 'Guardar' }).click();
  await expect(coordinator.getByText('Guardado: 0 delegados creados y 1 actualizado.')).toBeVisible();
  await school.close();

  // The Gestor sees the delegates and the history.
  const list = await apiGet<{ rows: { firstNames: string; lastNames: string; institution: string; source: string }[] }>(
    page,
    '/api/delegates?q=colegio%20santa%20ines',
  );
  expect(list.rows.map((d) => [d.firstNames, d.lastNames, d.institution, d.source]).sort()).toEqual([
    ['José Ángel', 'Núñez Gómez', 'Colegio Santa Inés de Bogotá', 'carga'],
    ['María', 'Güell Ibáñez', 'Colegio Santa Inés de Bogotá', 'carga'],
    ['Sofía', 'Muñoz Peña', 'Colegio Santa Inés de Bogotá', 'carga'],
  ]);
  const history = await apiGet<{ institution: string; fileName: string | null; created: number; updated: number }[]>(page, '/api/loads');
  expect(history.slice(0, 2)).toEqual([
    expect.objectContaining({ institution: 'Colegio Santa Inés de Bogotá', fileName: null, created: 0, updated: 1 }),
    expect.objectContaining({ institution: 'Colegio Santa Inés de Bogotá', fileName: 'delegados.xlsx', created: 3, updated: 0 }),
  ]);
  await page.reload();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('row', { name: /Colegio Santa Inés de Bogotá/ })
      .first(),
  ).toContainText('3 / 20');
});

test('an unknown code says so in Spanish', async ({ page, server }) => {
  await page.goto(`${server.url}/load?code=NOEXISTE22`);
  await expect(page.getByRole('alert')).toContainText('El código de carga no existe');
  await expect(page.getByLabel('Código de carga')).toBeVisible();
});
