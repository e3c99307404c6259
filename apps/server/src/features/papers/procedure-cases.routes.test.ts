import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AmendmentList, NewAmendmentInput, PaperText, WorkingPaper } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openPhone, type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

/**
 * Procedure cases (decision 038): a draft resolution taken through amendments, a division of the question and its vote by
 * the real routes, and the text that comes out compared with the one written in its golden file
 * (`procedure-cases/*.json`), on both databases. Argelia and Brasil sponsor every draft; Chile and Dinamarca propose.
 */
interface ProcedureCase {
  name: string;
  draft: Pick<PaperText, 'preambular' | 'operative'>;
  steps: (
    | { amend: NewAmendmentInput & { by: string }; answers: Record<string, boolean>; decide?: boolean }
    | { divide: string[]; outcomes: boolean[] }
    | { vote: boolean }
  )[];
  expected: { status: WorkingPaper['status']; text: string[] };
}

const CASES_DIR = path.join(import.meta.dirname, 'procedure-cases');
const CASES = readdirSync(CASES_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => [file, JSON.parse(readFileSync(path.join(CASES_DIR, file), 'utf8')) as ProcedureCase] as const);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const NUMERALS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'];

/** The text as it reads, one line a clause: preambular clauses as written, operative ones numbered, (a) and (i) below. */
function linesOf(text: WorkingPaper['text']): string[] {
  return [
    ...text.preambular.map((c) => c.text),
    ...text.operative.flatMap((c, i) => [
      `${i + 1}. ${c.text}`,
      ...c.subClauses.flatMap((a, j) => [`(${LETTERS[j]}) ${a.text}`, ...a.subClauses.map((r, k) => `(${NUMERALS[k]}) ${r.text}`)]),
    ]),
  ];
}

describeWithApp('draft resolutions through their procedure, against golden files (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  const NAMES = ['Argelia', 'Brasil', 'Chile', 'Dinamarca'];
  const chairUrl = (paperId: string, rest = '') => `/api/commissions/${fx.a.id}/papers/${paperId}${rest}`;
  async function ok<T>(res: { statusCode: number; body: string; json: () => unknown }): Promise<T> {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }
  const chair = (paperId: string, rest: string, body: unknown) =>
    t.call('POST', chairUrl(paperId, rest), { cookie: fx.chair.cookie, body });
  const phone = (name: string, method: 'POST' | 'PUT', url: string, body: unknown) =>
    t.call(method, url, { cookie: phones[name] as string, body });

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'GOLD');
    for (const name of NAMES) phones[name] = await openPhone(t, seated.codes[name] as string);
    const live = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await live.run({ type: 'session.open', title: 'Sesión de resoluciones' });
    for (const name of NAMES)
      await live.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates[name], status: 'presente' });
    await live.run({ type: 'rollCall.close' });
  });

  it.each(CASES)('%s', async (_file, c) => {
    const created = await ok<WorkingPaper>(await phone('Argelia', 'POST', '/api/room/papers', { title: c.name.slice(0, 120) }));
    const paperId = created.id;
    await ok(
      await phone('Argelia', 'PUT', `/api/room/papers/${paperId}`, { baseVersion: 1, text: { title: created.text.title, ...c.draft } }),
    );
    await ok(await chair(paperId, '/sponsors', { delegationId: seated.ids.Brasil }));
    await ok(await chair(paperId, '/approve', {}));
    for (const step of c.steps) {
      if ('amend' in step) {
        const { by, ...amendment } = step.amend;
        const list = await ok<AmendmentList>(await phone(by, 'POST', `/api/room/papers/${paperId}/amendments`, amendment));
        const proposed = list.amendments.reduce((a, b) => (b.number > a.number ? b : a));
        for (const [sponsor, accepted] of Object.entries(step.answers))
          await ok(await phone(sponsor, 'POST', `/api/room/papers/${paperId}/amendments/${proposed.id}/answer`, { accepted }));
        if (step.decide !== undefined) await ok(await chair(paperId, `/amendments/${proposed.id}/decide`, { adopted: step.decide }));
      } else if ('divide' in step) {
        await ok(await chair(paperId, '/division', { clauseIds: step.divide }));
        for (const [i, adopted] of step.outcomes.entries()) await ok(await chair(paperId, '/division/vote', { step: i, adopted }));
      } else {
        await ok(
          await chair(paperId, '/vote', { adopted: step.vote, favor: step.vote ? 3 : 1, contra: step.vote ? 1 : 3, abstenciones: 0 }),
        );
      }
    }
    const paper = await ok<WorkingPaper>(await t.call('GET', chairUrl(paperId), { cookie: fx.chair.cookie }));
    expect({ status: paper.status, text: linesOf(paper.text) }).toEqual(c.expected);
  });
});
