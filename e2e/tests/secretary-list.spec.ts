import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { openPage, signInAsDemo, signInAsDemoGestor } from '../support/app';

const SCHOOL = 'Colegio Ñandú de Pruebas';

test.use({ data: { demo: true, seeds: ['seed-delegates-list.ts'] } });

test('Lista: search, filter, bulk assignment, CSV export, edit and erase', async ({ page, server }) => {
  await signInAsDemo(page.context(), server.url, 'gestor');
  await openPage(page, `${server.url}/secretary/list`, 'Lista');
  const table = page.getByRole('table', { name: 'Lista de delegados' });
  const status = page.getByRole('status').filter({ hasText: /delegados?$/ });
  await expect(status).toHaveText(/^\d+ delegados$/);

  // Pages: the next one starts after this page's last row (a cursor in the address), the previous one before its first.
  const firstRow = table.getByRole('row').nth(1);
  const firstName = (await firstRow.textContent()) ?? '';
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/page=1&after=/);
  await expect(firstRow).not.toHaveText(firstName);
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Página anterior' }).click();
  await expect(firstRow).toHaveText(firstName);
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(page.getByText(/^\d+–(\d+) de \1$/)).toBeVisible();
  await page.getByRole('button', { name: 'Primera página' }).click();
  await expect(firstRow).toHaveText(firstName);

  // Accent- and case-insensitive search, debounced: "gomez ruiz" finds both spellings, flagged as duplicates.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('gomez ruiz');
  await expect(status).toHaveText('2 delegados');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Posible duplicado')).toHaveCount(2);
  await expect(page).toHaveURL(/q=gomez\+ruiz/);

  // Filter by institution instead.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  await expect(status).not.toHaveText('2 delegados');
  await page.getByRole('combobox', { name: 'Institución' }).click();
  await page.getByRole('option', { name: SCHOOL }).click();
  await expect(status).toHaveText('4 delegados');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Verificado' }).click();
  await expect(status).toHaveText('1 delegado');
  await expect(table.getByRole('button', { name: 'Abrir la ficha de Lucía Pérez Sánchez' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(status).toHaveText('4 delegados');

  // Sorted by last names (ascending) by default; one click on the header turns it round: Pérez Sánchez first.
  await expect(table.getByRole('row').nth(1)).toContainText('Fórmula');
  await table.getByRole('button', { name: 'Apellidos' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText('Pérez Sánchez');

  // Bulk: assign José and Lucía to the Security Council.
  await table.getByRole('checkbox', { name: 'Seleccionar a José Gómez Ruiz' }).check();
  await table.getByRole('checkbox', { name: 'Seleccionar a Lucía Pérez Sánchez' }).check();
  const bulk = page.getByRole('region', { name: 'Acciones sobre la selección' });
  await expect(bulk).toContainText('2 seleccionados');
  await bulk.getByRole('combobox', { name: 'Comisión' }).click();
  await page.getByRole('option', { name: 'Consejo de Seguridad' }).click();
  await bulk.getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('2 delegados actualizados.')).toBeVisible();
  await expect(bulk).toBeHidden();
  await expect(table.getByRole('row', { name: /José.*Gómez Ruiz/ })).toContainText('Consejo de Seguridad');
  await expect(table.getByRole('row', { name: /Lucía.*Pérez Sánchez/ })).toContainText('Consejo de Seguridad');
  await expect(table.getByRole('row', { name: /Jose.*Gomez Ruiz/ }).filter({ hasNotText: 'José' })).not.toContainText(
    'Consejo de Seguridad',
  );

  // Export the filtered list as CSV: UTF-8 with BOM, accents kept, the formula-like cell neutralised.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^delegados-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toContain('Apellidos,Nombres,Tipo de documento,Número de documento');
  expect(lines).toHaveLength(5);
  expect(lines.find((l) => l.includes('LISTA-001'))).toContain('Gómez Ruiz,José');
  expect(lines.find((l) => l.includes('LISTA-001'))).toContain('Consejo de Seguridad');
  expect(lines.find((l) => l.includes('LISTA-004'))).toContain(",'=1+1,");
  expect(csv).toContain(SCHOOL);

  // Open Lucía's record and edit her notes.
  await table.getByRole('button', { name: 'Abrir la ficha de Lucía Pérez Sánchez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lucía Pérez Sánchez' });
  await expect(dialog.getByLabel('Número de documento')).toHaveValue('LISTA-003');
  await dialog.getByLabel('Notas').fill('Necesita rampa de acceso');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Erase Mallory: the button stays disabled until the document number is typed.
  await table.getByRole('button', { name: 'Abrir la ficha de Mallory Fórmula' }).click();
  const record = page.getByRole('dialog', { name: 'Mallory Fórmula' });
  const [personal] = await Promise.all([
    page.waitForEvent('download'),
    record.getByRole('link', { name: 'Descargar sus datos (JSON)' }).click(),
  ]);
  expect(JSON.parse(readFileSync((await personal.path()) as string, 'utf8')).delegate.documentNumber).toBe('LISTA-004');
  await record.getByRole('button', { name: 'Borrar delegado' }).click();
  const erase = page.getByRole('dialog', { name: 'Borrar a Mallory Fórmula' });
  await expect(erase.getByRole('button', { name: 'Borrar delegado' })).toBeDisabled();
  await erase.getByLabel('Número de documento').fill('lista-004');
  await erase.getByRole('button', { name: 'Borrar delegado' }).click();
  await expect(page.getByText('Delegado borrado.')).toBeVisible();
  await expect(status).toHaveText('3 delegados');
  await expect(table.getByText('Mallory')).toHaveCount(0);
});

test('Dashboard: delegate figures and charts', async ({ page, server }) => {
  await signInAsDemoGestor(page, server.url);
  await expect(page.getByRole('heading', { name: 'Delegados por estado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ocupación por comisión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registros por día (últimos 30 días)' })).toBeVisible();
  // Attendance of each commission's last roll call: the demo took one in the Asamblea General only.
  await expect(page.getByRole('heading', { name: 'Asistencia del último llamado a lista' })).toBeVisible();
  const attendance = page.getByTestId('attendance-panel');
  await expect(attendance).toContainText(/Asamblea General.*\d+ de \d+ miembros/);
  await expect(attendance).toContainText(/Consejo de Seguridad.*Sin llamados a lista/);
  await expect(page.getByRole('progressbar', { name: /^Asamblea General: / }).first()).toBeVisible();
  await expect(page.locator('svg').first()).toBeVisible();
});

test('Import: the Gestor’s file goes up as multipart, is checked, then saved', async ({ page, server }) => {
  await signInAsDemo(page.context(), server.url, 'gestor');
  await openPage(page, `${server.url}/secretary/list`, 'Lista');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar delegados' });
  const csv = [
    'Nombres,Apellidos,Tipo de documento,Número de documento,Fecha de nacimiento,Correo electrónico,Teléfono,Grado,Nombre del acudiente,Teléfono del acudiente,Institución',
    'Renata,Ibáñez Soto,CC,IMP-E2E-1,2001-02-03,renata@test.quorum,,,,,Colegio Importado de Pruebas',
  ].join('\n');
  const checked = page.waitForRequest((r) => r.url().endsWith('/api/delegates/import/check'));
  await dialog.getByLabel('Archivo XLSX o CSV').setInputFiles({ name: 'nuevos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  expect((await checked).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(dialog.getByText('1 fila: 1 nueva, 0 actualizadas.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar todo' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('renata ibanez');
  await expect(page.getByRole('table', { name: 'Lista de delegados' }).getByText('Colegio Importado de Pruebas')).toBeVisible();
});
