import type { AdvisorLinks, CommissionDelegate, LiveState, Participation } from '@quorum/shared';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiGet, DEMO_PASSWORD, signIn, signInAsDemo } from '../support/app';
import { expect, test, ON_POSTGRES } from '../support/fixtures';

test.use({ data: { demo: true }, viewport: { width: 1366, height: 768 } });

/** A delegation's time spoken so far, as the server counts it (Delegados' participation). */
async function spokenMs(page: Page, commissionId: string, name: string): Promise<number> {
  const { delegations } = await apiGet<Participation>(page, `/api/commissions/${commissionId}/live/participation`);
  return delegations.find((d) => d.name === name)?.speakingMs ?? 0;
}

/** A timer's «m:ss» (or «-m:ss») in seconds. */
async function secondsOf(timer: Locator): Promise<number> {
  const text = ((await timer.textContent()) ?? '').match(/-?\d+:\d\d/)?.[0] ?? '';
  const [m, s] = text.replace('-', '').split(':').map(Number);
  return (text.startsWith('-') ? -1 : 1) * (m * 60 + s);
}

/** What the server's state says a timer shows now (seconds rounded up, as the screens do). */
function expectedSeconds(timer: { remainingMs: number; startedAt: number | null }): number {
  const left = timer.startedAt === null ? timer.remainingMs : timer.remainingMs - (Date.now() - timer.startedAt);
  return Math.ceil(left / 1000);
}

