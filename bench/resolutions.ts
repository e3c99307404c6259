// `npm run bench:resolutions`: a commission's resolutions at the size of a long conference (issue 30, decision 038). In
// one process, on a fresh SQLite app (or DATABASE_URL), BENCH_DRAFTS (50) draft resolutions of BENCH_CLAUSES (40)
// operative clauses (and ten preambular) are written, approved as drafts and amended BENCH_AMENDMENTS (300) times in
// all, a third friendly (applied as new versions), the rest unfriendly (each voted, adopted or rejected in turn), through
// the papers' use cases. Prints drafts=, amendments=, versions=, diff_p95_ms (a draft's text in force against the
// version approved, as its page asks for it; target ≤ 200), save_p95_ms (one edit saved while another sponsor saves
// another clause of the same working paper at once, merged; target ≤ 50), adopted_pdf_ms (a 40-clause resolution's PDF
// built in its worker thread, after the thread's first start; target ≤ 2000), adopted_docx_ms and peak_rss_mb.
import type { OperativeClause, PaperText } from '@quorum/shared';
import {
  proposeAmendment,
  answerAmendment,
  decideAmendment,
  listAmendments,
} from '../apps/server/src/features/papers/amendments.use-cases';
import { diffVersions } from '../apps/server/src/features/papers/paper-history.use-cases';
import { createPaper, savePaper } from '../apps/server/src/features/papers/papers.use-cases';
import { readResolutionDocument } from '../apps/server/src/features/papers/resolution-documents.use-cases';
import { renderResolutionInWorker } from '../apps/server/src/features/papers/resolution.render-pool';
import { benchApp, readyGestor } from './in-process';
import { percentile, report } from './lib';

const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 50);
const CLAUSES = Number(process.env.BENCH_CLAUSES ?? 40);
const AMENDMENTS = Number(process.env.BENCH_AMENDMENTS ?? 300);
const SAVE_ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS ?? 40);

const { ctx, close, call } = await benchApp('resolutions', process.env);
let peakRss = process.memoryUsage().rss;
const sample = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const cookie = await readyGestor(ctx, call);
const created = await call(
  'POST',
  '/api/commissions',
  { name: 'Asamblea General', acronym: 'AG', kind: 'asamblea', capacity: 200, topics: ['Agua'] },
  cookie,
);
if (created.statusCode !== 201) throw new Error(`commission: ${created.statusCode} ${created.body}`);
const commissionId: string = created.json().id;
const delegations: string[] = [];
for (const name of ['Argelia', 'Brasil', 'Chile', 'Dinamarca']) {
  const res = await call('POST', `/api/commissions/${commissionId}/delegations`, { name }, cookie);
  if (res.statusCode !== 201) throw new Error(`delegation: ${res.statusCode} ${res.body}`);
  delegations.push(res.json().id);
}
const phone = (i: number) => ({ kind: 'phone' as const, delegationId: delegations[i] as string, delegateId: `bench-delegate-${i}` });
const [sponsor, proposer] = [phone(0), phone(2)];
const chair = { kind: 'staff' as const, mayWrite: true, actor: { uid: null, ip: null } };

const words = 'exhorta a los estados miembros a cooperar en el acceso al agua potable y al saneamiento de las regiones afectadas'.split(
  ' ',
);
const sentence = (seed: number, n: number) => Array.from({ length: n }, (_, i) => words[(seed + i * 5) % words.length]).join(' ');
function text(title: string): PaperText {
  return {
    title,
    preambular: Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, text: `Recordando ${sentence(i, 18)},` })),
    operative: Array.from(
      { length: CLAUSES },
      (_, i): OperativeClause => ({
        id: `o${i}`,
        text: `Exhorta ${sentence(i, 24)};`,
        subClauses: i % 4 === 0 ? [{ id: `o${i}a`, text: `en particular ${sentence(i + 3, 12)},`, subClauses: [] }] : [],
      }),
    ),
  };
}

// The drafts: written by Argelia's phone, approved (the threshold is the signatures' bench, not this one).
const drafts: string[] = [];
for (let d = 0; d < DRAFTS; d++) {
  const paper = await createPaper(ctx, commissionId, { title: `Proyecto ${d + 1}` }, sponsor);
  const saved = await savePaper(ctx, commissionId, paper.id, { baseVersion: 1, text: text(`Proyecto ${d + 1}`) }, sponsor);
  if (saved.kind !== 'saved') throw new Error('the first save conflicted');
  await ctx.db
    .updateTable('workingPaper')
    .set({ status: 'proyecto', approvedAt: new Date().toISOString(), draftVersion: 2 })
    .where('id', '=', paper.id)
    .execute();
  drafts.push(paper.id);
}

