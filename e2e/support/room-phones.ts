import type { LiveState } from '@quorum/shared';
import { type Browser, expect, type Page } from '@playwright/test';
import { apiGet } from './app';

/** A write through the signed-in page's session; its JSON answer. */
export async function send<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(new URL(path, page.url()).toString(), { data });
  expect(res.ok(), `POST ${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A chair's command on the commission's current version. */
export async function command(page: Page, commissionId: string, actionId: string, body: unknown): Promise<LiveState> {
  const url = `/api/commissions/${commissionId}/live`;
  const { version } = await apiGet<LiveState>(page, url);
  return (await send<{ state: LiveState }>(page, `${url}/commands`, { version, actionId, command: body })).state;
}

/** A delegate's phone: a browser of its own at a phone's size, opened on its personal link. */
export async function phone(browser: Browser, url: string, code: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}/sala?code=${code}`);
  await expect(page.getByRole('heading', { name: /^Hola, Delegada/ })).toBeVisible();
  return page;
}
