import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, signIn, signOut } from '../support/app';
import { runSeed } from '../support/server';

test.use({ data: { demo: true } });

/** A real one-page PDF, made larger by an embedded random (incompressible) padding so its upload takes a moment on a throttled link. */
async function pdfFile(title: string, paddingBytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  doc.attach(randomBytes(paddingBytes), 'relleno.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The chair's documents page, reached from their dashboard after signing in. */
async function openChairDocuments(page: Page, url: string): Promise<void> {
  await signIn(page, url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  await page.getByRole('link', { name: 'Documentos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
}

/** A guide made with «Nuevo documento», with a small PDF when `withFile`. */
async function newGuide(page: Page, title: string, visibility: string, withFile: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo documento' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Guía' }).click();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('combobox', { name: 'Visibilidad' }).click();
  await page.getByRole('option', { name: visibility }).click();
  if (withFile)
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: await pdfFile(title, 1000) });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(visibility);
}

test('the chair uploads a PDF with progress, previews it, approves it and makes it public on the home page', async ({ page, server }) => {
  const title = 'Resolución sobre el agua potable';
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  await page.getByRole('link', { name: 'Documentos' }).click();
  await expect(page).toHaveTitle('Documentos | Quórum');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();

  // A new document with its file; the upload is slowed down so its progress bar can be seen moving.
  await page.getByRole('button', { name: 'Nuevo documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo documento' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Proyecto de resolución' }).click();
  await dialog.getByLabel('Título').fill(title);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'resolucion.pdf', mimeType: 'application/pdf', buffer: await pdfFile(title, 600_000) });
  await expect(dialog.getByTestId('chosen-file')).toHaveText('resolucion.pdf');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 200_000 });
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const progress = dialog.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText('Documento guardado')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('document-status')).toHaveText('Recibido');
  await expect(row).toContainText('Proyecto de resolución');
  await expect(row).toContainText('Solo la mesa');
  await expect(row.getByRole('link', { name: 'Descargar versión 1' })).toBeVisible();

  // The latest version is shown in the page, in the browser's PDF viewer.
  const preview = page.getByTestId('document-preview');
  await expect(preview).toContainText('Versión 1 · resolucion.pdf');
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Vista previa de «${title}», versión 1`);
  const src = (await frame.getAttribute('src')) as string;
  const file = await page.request.get(new URL(src, server.url).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline;/);

  // Reviewed, then approved (recibido → en revisión → aprobado).
  for (const [next, label] of [
    ['En revisión', 'En revisión'],
    ['Aprobado', 'Aprobado'],
  ] as const) {
    await row.getByRole('button', { name: `Cambiar estado: ${title}` }).click();
    const status = page.getByRole('dialog', { name: `Estado de «${title}»` });
    await status.getByRole('combobox', { name: 'Nuevo estado' }).click();
    await page.getByRole('option', { name: next }).click();
    await status.getByLabel('Comentario').fill('Revisado por la mesa.');
    await status.getByRole('button', { name: 'Guardar' }).click();
    await expect(row.getByTestId('document-status')).toHaveText(label);
  }

  // Made public: it shows on the home page under its commission, its file opening from there.
  await row.getByRole('button', { name: `Editar: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar «${title}»` });
  await edit.getByRole('combobox', { name: 'Visibilidad' }).click();
  await page.getByRole('option', { name: 'Público' }).click();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Público');
  await signOut(page);

  await page.goto(server.url);
  const list = page.getByRole('list', { name: 'Documentos públicos de Asamblea General' });
  const link = list.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(list).toContainText('Proyecto de resolución');
  const publicFile = await page.request.get(new URL((await link.getAttribute('href')) as string, server.url).toString());
  expect(publicFile.status()).toBe(200);
  expect(publicFile.headers()['content-type']).toBe('application/pdf');
});

test('the chair deletes a public document, takes it back with «Deshacer», then deletes it and restores it from the trash', async ({
  page,
  server,
}) => {
  const title = 'Guía de la comisión (borrador)';
  await openChairDocuments(page, server.url);
  const docsUrl = page.url();

  // A public guide, without a file yet.
  await newGuide(page, title, 'Público', false);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Sin archivo');

  // Deleted, then brought back at once.
  await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
  const notice = page.getByRole('alert').filter({ hasText: `«${title}» está en la papelera.` });
  await expect(notice).toBeVisible();
  await expect(row).toHaveCount(0);
  await notice.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText(`«${title}» se restauró.`)).toBeVisible();
  await expect(row).toContainText('Público');

  // Deleted again: it leaves the home page while it waits in the trash, and comes back from there after a reload.
  await row.getByRole('button', { name: `Eliminar: ${title}` }).click();
  await expect(row).toHaveCount(0);
  const home = await page.context().newPage();
  await home.goto(server.url);
  const publicList = home.getByRole('list', { name: 'Documentos públicos de Asamblea General' });
  // The public documents come in the same answer as the commissions.
  await expect(home.getByText('Asamblea General').first()).toBeVisible();
  await expect(publicList.getByText(title)).toHaveCount(0);

  await page.goto(docsUrl);
  await page.getByRole('button', { name: 'Papelera' }).click();
  const trash = page.getByRole('table', { name: 'Papelera' });
  const trashed = trash.getByRole('row').filter({ hasText: title });
  await expect(trashed).toContainText('Guía');
  await expect(page.getByText('Lo eliminado se borra para siempre, con sus archivos, a los 30 días.')).toBeVisible();
  await trashed.getByRole('button', { name: `Restaurar «${title}»` }).click();
  await expect(page.getByText(`«${title}» se restauró.`)).toBeVisible();
  await expect(trash).toContainText('La papelera está vacía.');
  await page.getByRole('button', { name: 'Volver a los documentos' }).click();
  await expect(row).toContainText('Público');

  await home.reload();
  await expect(home.getByRole('list', { name: 'Documentos públicos de Asamblea General' }).getByText(title)).toBeVisible();
});

test('a delegate reads their commission’s documents for delegates from their personal link, not the mesa’s own', async ({
  page,
  browser,
  server,
}) => {
  const { code } = JSON.parse(await runSeed(server, 'seed-delegate.ts', 'Asamblea General', 'Julián', 'Peña Arango', 'E2E7301'));
  await openChairDocuments(page, server.url);
  await newGuide(page, 'Guía para los delegados', 'La comisión', true);
  await newGuide(page, 'Notas internas de la mesa', 'Solo la mesa', true);

  // The delegate (no account) opens their personal link.
  const delegate = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await delegate.goto(`${server.url}/verificator?code=${code}`);
  const list = delegate.getByRole('list', { name: 'Documentos de tu comisión' });
  const link = list.getByRole('link', { name: 'Guía para los delegados' });
  await expect(link).toBeVisible();
  await expect(list).not.toContainText('Notas internas de la mesa');
  const file = await delegate.request.get(new URL((await link.getAttribute('href')) as string, server.url).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  // Not on the public home page: it is for the commission's delegates.
  await delegate.goto(server.url);
  await expect(delegate.getByText('Asamblea General').first()).toBeVisible();
  await expect(delegate.getByText('Guía para los delegados')).toHaveCount(0);
});