// The amendments, spread over the drafts: a third friendly (the sponsor accepts), the rest voted in their order.
for (let a = 0; a < AMENDMENTS; a++) {
  const paperId = drafts[a % DRAFTS] as string;
  // A clause the text still has (an earlier strike may have taken the one first meant).
  const { body } = await ctx.db.selectFrom('workingPaper').select('body').where('id', '=', paperId).executeTakeFirstOrThrow();
  const operative = (JSON.parse(body) as Pick<PaperText, 'operative'>).operative;
  const clauseId = operative[(a * 7) % operative.length]?.id ?? null;
  const kind = a % 5 === 0 && operative.length > 10 ? 'strike' : a % 5 === 1 ? 'add' : 'change';
  const list = await proposeAmendment(
    ctx,
    commissionId,
    paperId,
    { kind, list: 'operative', clauseId, text: kind === 'strike' ? '' : `Decide ${sentence(a, 20)};` },
    proposer,
  );
  const amendment = list.amendments.find((x) => x.status === 'propuesta' && x.proposer.delegationId === proposer.delegationId);
  if (!amendment) continue;
  await answerAmendment(ctx, commissionId, paperId, amendment.id, a % 3 === 0, sponsor);
  if (a % 3 !== 0) {
    const first = (await listAmendments(ctx.db, commissionId, paperId, chair)).amendments.find((x) => x.voteRank === 1);
    if (first) await decideAmendment(ctx, commissionId, paperId, first.id, a % 2 === 0, chair);
  }
}
const amendments = Number(
  (
    await ctx.db
      .selectFrom('workingPaperAmendment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const versions = Number(
  (
    await ctx.db
      .selectFrom('workingPaperVersion')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);

// A draft's text in force against the version approved, as its page asks for it.
const diffs: number[] = [];
for (let round = 0; round < 3; round++)
  for (const paperId of drafts) {
    const { version } = await ctx.db.selectFrom('workingPaper').select('version').where('id', '=', paperId).executeTakeFirstOrThrow();
    const started = performance.now();
    await diffVersions(ctx.db, commissionId, paperId, version, 2);
    diffs.push(performance.now() - started);
  }

// Two sponsors saving different clauses of one working paper at once, round after round, each on the version it read.
const working = await createPaper(ctx, commissionId, { title: 'Documento de trabajo' }, sponsor);
let base = text('Documento de trabajo');
let baseVersion = (await savePaper(ctx, commissionId, working.id, { baseVersion: 1, text: base }, sponsor)).paper.version;
const saves: number[] = [];
for (let round = 0; round < SAVE_ROUNDS; round++) {
  const edit = (i: number) => ({
    ...base,
    operative: base.operative.map((c, k) => (k === i ? { ...c, text: `${c.text.slice(0, -1)} ronda ${round};` } : c)),
  });
  const timed = async (mine: PaperText) => {
    const started = performance.now();
    const outcome = await savePaper(ctx, commissionId, working.id, { baseVersion, text: mine }, sponsor);
    saves.push(performance.now() - started);
    return outcome;
  };
  const outcomes = await Promise.all([timed(edit(round % CLAUSES)), timed(edit((round + 1) % CLAUSES))]);
  const last = outcomes.map((o) => o.paper).reduce((x, y) => (x.version > y.version ? x : y));
  if (outcomes.some((o) => o.kind !== 'saved')) throw new Error('two saves of different clauses conflicted');
  base = last.text;
  baseVersion = last.version;
}

// The adopted resolution's files, built in their worker thread once it has started.
const { doc } = await readResolutionDocument(ctx.db, commissionId, drafts[0] as string, chair);
const adopted = {
  ...doc,
  number: 'AG/1/2026',
  vote: { favor: 120, contra: 12, abstenciones: 30 },
  text: text('Resolución'),
  date: doc.date,
};
await renderResolutionInWorker('pdf', adopted);
const timedRender = async (format: 'pdf' | 'docx') => {
  const started = performance.now();
  await renderResolutionInWorker(format, adopted);
  return performance.now() - started;
};
const pdfMs = Math.max(await timedRender('pdf'), await timedRender('pdf'));
await renderResolutionInWorker('docx', adopted);
const docxMs = Math.max(await timedRender('docx'), await timedRender('docx'));

clearInterval(sample);
diffs.sort((a, b) => a - b);
saves.sort((a, b) => a - b);
report({
  drafts: DRAFTS,
  amendments,
  versions,
  diff_p95_ms: percentile(diffs, 95),
  save_p95_ms: percentile(saves, 95),
  adopted_pdf_ms: pdfMs,
  adopted_docx_ms: docxMs,
  peak_rss_mb: peakRss / 2 ** 20,
});
await close();
