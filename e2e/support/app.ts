import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-quorum-2026';

/** The errors a page reports (console and uncaught), as they come. */
export function errorsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The hydration mismatches among a page's errors (as React's production build words them: #418 and its kin). */
export function hydrationProblems(errors: string[]): string[] {
  return errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text));
}

/** Signs in through the login page. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in as the demo's Gestor and waits for their home, the dashboard. */
export async function signInAsDemoGestor(page: Page, baseUrl: string): Promise<void> {
  await signIn(page, baseUrl, 'gestor@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/secretary\/dashboard$/);
}

/** Opens a page and checks its title (`<heading> | Quórum`) and its main heading. */
export async function openPage(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveTitle(`${heading} | Quórum`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Signs out through the user menu and checks the stored keys are gone. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page)).toEqual({ user: null, userData: null });
}

/** The seed's local storage keys. */
export function storedKeys(page: Page): Promise<{ user: string | null; userData: string | null }> {
  return page.evaluate(() => ({ user: localStorage.getItem('user'), userData: localStorage.getItem('userData') }));
}

/** Reads an API answer with the page's session cookie. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(new URL(path, page.url()).toString());
  expect(res.ok(), `${path} → ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}
