import { signInAsDemo } from '../support/app';
import { expect, test } from '../support/fixtures';

// The same server with its files in an S3-compatible bucket (an s3rver on localhost) instead of its data directory.
test.use({ data: { demo: true, s3: true } });

/** A valid PDF of about `size` bytes whose content is not all alike (a part boundary would show). */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ');
  const tail = Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const body = Buffer.alloc(size - head.length - tail.length);
  for (let i = 0; i < body.length; i++) body[i] = 0x41 + ((i * 7) % 26);
  return Buffer.concat([head, body, tail]);
}

test('on an S3 bucket, the Gestor uploads a file of several parts and a small one, downloads both whole, and takes one back from the trash', async ({
  page,
  server,
}) => {
  await signInAsDemo(page.context(), server.url, 'gestor');
  await page.goto(`${server.url}/secretary/settings`);
  const files = page.getByTestId('files-section');
  // The section loads after the page's other cards (the motion catalogue, certificates, mail templates): on a machine
  // busy with CI's other lanes its chunk can take more than the usual ten seconds.
  await expect(files.getByRole('heading', { name: 'Archivos generales' })).toBeVisible({ timeout: 30_000 });

  const large = pdf(11 * 1024 * 1024 + 321); // three parts of a multipart upload
  const small = Buffer.from('Horario del evento: 8:00 a 17:00\n');
  await files.getByTestId('file-input').setInputFiles([
    { name: 'Manual del delegado.pdf', mimeType: 'application/pdf', buffer: large },
    { name: 'Horario.txt', mimeType: 'text/plain', buffer: small },
  ]);
  const uploads = files.getByRole('list', { name: 'Subidas' });
  await expect(uploads.getByText('Manual del delegado.pdf — Subido')).toBeVisible({ timeout: 30_000 });
  await expect(uploads.getByText('Horario.txt — Subido')).toBeVisible();

  const table = files.getByRole('table', { name: 'Inicio' });
  for (const [name, bytes] of [
    ['Manual del delegado.pdf', large],
    ['Horario.txt', small],
  ] as const) {
    const href = await table.getByRole('link', { name }).getAttribute('href');
    const download = await page.request.get(new URL(href ?? '', server.url).toString());
    expect(download.status()).toBe(200);
    expect(Buffer.compare(await download.body(), bytes)).toBe(0);
  }

  await table.getByRole('button', { name: 'Acciones de «Horario.txt»' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await expect(files.getByText('«Horario.txt» está en la papelera.')).toBeVisible();
  await files.getByRole('button', { name: 'Papelera' }).click();
  await files.getByRole('table', { name: 'Papelera' }).getByRole('button', { name: 'Restaurar Horario.txt' }).click();
  await expect(page.getByText('Restaurado.')).toBeVisible();
  await files.getByRole('button', { name: 'Volver a los archivos' }).click();
  const restored = await files.getByRole('table', { name: 'Inicio' }).getByRole('link', { name: 'Horario.txt' }).getAttribute('href');
  expect(Buffer.compare(await (await page.request.get(new URL(restored ?? '', server.url).toString())).body(), small)).toBe(0);
});