async function voteCaucus(page: Page) {
  await page.getByTestId('pending-motion').getByRole('button', { name: 'Votar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('A favor').fill('12');
  await dialog.getByLabel('En contra').fill('1');
  await dialog.getByRole('button', { name: 'Registrar votación' }).click();
  await expect(page.getByTestId('caucus-panel')).toBeVisible();
}

test(
  'the chair opens a session, takes the roll call, runs speakers and a caucus, undoes and reloads',
  ON_POSTGRES,
  async ({ page, server }) => {
    test.setTimeout(120_000);
    await signIn(page, server.url, 'presidente@demo.quorum.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/president\/dashboard\/[\w-]+$/);
    const commissionId = page.url().split('/').pop() as string;
    await page.goto(`${server.url}/president/sessions/${commissionId}`);
    await expect(page).toHaveTitle('Sesión | Quórum');
    // The demo leaves its first session running: the chair closes it (asked first) and opens the next one.
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión 1: Primera sesión' })).toBeVisible();
    await expect(page.getByText('En vivo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Atajos de teclado' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar la sesión' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar la sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sin sesión abierta' })).toBeVisible();

    // A new session opens with its roll call: nobody is marked yet.
    await page.getByRole('button', { name: 'Abrir sesión' }).click();
    await page.getByRole('dialog').getByLabel('Título de la sesión').fill('Segunda sesión');
    await page.getByRole('dialog').getByRole('button', { name: 'Abrir sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión 2: Segunda sesión' })).toBeVisible();
    await expect(page.getByText('En curso', { exact: true })).toBeVisible();

    // Roll call: one tap per delegation marks all its delegates; the quorum follows at once (17 of 32 to vote).
    const quorum = page.getByTestId('quorum');
    await expect(quorum).toContainText('Quórum: 0 de');
    const rows = page.getByTestId('roll-call-row');
    const markable = rows.filter({ has: page.getByRole('button', { name: 'Presente', exact: true, disabled: false }) });
    const names: string[] = [];
    for (let i = 0; i < 17; i += 1) {
      const row = markable.nth(i);
      names.push(((await row.locator('p').first().textContent()) ?? '').trim());
      await row.getByRole('button', { name: 'Presente', exact: true }).click();
      await expect(quorum).toContainText(`Quórum: ${i + 1} de`);
    }
    await expect(quorum).toContainText('debate sí, votación sí');
    await expect(quorum).toContainText('Votos necesarios: mayoría simple 9, dos tercios 12 (sobre 17)');

    // Two speakers, typed and picked.
    const add = page.getByLabel('Añadir delegación presente');
    for (const name of names.slice(0, 2)) {
      await add.fill(name.slice(0, 4));
      await page.getByRole('option', { name }).click();
    }
    const speakers = page.getByTestId('speaker-row');
    await expect(speakers).toHaveCount(2);
    await expect(speakers.first()).toContainText(names[0]);

    // N gives the floor to the first of the list; the timer counts down once started.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('n');
    await expect(page.getByTestId('current-speaker')).toHaveText(names[0]);
    await expect(speakers).toHaveCount(1);
    const speechTimer = page.getByRole('timer', { name: `Tiempo de ${names[0]}` });
    const full = await secondsOf(speechTimer);
    // The speech timed by a stopwatch, for the speaking statistics (decision 039): the server's figures agree within 0.5 s.
    const spokeBefore = await spokenMs(page, commissionId, names[0]);
    const started = Date.now();
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
    await expect.poll(() => secondsOf(speechTimer), { timeout: 5000 }).toBeLessThan(full - 1);
    await page.waitForTimeout(2000 - (Date.now() - started));
    const ending = Date.now();
    await page.getByRole('button', { name: 'Terminar intervención' }).click();
    await expect(page.getByTestId('current-speaker')).toHaveCount(0);
    const stopwatch = (ending + Date.now()) / 2 - started;
    const spoken = (await spokenMs(page, commissionId, names[0])) - spokeBefore;
    expect(Math.abs(spoken - stopwatch)).toBeLessThanOrEqual(500);
    // The console's chart beside the speakers list names the speech at once, as the awards committee's export does.
    await expect(page.getByRole('img', { name: new RegExp(`${names[0]}: \\d+:\\d\\d`) })).toBeVisible();
    const exported = await page.request.get(`${server.url}/api/commissions/${commissionId}/live/participation/export?format=csv`);
    expect(await exported.text()).toContain(names[0]);
    // The advisor of a speaker's school reads the same time on their page (decision 040).
    const gestor = await page.context().browser()?.newContext({ locale: 'es-ES', serviceWorkers: 'block' });
    if (!gestor) throw new Error('no browser');
    await signInAsDemo(gestor, server.url, 'gestor');
    const advisor = await gestor.newPage();
    const seated = (await (
      await advisor.request.get(`${server.url}/api/commissions/${commissionId}/delegates`)
    ).json()) as CommissionDelegate[];
    const speaker = seated.find((d) => d.delegationName === names[0]) as CommissionDelegate;
    const issued = await advisor.request.post(`${server.url}/api/advisor-links`, { data: { institution: speaker.institution } });
    const code = ((await issued.json()) as AdvisorLinks).institutions.find((i) => i.institution === speaker.institution)?.link?.code;
    await advisor.goto(`${server.url}/asesor?code=${code}`);
    const card = advisor.getByRole('article', { name: `${speaker.firstNames} ${speaker.lastNames}`.replace(/\s+/g, ' ').trim() });
    await expect(card).toContainText('Intervenciones de su delegación');
    const onPage = ((await card.textContent()) ?? '').match(/Tiempo: (\d+):(\d\d)/);
    const total = await spokenMs(page, commissionId, names[0]);
    expect(Math.abs(Number(onPage?.[1]) * 60_000 + Number(onPage?.[2]) * 1000 - total)).toBeLessThanOrEqual(1000);
    await gestor.close();
    await page.keyboard.press('n');
    await expect(page.getByTestId('current-speaker')).toHaveText(names[1]);

    // A moderated caucus: entered, voted (it passes) and its timer runs.
    await page.getByRole('tab', { name: 'Mociones' }).click();
    await page.getByRole('textbox', { name: /^Tema/ }).fill('Acceso al agua');
    await page.getByRole('button', { name: 'Presentar moción' }).click();
    await expect(page.getByTestId('pending-motion')).toContainText('Caucus moderado: Acceso al agua · 10 min, 60 s por orador');
    await expect(page.getByTestId('pending-motion')).toContainText('Requiere: Mayoría simple');
    await voteCaucus(page);
    const caucusTimer = page.getByRole('timer', { name: 'Tiempo del caucus' });
    await expect.poll(() => secondsOf(caucusTimer), { timeout: 5000 }).toBeLessThan(599);
    await expect(page.getByTestId('pending-motion')).toHaveCount(0);

    // Undo (it asks first): the caucus is gone, the motion pending again, the speech back on the floor.
    await page.getByRole('button', { name: 'Deshacer' }).click();
    // The dialog names what it undoes.
    await expect(page.getByRole('dialog', { name: /^Deshacer: Caucus moderado: aprobada/ })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByTestId('caucus-panel')).toHaveCount(0);
    await expect(page.getByTestId('pending-motion')).toHaveCount(1);
    await expect(page.getByTestId('current-speaker')).toHaveText(names[1]);

    // The acta says what happened, the undo included.
    await page.getByRole('tab', { name: 'Acta' }).click();
    await expect(page.getByTestId('acta').getByRole('listitem').first()).toContainText('Se deshace: Caucus moderado: aprobada');
    await expect(page.getByTestId('acta')).toContainText('Pablo Presidente');
    // And downloads whole, as a PDF and as a spreadsheet (through the app's HTTP helper, a bar while it is built).
    let workbook = '';
    for (const [name, extension] of [
      ['Descargar PDF', 'pdf'],
      ['Descargar Excel', 'xlsx'],
    ]) {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`^acta-.+\\.${extension}$`));
      if (extension === 'xlsx') workbook = await file.path();
    }
    // The acta's verification address (its heading, decision 039) says it is the room's; one character changed, it is not.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(workbook);
    const cells = Array.from(wb.worksheets[0]?.getColumn(1).values ?? [], (v) => String(v ?? ''));
    const heading = cells.find((v) => v.startsWith('Verificación: ')) ?? '';
    const verifyUrl = heading.replace('Verificación: ', '');
    const checker = await page.context().newPage();
    await checker.goto(verifyUrl);
    await expect(checker.getByTestId('acta-status')).toContainText('Acta auténtica: coincide con el registro de');
    await checker.goto(`${verifyUrl.slice(0, -1)}${verifyUrl.endsWith('0') ? '1' : '0'}`);
    await expect(checker.getByTestId('acta-status')).toContainText('no coincide con el registro');
    await checker.close();

    // Voted again; a reload keeps the state and the running caucus timer (±1 s of the server's).
    await page.getByRole('tab', { name: 'Mociones' }).click();
    await voteCaucus(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión 2: Segunda sesión' })).toBeVisible();
    await expect(caucusTimer).toBeVisible();
    const state = await apiGet<LiveState>(page, `/api/commissions/${commissionId}/live`);
    const caucus = state.floor.caucus;
    expect(caucus?.topic).toBe('Acceso al agua');
    const shown = await secondsOf(caucusTimer);
    expect(Math.abs(shown - expectedSeconds(caucus?.timer ?? { remainingMs: 0, startedAt: null }))).toBeLessThanOrEqual(1);
    await expect(page.getByRole('tab', { name: 'Mociones' })).toHaveAttribute('aria-selected', 'true');

    // Without an answer from the server an action waits and is sent again; the chair sees it waiting.
    await page.route('**/live/commands', (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: 'Amonestaciones' }).click();
    await page.getByRole('button', { name: `Amonestar a ${names[2]}` }).click();
    const warn = page.getByRole('dialog', { name: `Amonestar a ${names[2]}` });
    await warn.getByLabel('Nivel').click();
    await page.getByRole('option', { name: 'Escrita' }).click();
    await warn.getByRole('textbox', { name: 'Motivo' }).fill('Usa el teléfono durante la votación');
    await warn.getByRole('button', { name: 'Amonestar' }).click();
    await expect(page.getByText('1 acción pendiente, reintentando…')).toBeVisible();
    await page.unroute('**/live/commands');
    await expect(page.getByText('1 acción pendiente, reintentando…')).toHaveCount(0, { timeout: 15_000 });
    const warned = page.getByRole('listitem').filter({ hasText: names[2] });
    await expect(warned).toContainText('1 amonestación');
  },
);
