import type { Commission, LiveState } from '@quorum/shared';
import { apiGet, signInAsDemoGestor } from '../support/app';
import { expect, test, ON_POSTGRES } from '../support/fixtures';

test.use({ data: { demo: true }, viewport: { width: 1366, height: 768 } });

/** The room screen's words for a majority. */
const MAJORITY_WORDS: Record<string, string> = { simple: 'Mayoría simple', dos_tercios: 'Mayoría de dos tercios' };

test(
  'a roll-call vote in the Security Council: a permanent member’s vote against defeats it, named on the console and the banner',
  ON_POSTGRES,
  async ({ page, server }) => {
    test.setTimeout(120_000);
    await signInAsDemoGestor(page, server.url);
    const council = (await apiGet<Commission[]>(page, '/api/commissions')).find((c) => c.kind === 'consejo_seguridad') as Commission;
    await page.goto(`${server.url}/president/sessions/${council.id}`);
    await page.getByRole('button', { name: 'Abrir sesión' }).click();
    await page.getByRole('dialog').getByLabel('Título de la sesión').fill('Sesión de votación');
    await page.getByRole('dialog').getByRole('button', { name: 'Abrir sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión 1: Sesión de votación' })).toBeVisible();

    // Every delegation with delegates answers present.
    const markable = page
      .getByTestId('roll-call-row')
      .filter({ has: page.getByRole('button', { name: 'Presente', exact: true, disabled: false }) });
    // Named once, then each clicked by its name: the rows re-render as marks arrive, so a position may move.
    const groups = await markable.getByRole('group').evaluateAll((all) => all.map((g) => g.getAttribute('aria-label') ?? ''));
    const count = groups.length;
    for (const name of groups)
      await page.getByRole('group', { name, exact: true }).getByRole('button', { name: 'Presente', exact: true }).click();
    // Each click sends one command per seated delegate, in order, each after the previous one's answer: some twenty on
    // a busy PostgreSQL may take longer than an assertion's usual wait.
    await expect(page.getByTestId('quorum')).toContainText(`Quórum: ${count} de`, { timeout: 30_000 });
    const state = await apiGet<LiveState>(page, `/api/commissions/${council.id}/live`);
    const vetoHolder = state.attendance.find((d) => d.veto && d.status !== 'ausente');
    expect(vetoHolder, 'a permanent member is present').toBeTruthy();

    // A draft resolution voted by roll call: the permanent member votes against, everyone else in favour.
    await page.getByRole('tab', { name: 'Votación' }).click();
    await page.getByLabel('Documento').fill('Proyecto de resolución S/2027/1');
    await page.getByLabel('Forma de votación').click();
    await page.getByRole('option', { name: 'Nominal', exact: true }).click();
    await page.getByRole('button', { name: 'Abrir votación' }).click();
    const called = page.getByTestId('called-now');
    for (let i = 0; i < count; i += 1) {
      await expect(called).toBeVisible();
      const name = ((await called.textContent()) ?? '').trim();
      await page.getByRole('button', { name: name === vetoHolder?.name ? 'En contra' : 'A favor', exact: true }).click();
      if (i < count - 1) await expect(called).not.toHaveText(name);
    }
    const result = page.getByTestId('vote-result').first();
    await expect(result).toContainText('Proyecto de resolución S/2027/1: rechazada');
    await expect(result).toContainText(`A favor ${count - 1} · En contra 1`);
    await expect(result).toContainText(`Veto de ${vetoHolder?.name}`);

    // The room's screen gives the result its centre: the outcome, the whole title, the counts, the arithmetic and
    // the veto named.
    const [taken] = (await apiGet<LiveState>(page, `/api/commissions/${council.id}/live`)).floor.results;
    await page.goto(`${server.url}/banner/${council.id}`);
    const centre = page.getByTestId('banner-result');
    await expect(centre.getByTestId('vote-outcome')).toHaveText('Rechazada');
    await expect(centre).toContainText('Proyecto de resolución S/2027/1');
    await expect(centre.getByTestId('vote-yes')).toHaveText(String(count - 1));
    await expect(centre.getByTestId('vote-no')).toHaveText('1');
    await expect(centre.getByTestId('banner-arithmetic')).toHaveText(
      `${MAJORITY_WORDS[taken?.result.majority ?? 'simple']} · necesarios: ${taken?.result.required} de ${taken?.result.base} · a favor: ${count - 1}`,
    );
    await expect(centre.getByText(`Veto de ${vetoHolder?.name}`)).toBeVisible();
  },
);
