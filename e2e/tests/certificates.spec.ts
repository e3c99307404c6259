import { readFile } from 'node:fs/promises';
import { qrTextOf } from '../../apps/server/test/pdf-qr';
import { extractPdfText } from '../../apps/server/test/pdf-text';
import { signInAsDemo } from '../support/app';
import { expect, test } from '../support/fixtures';

test.use({ data: { demo: true, seeds: ['seed-certificates.ts'] } });

test('the Gestor sees the awards not published, corrects a missed mark, issues, confirms the e-mail with its count, and downloads a certificate with the accented name and its full verification address; it verifies, then shows revoked', async ({
  page,
  server,
}) => {
  // A journey of many steps (several pages or phones): more than the default minute when both cores are busy.
  test.setTimeout(120_000);
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/settings`);
  const section = page.getByRole('region', { name: 'Certificados' });
  await section.getByLabel('Comisión').click();
  await page.getByRole('option', { name: 'Asamblea General' }).click();
  // The award given but not published is listed: its certificate is left out of the issue.
  const unpublished = section.getByTestId('unpublished-awards');
  await expect(unpublished).toContainText('Premios sin publicar');
  await expect(unpublished).toContainText('Mención de Honor · Íñigo José Muñoz Güell');
  await section.getByRole('button', { name: 'Emitir certificados (participación y premios)' }).click();
  await expect(page.getByText(/Se emitieron? \d+ certificados?/)).toBeVisible();

  // A delegate never marked is below the threshold: the Gestor corrects a missed mark and the attendance updates.
  const below = section.getByRole('row', { name: /Óscar Peña Ibáñez/ });
  await expect(below).toContainText(/0 de \d+ llamados?/);
  const rollCalls = Number((await below.textContent())?.match(/0 de (\d+) llamado/)?.[1]);
  await below.getByRole('button', { name: 'Marcar presente (1: Sin marca)' }).click();
  await expect(page.getByText('Asistencia de Óscar Peña Ibáñez corregida.')).toBeVisible();
  if (rollCalls > 1) await expect(below.getByRole('button', { name: 'Marcar ausente (1: Presente)' })).toBeVisible();
  else await expect(below).toBeHidden();

  const row = section.getByRole('row', { name: /Íñigo José Muñoz Güell/ });
  await expect(row).toBeVisible();
  const code = (await row.locator('code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{24}$/);

  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Descargar' }).click();
  const file = await (await download).path();
  const pdf = await readFile(file);
  const text = (await extractPdfText(pdf)).join('\n');
  expect(text).toContain('Íñigo José Muñoz Güell');
  expect(text).toContain(`Verificación: ${server.url}/verificator?code=${code}`);
  expect(await qrTextOf(pdf)).toBe(`${server.url}/verificator?code=${code}`);
  await expect(section.getByRole('row', { name: /Mención de Honor/ })).toHaveCount(0);

  // Sending by e-mail asks first, with how many certificates go out.
  const valid = await section.getByRole('row').filter({ hasText: 'Válido' }).count();
  await section.getByRole('button', { name: 'Enviar por correo' }).click();
  const ask = page.getByRole('dialog', { name: `¿Enviar ${valid} certificado${valid === 1 ? '' : 's'} por correo?` });
  await ask.getByRole('button', { name: /^Enviar \d+ certificados?$/ }).click();
  await expect(page.getByText(/Se escribió a \d+ delegados?/)).toBeVisible();

  const verify = await page.context().newPage();
  await verify.goto(`${server.url}/verificator?code=${code}`);
  await expect(verify.getByTestId('certificate-status')).toContainText('Certificado válido');
  await expect(verify.getByText('Íñigo José Muñoz Güell')).toBeVisible();

  await row.getByRole('button', { name: 'Revocar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Motivo').fill('Nombre mal escrito');
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText('Certificado revocado')).toBeVisible();

  await verify.reload();
  await expect(verify.getByTestId('certificate-status')).toContainText('Certificado revocado');
  // The public check answers only what the certificate prints: the Gestor's reason stays on the Gestor's list.
  await expect(verify.getByText(/Nombre mal escrito/)).toHaveCount(0);

  await verify.goto(`${server.url}/verificator?code=ZZZZZZZZZZZZZZZZZZZZZZZZ`);
  await expect(verify.getByTestId('certificate-not-found')).toBeVisible();
});

/** A PNG of 4 × 2 pixels. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGMQUGiAIwZkDgBEGgWBR2n4JAAAAABJRU5ErkJggg==',
  'base64',
);

test('the Gestor uploads the certificate’s logo as multipart; a file that is not PNG or JPEG is refused in Spanish', async ({
  page,
  server,
}) => {
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/settings`);
  const logo = page.getByRole('button', { name: 'Subir logo' });
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await logo.click();
    await (await chooser).setFiles(file);
  };

  await choose({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText(/Formatos admitidos: PNG, JPEG\./)).toBeVisible();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/certificates/settings/images/logo'));
  await choose({ name: 'logo.png', mimeType: 'image/png', buffer: SMALL_PNG });
  const request = await sent;
  expect([request.method(), request.headers()['content-type']]).toEqual(['PUT', expect.stringMatching(/^multipart\/form-data; boundary=/)]);
  await expect(page.getByText('Imagen guardada')).toBeVisible();
  await expect(logo.locator('xpath=../..').getByText('Con imagen')).toBeVisible();
});
