import { readFile } from 'node:fs/promises';
import type { CommissionDelegate, Delegation } from '@quorum/shared';
import type { Page } from '@playwright/test';
import { expect, type SpecServer, test } from '../support/fixtures';
import { apiGet, DEMO_PASSWORD, signIn } from '../support/app';
import { runSeed } from '../support/server';

let commissionId: string;

async function signInAsChair(page: Page, server: SpecServer) {
  await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
  commissionId = page.url().split('/').pop() as string;
}

const names = (rows: Delegation[]) => rows.map((d) => d.name);

// The second test seats a delegate in a delegation the first one adds.
test.describe.configure({ mode: 'serial' });

test.use({ data: { demo: true } });

test('the chair adds states from the picker and a custom NGO, reorders and removes delegations', async ({ page, server }) => {
  await signInAsChair(page, server);
  await page.goto(`${server.url}/president/add/delegation/${commissionId}`);
  await expect(page).toHaveTitle('Delegaciones | Quórum');
  await expect(page.getByRole('heading', { name: 'Delegaciones', level: 1 })).toBeVisible();
  const before = await apiGet<Delegation[]>(page, `/api/commissions/${commissionId}/delegations`);
  expect(names(before)).toContain('Colombia');

  // States already seated are shown as such; the search ignores accents and case.
  const search = page.getByLabel('Buscar Estado');
  const picker = page.getByRole('list', { name: 'Estados miembros y observadores' });
  await search.fill('colombia');
  await expect(picker.getByRole('checkbox', { name: /^Colombia/ })).toBeDisabled();
  await expect(picker.getByRole('checkbox', { name: /^Colombia/ })).toBeChecked();
  await search.fill('TUNEZ');
  await expect(page.getByText('1 Estado', { exact: true })).toBeVisible();
  await picker.getByRole('checkbox', { name: /^Túnez/ }).check();
  await search.fill('suecia');
  await picker.getByRole('checkbox', { name: /^Suecia/ }).check();
  await search.fill('santa sede');
  await expect(picker.getByRole('checkbox', { name: /^Santa Sede/ })).toHaveAccessibleName(/Observador/);
  await picker.getByRole('checkbox', { name: /^Santa Sede/ }).check();
  await page.getByRole('button', { name: 'Añadir 3 seleccionados' }).click();
  await expect(page.getByText('3 delegaciones añadidas')).toBeVisible();

  const list = page.getByRole('list', { name: 'Delegaciones de la comisión' });
  const rows = list.getByTestId('delegation-row');
  await expect(rows).toHaveCount(before.length + 3);
  // Added in alphabetical order, at the end; the Holy See as an observer.
  await expect(rows.nth(before.length)).toContainText('Santa Sede');
  await expect(rows.nth(before.length)).toContainText('Observador');
  await expect(rows.nth(before.length + 2)).toContainText('Túnez');

  // A custom delegation (an NGO).
  await page.getByLabel('Nombre de la delegación').fill('Amnistía Internacional');
  await page.getByRole('button', { name: 'Añadir delegación' }).click();
  await expect(page.getByText('«Amnistía Internacional» añadida')).toBeVisible();
  await expect(rows).toHaveCount(before.length + 4);
  await expect(rows.last()).toContainText('Amnistía Internacional');
  await expect(rows.last()).toContainText('ONG / otra');
  // The same name again is refused with a clear message.
  await page.getByLabel('Nombre de la delegación').fill('amnistía internacional');
  await page.getByRole('button', { name: 'Añadir delegación' }).click();
  await expect(page.getByText('Ya existe una delegación con ese nombre en esta comisión.')).toBeVisible();

  // Reorder with the buttons: a click, then the keyboard (the focus stays on the moved row's button).
  await page.getByRole('button', { name: 'Subir Amnistía Internacional' }).click();
  await expect(page.getByRole('button', { name: 'Subir Amnistía Internacional' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => names(await apiGet<Delegation[]>(page, `/api/commissions/${commissionId}/delegations`)).slice(-4))
    .toEqual(['Santa Sede', 'Amnistía Internacional', 'Suecia', 'Túnez']);
  await expect(rows.nth(before.length + 1)).toContainText('Amnistía Internacional');

  // Veto for a member; the removal of a delegation with delegates is disabled.
  // The box shows what the server saved: click, then wait for the answer to tick it.
  const veto = page.getByRole('checkbox', { name: 'Derecho de veto de Suecia' });
  await veto.click();
  await expect(veto).toBeChecked();
  await expect(rows.nth(before.length + 2)).toContainText('Veto');
  const seated = before.find((d) => d.delegateCount > 0) as Delegation;
  await expect(page.getByRole('button', { name: `Eliminar ${seated.name}`, exact: true })).toBeDisabled();

  // Remove one, after confirming.
  await page.getByRole('button', { name: 'Eliminar Santa Sede' }).click();
  await expect(page.getByRole('dialog')).toContainText('Se eliminará «Santa Sede» de la comisión.');
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('«Santa Sede» eliminada')).toBeVisible();
  await expect(rows).toHaveCount(before.length + 3);
  const after = await apiGet<Delegation[]>(page, `/api/commissions/${commissionId}/delegations`);
  expect(names(after).slice(-3)).toEqual(['Amnistía Internacional', 'Suecia', 'Túnez']);
  expect(after.find((d) => d.name === 'Suecia')?.veto).toBe(true);
});

test('the chair seats a delegate of the commission in a delegation', async ({ page, server }) => {
  // A delegate of the commission without a delegation; the script prints its id.
  const { id: delegateId } = JSON.parse(
    await runSeed(server, 'seed-delegate.ts', 'Asamblea General', 'Valentina', 'Ríos Téllez', 'E2E9001'),
  );
  await signInAsChair(page, server);
  await page.goto(`${server.url}/president/delegates/${commissionId}`);
  await expect(page).toHaveTitle('Delegados | Quórum');
  await page.getByLabel('Filtrar por nombre, correo, institución o delegación').fill('valentina rios');
  const row = page.getByTestId('delegate-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Verificado');
  await row.getByRole('combobox', { name: 'Delegación de Valentina Ríos Téllez' }).click();
  await page.getByRole('option', { name: 'Túnez', exact: true }).click();
  await expect(page.getByText('Valentina Ríos Téllez asignado a Túnez')).toBeVisible();
  await expect(row).toContainText('Asignado');
  await expect(row).toContainText('Asignación manual');

  await page.reload();
  await page.getByRole('button', { name: /^Asignado/ }).click();
  await page.getByLabel('Filtrar por nombre, correo, institución o delegación').fill('túnez');
  await expect(page.getByTestId('delegate-row')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Delegación de Valentina Ríos Téllez' })).toHaveText('Túnez');
  const delegates = await apiGet<CommissionDelegate[]>(page, `/api/commissions/${commissionId}/delegates`);
  expect(delegates.find((d) => d.id === delegateId)).toMatchObject({ delegationName: 'Túnez', status: 'asignado', assignmentManual: true });
  const delegations = await apiGet<Delegation[]>(page, `/api/commissions/${commissionId}/delegations`);
  expect(delegations.find((d) => d.name === 'Túnez')?.delegateCount).toBe(1);

  // Permisos lets chairs export (the default): the commission's roster downloads, without document numbers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('Valentina');
  expect(csv).not.toContain('E2E9001');
});
