import { DEMO_PASSWORD, signIn, signInAsDemo } from '../support/app';
import { expect, test } from '../support/fixtures';

test.use({ data: { demo: true } });

/** A minimal valid PDF. */
function pdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}

test('a chair creates a folder, drops two files into it, deletes one and restores it from the trash', async ({ page, server }) => {
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  const files = page.getByTestId('files-section');
  await expect(files.getByRole('heading', { name: 'Archivos' })).toBeVisible();

  // The page may still be settling on a slow machine (the dashboard's live panel, the session): open the dialog
  // again if a re-render swallowed the first click.
  const dialog = page.getByRole('dialog', { name: 'Nueva carpeta' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await files.getByRole('button', { name: 'Nueva carpeta' }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('Nombre de la carpeta').fill('Guías de estudio');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await files.getByRole('button', { name: 'Abrir «Guías de estudio»' }).click();
  await expect(files.getByRole('navigation', { name: 'Ruta de la carpeta' })).toContainText('Guías de estudio');

  await files.getByTestId('file-input').setInputFiles([
    { name: 'Guía del tema A.pdf', mimeType: 'application/pdf', buffer: pdf('A') },
    { name: 'Reglamento.pdf', mimeType: 'application/pdf', buffer: pdf('B') },
  ]);
  const uploads = files.getByRole('list', { name: 'Subidas' });
  await expect(uploads.getByText('Guía del tema A.pdf — Subido')).toBeVisible();
  await expect(uploads.getByText('Reglamento.pdf — Subido')).toBeVisible();
  const table = files.getByRole('table', { name: 'Guías de estudio' });
  await expect(table.getByRole('link', { name: 'Guía del tema A.pdf' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Reglamento.pdf' })).toBeVisible();

  await table.getByRole('button', { name: 'Acciones de «Reglamento.pdf»' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await expect(files.getByText('«Reglamento.pdf» está en la papelera.')).toBeVisible();
  await expect(table.getByRole('link', { name: 'Reglamento.pdf' })).toHaveCount(0);

  await files.getByRole('button', { name: 'Papelera' }).click();
  const trash = files.getByRole('table', { name: 'Papelera' });
  await expect(trash).toContainText('Reglamento.pdf');
  await trash.getByRole('button', { name: 'Restaurar Reglamento.pdf' }).click();
  await expect(page.getByText('Restaurado.')).toBeVisible();
  await expect(files.getByText('La papelera está vacía.')).toBeVisible();

  await files.getByRole('button', { name: 'Volver a los archivos' }).click();
  await expect(files.getByRole('table', { name: 'Guías de estudio' }).getByRole('link', { name: 'Reglamento.pdf' })).toBeVisible();
});

test('the Gestor keeps files in the general folder and sees the space each folder uses', async ({ page, server }) => {
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/settings`);
  const files = page.getByTestId('files-section');
  // Loaded after the page's other cards: on a busy machine its chunk can take more than ten seconds (files-s3.spec.ts).
  await expect(files.getByRole('heading', { name: 'Archivos generales' })).toBeVisible({ timeout: 30_000 });
  await expect(files.getByRole('combobox', { name: 'Carpeta' })).toContainText('General');

  await files
    .getByTestId('file-input')
    .setInputFiles([{ name: 'Circular.txt', mimeType: 'text/plain', buffer: Buffer.from('Horario del evento\n') }]);
  await expect(files.getByRole('list', { name: 'Subidas' }).getByText('Circular.txt — Subido')).toBeVisible();
  await expect(files.getByRole('table', { name: 'Inicio' }).getByRole('link', { name: 'Circular.txt' })).toBeVisible();

  const usage = page.getByRole('table', { name: 'Espacio usado por comisión' });
  await expect(usage.getByRole('row', { name: /^General 1 19 B/ })).toBeVisible();
});
