import { APP_ROUTES, pageTitle } from '@quorum/shared';
import { expect, test } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn, signInAsDemoGestor, signInWithForm, signOut } from '../support/app';

test.use({ data: { demo: true, shared: true } });

const HOMES = [
  ['gestor@demo.quorum.test', /\/secretary\/dashboard$/],
  ['presidente@demo.quorum.test', /\/president\/dashboard\/[\w-]+$/],
  ['logistica@demo.quorum.test', /\/staff\/finder$/],
] as const;

for (const [email, home] of HOMES) {
  test(`${email} lands on their home after login and is sent home from /login`, async ({ page, server }) => {
    await signInWithForm(page, server.url, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(home);
    await page.goto(`${server.url}/login`);
    await expect(page).toHaveURL(home);
    // A reload restores the session from storage and the server confirms it.
    await page.reload();
    await expect(page).toHaveURL(home);
    await signOut(page);
  });
}

test('a sign-in sent while /login’s scripts still load goes through once they have', async ({ page, server }) => {
  // The page is drawn from its HTML (decision 029); its own module is held back until the visitor has sent the form.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Correo electrónico').fill('gestor@demo.quorum.test');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/secretary\/dashboard$/);
});

test('anonymous visitors of a protected page go to /, unknown paths show the error page', async ({ page, server }) => {
  for (const path of ['/secretary/users', '/president/dashboard/x', '/staff/finder', '/profile']) {
    await page.goto(`${server.url}${path}`);
    await expect(page).toHaveURL(`${server.url}/`);
  }
  await page.goto(`${server.url}/esta/ruta/no/existe`);
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});

test('Logistica is kept out of the secretary and president areas', async ({ page, server }) => {
  await signIn(page, server.url, 'logistica@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/staff\/finder$/);
  for (const path of ['/secretary/dashboard', '/secretary/commissions']) {
    await page.goto(`${server.url}${path}`);
    await expect(page).toHaveURL(/\/error$/);
  }
});

test('every route of the seed has its title', async ({ page, server }) => {
  // Every route of the app, one after the other (about fifty pages): longer than one page's 60 s on a busy machine.
  test.setTimeout(180_000);
  // Public routes, anonymous.
  for (const route of APP_ROUTES.filter((r) => r.access === 'public' && !r.path.includes(':'))) {
    await page.goto(`${server.url}${route.path}`);
    await expect(page, route.path).toHaveTitle(pageTitle(route.name));
  }
  await page.goto(`${server.url}/banner/abc`);
  await expect(page).toHaveTitle('Banner | Quórum');
  // Staff routes, as a Gestor (who may open every area).
  await signInAsDemoGestor(page, server.url);
  const [commission] = await apiGet<{ id: string }[]>(page, '/api/commissions');
  for (const route of APP_ROUTES.filter((r) => r.access !== 'public')) {
    await page.goto(`${server.url}${route.path.replace(':id', commission.id)}`);
    await expect(page, route.path).toHaveTitle(pageTitle(route.name));
  }
});

// The other specs block service workers (the config's default); this one is about the worker itself.
test.describe(() => {
  test.use({ serviceWorkers: 'allow' });
  test('the service worker is registered and the app has a manifest', async ({ page, server }) => {
    await page.goto(server.url);
    const scope = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.scope;
    });
    expect(scope).toBe(`${server.url}/`);
    const sw = await page.request.get(`${server.url}/service-worker.js`);
    expect(sw.ok()).toBeTruthy();
    expect(sw.headers()['cache-control']).toContain('no-cache');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  });
});

test('below 1280 px the navigation collapses behind a menu button', async ({ page, server }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAsDemoGestor(page, server.url);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir el menú de navegación' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Abrir el menú de navegación' }).click();
  await expect(nav).toBeVisible();
  // Keyboard: the drawer's links are reachable and lead to the page.
  await nav.getByRole('link', { name: 'Usuarios' }).press('Enter');
  await expect(page).toHaveURL(/\/secretary\/users$/);
  await expect(page).toHaveTitle('Usuarios | Quórum');
});

test('the API reference is browsable at /api/docs under the app CSP', async ({ page, server }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${server.url}/api/docs`);
  await expect(page.getByText('Quórum API').first()).toBeVisible();
  // The operations are drawn (Swagger UI draws the rest as the reader scrolls), from the whole document.
  await expect(page.getByText('/api/health').first()).toBeVisible();
  const reference = (await (await page.request.get(`${server.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(reference.paths)).toEqual(expect.arrayContaining(['/api/commissions', '/api/commissions/{id}/live/commands']));
  expect(errors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);
});
