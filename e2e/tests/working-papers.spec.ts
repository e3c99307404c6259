import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { extractPdfText } from '../../apps/server/test/pdf-text';
import { signIn, signInAsDemoGestor } from '../support/app';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { command, openRoomSession, phone } from '../support/room-phones';

test.use({ data: { demo: true } });

const status = (p: Page) => p.getByTestId('paper-save-status');
const save = (p: Page) => p.getByRole('button', { name: 'Guardar', exact: true });
const clause = (p: Page, name: string) => p.getByRole('textbox', { name, exact: true });
/** The editor's line that another person saved a newer version, heard live (the editor's own text stays). */
const newer = (p: Page, version: number) =>
  p.getByRole('status').filter({
    hasText: `Hay una versión más nueva (versión ${version}) guardada por otra persona: al guardar se combinará con la tuya.`,
  });

/** The file a link of the page downloads, as bytes. */
async function downloaded(p: Page, link: string): Promise<Buffer> {
  const download = p.waitForEvent('download');
  await p.getByRole('link', { name: link }).click();
  return readFile(await (await download).path());
}

/** From the room, the commission's working papers, then the one titled `title`. */
async function openPaper(p: Page, title: string) {
  await p.getByRole('link', { name: 'Documentos de trabajo' }).click();
  await expect(p).toHaveURL(/\/sala\/documentos$/);
  await p.getByRole('link', { name: title }).click();
  await expect(p).toHaveURL(/\/sala\/documentos\/[^/]+$/);
}

