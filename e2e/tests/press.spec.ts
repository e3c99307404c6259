import { expect, test } from '../support/fixtures';
import { signInAsDemoGestor } from '../support/app';

test.use({ data: { demo: true } });

/** A 2 × 1 PNG. */
const PNG_2X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWOQ0vKR0vIBAAOTASE/ZbuiAAAAAElFTkSuQmCC';

test('the Gestor writes an article with a live preview, publishes and features it; anyone reads it at its address', async ({
  page,
  browser,
  server,
}) => {
  await signInAsDemoGestor(page, server.url);
  await page.getByRole('link', { name: 'Prensa' }).first().click();
  await expect(page).toHaveTitle('Prensa | Quórum');
  await page.getByRole('button', { name: 'Nuevo artículo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo artículo' });
  await dialog.getByLabel('Título').fill('Crónica de la Asamblea: ¡acuerdo histórico!');
  await dialog.getByLabel('Resumen').fill('La Asamblea aprobó su primera resolución.');
  await dialog.getByLabel('Comisiones').fill('Asamblea');
  await page.getByRole('option', { name: /Asamblea General/ }).click();
  await dialog
    .getByLabel('Texto (Markdown)')
    .fill('El **acuerdo** llegó tras dos días.\n\n- Votos a favor\n  - 120\n\n<script>alert(1)</script>');
  const preview = dialog.getByRole('region', { name: 'Vista previa' });
  await expect(preview.locator('strong')).toHaveText('acuerdo');
  await expect(preview.locator('li li')).toHaveText('120');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await dialog.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Artículo guardado.')).toBeVisible();

  const row = page.getByRole('row', { name: /Crónica de la Asamblea/ });
  await expect(row.getByText('Borrador')).toBeVisible();

  // A cover image, sent with its progress and shown back as the server keeps it.
  await row.getByRole('button', { name: 'Portada' }).click();
  const coverDialog = page.getByRole('dialog', { name: /Portada de/ });
  await expect(coverDialog.getByText('Este artículo aún no tiene portada.')).toBeVisible();
  await coverDialog
    .getByLabel('Imagen de portada')
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: Buffer.from(PNG_2X1, 'base64') });
  const cover = coverDialog.getByRole('img', { name: 'Portada actual' });
  await expect(cover).toBeVisible();
  // The image element shows before its bytes have arrived: its width is known once it has loaded.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(2);
  await coverDialog.getByRole('button', { name: 'Cerrar' }).click();
  await row.getByRole('button', { name: 'Publicar' }).click();
  await expect(row.getByText('Publicado')).toBeVisible();
  await row.getByRole('button', { name: /^Destacar/ }).click();
  await expect(row.getByRole('button', { name: /^Quitar destacado/ })).toHaveAttribute('aria-pressed', 'true');

  // Anyone, signed out, reads it at its readable address; link previews get its Open Graph tags.
  const reader = await browser.newContext();
  const visitor = await reader.newPage();
  const address = `${server.url}/noticias/cronica-de-la-asamblea-acuerdo-historico`;
  const html = await (await visitor.request.get(address)).text();
  expect(html).toContain('<meta property="og:title" content="Crónica de la Asamblea: ¡acuerdo histórico!">');
  await visitor.goto(server.url);
  const latest = visitor.getByRole('region', { name: 'Últimas noticias' });
  await expect(latest.getByText('Destacado')).toBeVisible();
  await expect(latest.locator('img')).toHaveCount(1);
  await latest.getByRole('link', { name: /Crónica de la Asamblea/ }).click();
  await expect(visitor).toHaveURL(address);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Crónica de la Asamblea: ¡acuerdo histórico!');
  await expect(visitor).toHaveTitle('Crónica de la Asamblea: ¡acuerdo histórico! | Quórum');
  await expect(visitor.locator('article strong')).toHaveText('acuerdo');
  await expect(visitor.getByText('<script>alert(1)</script>')).toBeVisible();
  await reader.close();

  // Unpublished, it is gone for readers.
  await row.getByRole('button', { name: 'Retirar' }).click();
  await expect(row.getByText('Borrador')).toBeVisible();
  const after = await page.request.get(`${server.url}/api/news/cronica-de-la-asamblea-acuerdo-historico`);
  expect(after.status()).toBe(404);
});
