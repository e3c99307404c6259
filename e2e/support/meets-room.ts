import type { AccessView, Commission, Delegation } from '@quorum/shared';
import { expect, type Page } from '@playwright/test';
import { apiGet, signInAsDemoGestor } from './app';
import type { SpecServer } from './fixtures';
import { runSeed } from './server';

/** The document number of the delegate seated in the room `openSelfCheckInRoom` prepares. */
export const MEETS_DOCUMENT = 'MEETS001';

/** A write through the page's session (the Gestor's), expected to succeed; its JSON answer. */
async function apiSend<T>(page: Page, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const res = await page.request.fetch(new URL(path, page.url()).toString(), { method, data });
  expect(res.ok(), `${method} ${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/**
 * Signs `page` in as the demo's Gestor and prepares a room for /meets: a commission with a delegation
 * (Colombia) and a seated delegate (Camila Rojas, MEETS_DOCUMENT, whose id it answers too), self check-in on, a
 * self roll call open.
 */
export async function openSelfCheckInRoom(page: Page, server: SpecServer): Promise<Commission & { delegateId: string }> {
  await signInAsDemoGestor(page, server.url);
  const commission = await apiSend<Commission>(page, 'POST', '/api/commissions', {
    name: 'Comisión del Autorregistro',
    acronym: 'CDA',
    kind: 'asamblea',
    capacity: 20,
    topics: ['Asistencia'],
  });
  const delegation = await apiSend<Delegation>(page, 'POST', `/api/commissions/${commission.id}/delegations`, {
    name: 'Colombia',
    isoCode: 'CO',
  });
  const { id: delegateId } = JSON.parse(await runSeed(server, 'seed-meets.ts', commission.id, delegation.id)) as { id: string };
  const access = await apiGet<AccessView>(page, '/api/access');
  await apiSend(page, 'PUT', '/api/access/public-features', { ...access.publicFeatures, selfCheckIn: true });
  await apiSend(page, 'POST', `/api/commissions/${commission.id}/live/commands`, {
    version: 0,
    actionId: 'e2e-open-self-roll-call',
    command: { type: 'rollCall.open', mode: 'self' },
  });
  return { ...commission, delegateId };
}
