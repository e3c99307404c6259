import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, signIn, signOut } from '../support/app';

test.use({ data: { demo: true } });

/** A real one-page PDF, made larger by an embedded random (incompressible) padding so its upload takes a moment on a throttled link. */
async function pdfFile(title: string, paddingBytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  doc.attach(randomBytes(paddingBytes), 'relleno.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
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
