import { expect, type BrowserContext, type Page } from '@playwright/test';
import { homePathFor, type SessionInfo } from '@quorum/shared';

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

/** The demo's staff accounts, by role; each signs in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  gestor: 'gestor@demo.quorum.test',
  presidente: 'presidente@demo.quorum.test',
  logistica: 'logistica@demo.quorum.test',
} as const;

/**
 * Signs a browser context in through the server's API (POST /api/auth/sign-in) with the context's own request,
 * so the session cookie lands in the context: its pages open protected routes as the account (the app confirms
 * the cookie's session and stores the profile, as after a reload). Resolves to what the server answered.
 */
async function signInThroughApi(context: BrowserContext, baseUrl: string, email: string, password: string): Promise<SessionInfo> {
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in`, { data: { email, password } });
  expect(res.ok(), `sign-in of ${email} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as SessionInfo;
}

/** Signs a context in as one of the demo's staff accounts through the API (no page is opened). */
export function signInAsDemo(context: BrowserContext, baseUrl: string, role: keyof typeof DEMO_ACCOUNTS): Promise<SessionInfo> {
  return signInThroughApi(context, baseUrl, DEMO_ACCOUNTS[role], DEMO_PASSWORD);
}

/**
 * Signs in through the API and opens the account's home, where the login form would have taken the page.
 * The login form itself is driven by `signInWithForm`, in the tests about signing in.
 */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const { profile } = await signInThroughApi(page.context(), baseUrl, email, password);
  await page.goto(`${baseUrl}${homePathFor(profile)}`);
}

/** Signs in by filling the login page's form, as a visitor does. */
export async function signInWithForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in as the demo's Gestor (through the API) and waits for their home, the dashboard. */
export async function signInAsDemoGestor(page: Page, baseUrl: string): Promise<void> {
  await signIn(page, baseUrl, DEMO_ACCOUNTS.gestor, DEMO_PASSWORD);
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