test('two sponsors write a working paper from their phones at once, the room signs it until the threshold of the last roll call, the chair makes it a draft resolution, and it is amended, divided and adopted', async ({
  page,
  server,
  browser,
}) => {
  // A journey of many steps on three phones and two laptops: more than the default minute when both cores are busy.
  test.setTimeout(240_000);
  await signInAsDemoGestor(page, server.url);
  const { commission, delegates } = await openRoomSession(page, server, {
    name: 'Comisión del Agua',
    acronym: 'CDA',
    names: ['Argentina', 'Brasil', 'Chile'],
    tag: 'papers',
    closeRollCall: true,
  });
  const [argentina, brasil, chile] = (await Promise.all(delegates.map((d) => phone(browser, server.url, d.personalCode)))) as [
    Page,
    Page,
    Page,
  ];

  // Argentina starts a paper: its delegation is the first sponsor; it adds Brasil.
  await argentina.getByRole('link', { name: 'Documentos de trabajo' }).click();
  await expect(argentina.getByText('Tu comisión aún no tiene documentos de trabajo.')).toBeVisible();
  await expectNoSeriousA11yViolations(argentina, '/sala/documentos');
  await argentina.getByRole('textbox', { name: 'Título' }).fill('Agua potable y saneamiento');
  await argentina.getByRole('button', { name: 'Crear documento' }).click();
  await expect(argentina).toHaveURL(/\/sala\/documentos\/[^/]+$/);
  await expect(argentina.getByTestId('paper-sponsors')).toHaveText('Argentina');
  await argentina.getByRole('combobox', { name: 'Otra delegación patrocinadora' }).click();
  await argentina.getByRole('option', { name: 'Brasil' }).click();
  await argentina.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(argentina.getByTestId('paper-sponsors')).toHaveText('Argentina, Brasil');

  // Its first clauses, saved as version 2.
  await argentina.getByRole('button', { name: 'Añadir cláusula preambular' }).click();
  await clause(argentina, 'Cláusula preambular 1').fill('Recordando su resolución 64/292,');
  await argentina.getByRole('button', { name: 'Añadir cláusula operativa' }).click();
  await clause(argentina, 'Cláusula operativa 1').fill('Exhorta a los Estados a invertir en agua potable;');
  await expect(status(argentina)).toHaveText('Hay cambios sin guardar.');
  await save(argentina).click();
  await expect(status(argentina)).toHaveText('Guardado: versión 2.');
  await expectNoSeriousA11yViolations(argentina, '/sala/documentos/:id, the editor');

  // Brasil, a sponsor too, opens it on version 2.
  await openPaper(brasil, 'Agua potable y saneamiento');
  await expect(clause(brasil, 'Cláusula operativa 1')).toHaveValue('Exhorta a los Estados a invertir en agua potable;');

  // Both write at once, in different clauses: Argentina saves first, Brasil's save on version 2 is merged.
  await clause(argentina, 'Cláusula operativa 1').fill('Exhorta a todos los Estados a invertir en agua potable;');
  await argentina.getByRole('button', { name: 'Añadir cláusula operativa' }).click();
  await clause(argentina, 'Cláusula operativa 2').fill('Decide seguir ocupándose de la cuestión.');
  await clause(brasil, 'Cláusula preambular 1').fill('Recordando sus resoluciones 64/292 y 70/1,');
  await save(argentina).click();
  await expect(status(argentina)).toHaveText('Guardado: versión 3.');
  await save(brasil).click();
  await expect(status(brasil)).toHaveText('Guardado junto con lo que otra persona guardó a la vez: versión 4.');
  // Nothing was lost: Brasil now has Argentina's words too.
  await expect(clause(brasil, 'Cláusula operativa 1')).toHaveValue('Exhorta a todos los Estados a invertir en agua potable;');
  await expect(clause(brasil, 'Cláusula operativa 2')).toHaveValue('Decide seguir ocupándose de la cuestión.');
  await expect(clause(brasil, 'Cláusula preambular 1')).toHaveValue('Recordando sus resoluciones 64/292 y 70/1,');

  // Both change the same clause: the second save is refused and asks which text stays.
  await clause(argentina, 'Cláusula operativa 1').fill('Exhorta a los Estados Miembros a invertir en agua potable;');
  await save(argentina).click();
  await expect(status(argentina)).toHaveText('Guardado junto con lo que otra persona guardó a la vez: versión 5.');
  await clause(brasil, 'Cláusula operativa 1').fill('Insta a los Estados a invertir en agua potable y saneamiento;');
  await save(brasil).click();
  const conflict = brasil.getByRole('alert').filter({ hasText: 'cláusula operativa 1' });
  await expect(conflict).toContainText('Otra persona guardó antes un cambio en la cláusula operativa 1');
  const part = conflict.getByRole('group', { name: 'La cláusula operativa 1' });
  await expect(part.getByRole('radio', { name: /^Lo que guardó la otra persona/ })).toBeVisible();
  await expect(part).toContainText('Exhorta a los Estados Miembros a invertir en agua potable;');
  await expectNoSeriousA11yViolations(brasil, '/sala/documentos/:id with a conflict to resolve');
  await part.getByRole('radio', { name: /^Tu texto/ }).check();
  await conflict.getByRole('button', { name: 'Guardar con lo elegido' }).click();
  await expect(status(brasil)).toHaveText('Guardado: versión 6.');
  await expect(clause(brasil, 'Cláusula operativa 1')).toHaveValue('Insta a los Estados a invertir en agua potable y saneamiento;');
  // Argentina's editor heard it live: it is told of version 6 and keeps its own words until it saves.
  await expect(newer(argentina, 6)).toBeVisible();
  await expect(clause(argentina, 'Cláusula operativa 1')).toHaveValue('Exhorta a los Estados Miembros a invertir en agua potable;');

  // Chile, not a sponsor, reads it laid out as a resolution: the opening words in italics, the clauses numbered.
  await openPaper(chile, 'Agua potable y saneamiento');
  await expect(chile.getByText('Versión 6. Lo cambian sus delegaciones patrocinadoras y la Mesa.')).toBeVisible();
  await expect(chile.getByRole('textbox')).toHaveCount(0);
  await expect(chile.getByTestId('paper-preambular')).toHaveText(['Recordando sus resoluciones 64/292 y 70/1,']);
  await expect(chile.getByTestId('paper-preambular').locator('em')).toHaveText('Recordando');
  await expect(chile.getByTestId('paper-operative')).toHaveText([
    'Insta a los Estados a invertir en agua potable y saneamiento;',
    'Decide seguir ocupándose de la cuestión.',
  ]);
  await expectNoSeriousA11yViolations(chile, '/sala/documentos/:id, read only');

  // Argentina adds a clause and saves (merged with Brasil's version 6): Chile's page shows it without reading again, and
  // Brasil's editor says a newer version waits.
  await argentina.getByRole('button', { name: 'Añadir cláusula preambular' }).click();
  await clause(argentina, 'Cláusula preambular 2').fill('Preocupada por la falta de saneamiento,');
  await save(argentina).click();
  await expect(status(argentina)).toHaveText('Guardado junto con lo que otra persona guardó a la vez: versión 7.');
  await expect(newer(argentina, 6)).toHaveCount(0);
  await expect(chile.getByTestId('paper-preambular')).toHaveText([
    'Recordando sus resoluciones 64/292 y 70/1,',
    'Preocupada por la falta de saneamiento,',
  ]);
  await expect(chile.getByText('Versión 7. Lo cambian sus delegaciones patrocinadoras y la Mesa.')).toBeVisible();
  await expect(newer(brasil, 7)).toBeVisible();
  await expect(clause(brasil, 'Cláusula preambular 2')).toHaveCount(0);
  await expectNoSeriousA11yViolations(brasil, '/sala/documentos/:id, the editor told of a newer version');

  // The Gestor reads it on the commission's Documentos page, and gives the commission a chair.
  await page.goto(`${server.url}/president/docs/${commission.id}`);
  const section = page.getByRole('region', { name: 'Documentos de trabajo' });
  await section.getByRole('link', { name: 'Agua potable y saneamiento' }).click();
  await expect(page).toHaveURL(/\?paper=/);
  await expect(section.getByTestId('paper-operative').first()).toHaveText('Insta a los Estados a invertir en agua potable y saneamiento;');
  await expect(section.getByTestId('paper-sponsors')).toHaveText('Argentina, Brasil');
  await expect(section.getByRole('button', { name: 'Aprobar como proyecto de resolución' })).toHaveCount(0);
  const chairAccount = { name: 'Presidencia del Agua', email: 'agua@demo.quorum.test', password: 'presidencia-agua-2026' };
  const created = await page.request.post(`${server.url}/api/users`, {
    data: { ...chairAccount, role: 'Presidente', comissionId: commission.id, invite: false },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const chair = await (await browser.newContext({ locale: 'es-ES', serviceWorkers: 'block' })).newPage();
  await signIn(chair, server.url, chairAccount.email, chairAccount.password);

  // The chair asks every member present to sponsor or sign (100 %): with the three present, it needs Chile.
  await chair.goto(`${server.url}/president/settings/${commission.id}`);
  await chair.getByRole('spinbutton', { name: 'Firmas para un proyecto de resolución (%)' }).fill('100');
  await chair.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(chair.getByText('Ajustes guardados')).toBeVisible();
  await chair.goto(`${server.url}/president/docs/${commission.id}`);
  const chairSection = chair.getByRole('region', { name: 'Documentos de trabajo' });
  await chairSection.getByRole('link', { name: 'Agua potable y saneamiento' }).click();
  const threshold = chairSection.getByTestId('paper-threshold');
  await expect(threshold).toHaveText(
    'Delegaciones patrocinadoras y firmantes: 2; necesarias: 3 (100 % de los miembros presentes en el último llamado a lista: 3).',
  );
  const approve = chairSection.getByRole('button', { name: 'Aprobar como proyecto de resolución' });
  await expect(approve).toBeDisabled();

  // A roll call without Chile: two present, the two sponsors reach it; the next one with Chile back needs three again.
  const rollCall = async (tag: string, present: readonly boolean[]) => {
    const opened = await command(chair, commission.id, `e2e-papers-${tag}-open`, { type: 'rollCall.open' });
    for (const [i, d] of delegates.entries())
      await command(chair, commission.id, `e2e-papers-${tag}-${i}`, {
        type: 'rollCall.mark',
        rollCallId: opened.rollCall?.id,
        delegateId: d.id,
        status: present[i] ? 'presente' : 'ausente',
      });
    await command(chair, commission.id, `e2e-papers-${tag}-close`, { type: 'rollCall.close' });
    await chairSection.getByRole('button', { name: 'Leer de nuevo' }).click();
  };
  await rollCall('two', [true, true, false]);
  await expect(threshold).toHaveText(
    'Delegaciones patrocinadoras y firmantes: 2; necesarias: 2 (100 % de los miembros presentes en el último llamado a lista: 2).',
  );
  await expect(approve).toBeEnabled();
  await rollCall('three', [true, true, true]);
  await expect(threshold).toContainText('necesarias: 3');
  await expect(approve).toBeDisabled();

  // Chile signs from its phone; the chair makes it a draft resolution.
  await chile.getByRole('button', { name: 'Leer de nuevo' }).click();
  await chile.getByRole('button', { name: 'Firmar como delegación' }).click();
  await expect(chile.getByTestId('paper-signatories')).toHaveText('Firman: Chile');
  await expect(chile.getByRole('button', { name: 'Retirar la firma de mi delegación' })).toBeVisible();
  await expectNoSeriousA11yViolations(chile, '/sala/documentos/:id, signed');
  await chairSection.getByRole('button', { name: 'Leer de nuevo' }).click();
  await expect(threshold).toContainText('firmantes: 3; necesarias: 3');
  await approve.click();
  await expect(chairSection.getByTestId('paper-status')).toHaveText('Proyecto de resolución');

  // Its text is frozen: Argentina's phone now reads it, without the editor.
  await argentina.reload();
  await expect(argentina.getByTestId('paper-status')).toHaveText('Proyecto de resolución');
  await expect(argentina.getByText('Versión 7. Es un proyecto de resolución: su texto cambia solo por enmiendas.')).toBeVisible();
  await expect(argentina.getByRole('textbox')).toHaveCount(0);
  await expect(argentina.getByTestId('paper-operative')).toHaveText([
    'Insta a los Estados a invertir en agua potable y saneamiento;',
    'Decide seguir ocupándose de la cuestión.',
  ]);

  // Chile proposes an amendment to operative clause 1; both sponsors accept it: friendly, applied at once.
  await chile.reload();
  const proposeAmendment = async (kind: string, clauseOption: RegExp, text?: string) => {
    await chile.getByRole('combobox', { name: 'Qué hace' }).click();
    await chile.getByRole('option', { name: kind }).click();
    await chile.getByRole('combobox', { name: 'Cláusula', exact: true }).click();
    await chile.getByRole('option', { name: clauseOption }).click();
    if (text) await chile.getByRole('textbox', { name: 'Texto propuesto' }).fill(text);
    await chile.getByRole('button', { name: 'Proponer la enmienda' }).click();
  };
  await proposeAmendment('Cambia una cláusula', /^1\. Insta/, 'Insta a todos los Estados a invertir en agua potable y saneamiento;');
  const amendment = (p: Page, number: number) => p.getByTestId('amendment').filter({ hasText: `Enmienda ${number}:` });
  await expect(amendment(chile, 1)).toContainText('Enmienda 1: cambia la cláusula operativa 1');
  await expect(amendment(chile, 1).getByTestId('amendment-status')).toHaveText('Esperando a las patrocinadoras');
  await expectNoSeriousA11yViolations(chile, '/sala/documentos/:id, an amendment proposed');
  for (const sponsor of [argentina, brasil]) {
    await sponsor.reload();
    await amendment(sponsor, 1).getByRole('button', { name: 'Aceptar como amistosa' }).click();
  }
  await expect(amendment(brasil, 1).getByTestId('amendment-status')).toHaveText('Amistosa: aplicada');
  await expect(chile.getByTestId('paper-operative').first()).toHaveText(
    'Insta a todos los Estados a invertir en agua potable y saneamiento;',
  );

  // Chile moves to strike clause 2; Brasil does not accept: the chair sees it first in the vote and records it adopted.
  await proposeAmendment('Suprime una cláusula', /^2\. Decide/);
  await amendment(brasil, 2).getByRole('button', { name: 'No aceptar' }).click();
  await expect(amendment(brasil, 2).getByTestId('amendment-status')).toHaveText('No amistosa: se vota');
  await chairSection.getByRole('button', { name: 'Leer de nuevo' }).click();
  await expect(amendment(chair, 2).getByTestId('amendment-rank')).toHaveText('Lugar en la votación: 1 (se aleja del texto: 100 %)');
  await amendment(chair, 2).getByRole('button', { name: 'Aprobada en la votación' }).click();
  await expect(amendment(chair, 2).getByTestId('amendment-status')).toHaveText('Aprobada en la votación');
  await expect(chile.getByTestId('paper-operative')).toHaveText(['Insta a todos los Estados a invertir en agua potable y saneamiento;']);

  // Chile adds a clause after the first; both sponsors accept: two operative clauses again.
  await proposeAmendment('Añade una cláusula', /^1\. Insta/, 'Pide al Secretario General un informe anual;');
  for (const sponsor of [argentina, brasil]) await amendment(sponsor, 3).getByRole('button', { name: 'Aceptar como amistosa' }).click();
  await expect(chile.getByTestId('paper-operative')).toHaveText([
    'Insta a todos los Estados a invertir en agua potable y saneamiento;',
    'Pide al Secretario General un informe anual;',
  ]);

  // The chair records a division of the question on both clauses: the motion passes, clause 1 passes, clause 2 fails.
  await chairSection.getByRole('button', { name: 'Leer de nuevo' }).click();
  const voting = chairSection.getByRole('region', { name: 'Votación', exact: true });
  await voting.getByRole('checkbox', { name: /^Cláusula 1: Insta/ }).check();
  await voting.getByRole('checkbox', { name: /^Cláusula 2: Pide/ }).check();
  await voting.getByRole('button', { name: 'Registrar la moción de división' }).click();
  const next = voting.getByTestId('division-next');
  await expect(next).toHaveText('Siguiente votación: Moción de división');
  await expectNoSeriousA11yViolations(chair, '/president/docs, a division of the question');
  for (const [step, outcome] of [
    ['Moción de división', 'Aprobada'],
    ['Cláusula operativa 1', 'Aprobada'],
    ['Cláusula operativa 2', 'Rechazada'],
  ] as const) {
    await expect(next).toHaveText(`Siguiente votación: ${step}`);
    await voting.getByRole('button', { name: outcome, exact: true }).click();
  }
  await expect(voting.getByTestId('paper-division')).toContainText('Terminada: las cláusulas rechazadas salieron del texto.');
  await expect(chile.getByTestId('paper-operative')).toHaveText(['Insta a todos los Estados a invertir en agua potable y saneamiento;']);

  // The draft's own vote: adopted, it takes the commission's first number; every phone reads it.
  await voting.getByRole('spinbutton', { name: 'A favor' }).fill('3');
  await voting.getByRole('button', { name: 'Aprobado', exact: true }).click();
  const outcome = chairSection.getByTestId('paper-outcome');
  await expect(outcome).toContainText(/Resolución aprobada: CDA\/1\/\d{4}/);
  await expect(outcome).toContainText('A favor: 3 · En contra: 0 · Abstenciones: 0');
  await expect(chairSection.getByTestId('paper-status')).toHaveText('Resolución aprobada');
  await expect(chile.getByTestId('paper-outcome')).toContainText(/Resolución aprobada: CDA\/1\/\d{4}/);
  // The adopted text against the draft the chair approved (version 7): clause 2 struck, the friendly change in its words.
  await chile.getByRole('button', { name: 'Cambios respecto del proyecto aprobado' }).click();
  const changes = chile.locator('#paper-draft-diff');
  await expect(changes).toContainText('respecto de la versión 7');
  await expect(changes.locator('del').filter({ hasText: 'Decide seguir ocupándose de la cuestión.' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'todos' })).toBeVisible();
  await expectNoSeriousA11yViolations(chile, '/sala/documentos/:id, an adopted resolution and its changes');

  // Its PDF and DOCX read as the votes decided: its symbol, the clause kept, not the one rejected, and its vote.
  const symbol = ((await chile.getByTestId('paper-outcome').textContent()) ?? '').match(/CDA\/1\/\d{4}/)?.[0] ?? 'sin número';
  const pdf = (await extractPdfText(await downloaded(chile, 'Descargar PDF'))).join('\n').replace(/\s+/g, ' ');
  const docx = await (await JSZip.loadAsync(await downloaded(chile, 'Descargar DOCX'))).file('word/document.xml')?.async('string');
  const docxText = (docx ?? '').replace(/<[^>]+>/g, '');
  for (const file of [pdf, docxText]) {
    expect(file).toContain(symbol);
    expect(file).toContain('a todos los Estados a invertir en agua potable y saneamiento;');
    expect(file).not.toContain('informe anual');
    expect(file).toContain('Aprobada con 3 votos a favor, 0 en contra y 0 abstenciones.');
  }

  // The chair publishes it among the commission's documents, for everyone.
  const publishing = chairSection.getByRole('region', { name: 'Publicar la resolución' });
  await publishing.getByRole('button', { name: 'Publicar en Documentos' }).click();
  await expect(chairSection.getByTestId('paper-publication')).toContainText('Publicada en Documentos. La ve: Público.');
  // The Gestor chooses to tell the news: Prensa opens a new article with its draft, saved as a draft to edit and publish.
  await page.reload();
  await section.getByRole('link', { name: 'Redactar una noticia' }).click();
  const article = page.getByRole('dialog', { name: 'Nuevo artículo' });
  await expect(article.getByRole('textbox', { name: 'Título' })).toHaveValue(
    `Aprobada la resolución ${symbol}: Agua potable y saneamiento`,
  );
  await expect(article.getByRole('textbox', { name: 'Texto' })).toHaveValue(/\/api\/public-documents\/[^/]+\/file/);
  await article.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByRole('cell', { name: `Aprobada la resolución ${symbol}: Agua potable y saneamiento` })).toBeVisible();
});
