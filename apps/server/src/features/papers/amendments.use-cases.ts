import {
  type Amendment,
  type AmendmentChange,
  type AmendmentKind,
  type AmendmentList,
  type AmendmentStatus,
  amendmentDeparture,
  amendmentVoteOrder,
  applyAmendment,
  type NewAmendmentInput,
  type PaperText,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { findCommissionDelegations } from '../../domain/commissions/commission-delegations';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import {
  type AmendmentRow,
  type AnswerRow,
  findAmendments,
  findAnswers,
  insertAmendment,
  insertAnswer,
  settleAmendment,
} from './amendments.repository';
import { findLatestDivision } from './divisions.repository';
import { findSponsors, type PaperRow } from './papers.repository';
import { divisionOpen } from './divisions.view';
import { type PaperActor, paperOf, textOf, type Writer, writePaper, writeVersion } from './papers.use-cases';

/**
 * Amendments to a draft resolution (PRODUCT §10, decision 038). A delegation's phone proposes one against a clause
 * (by id); each sponsor delegation answers from its phones: when every sponsor accepts it is friendly and applied at
 * once as a new version; when one does not it is unfriendly and waits for the commission's vote, the one that departs
 * furthest from the text first (`amendmentVoteOrder`), and the chair records each vote's outcome in that order. Every
 * write runs under the paper's lock and is announced to the commission's phones (`writePaper`).
 */

type Phone = Extract<PaperActor, { kind: 'phone' }>;

/** An amendment not settled yet: waiting for the sponsors or for the vote. */
const PENDING = new Set<string>(['propuesta', 'no_amistosa']);
type Staff = Extract<PaperActor, { kind: 'staff' }>;

const changeOf = (row: AmendmentRow): AmendmentChange & { number: number; id: string } => ({
  id: row.id,
  number: row.number,
  kind: row.kind as AmendmentKind,
  list: row.list as AmendmentChange['list'],
  clauseId: row.clauseId,
  text: row.text,
});

/** The unfriendly amendments waiting for their vote, in the order the commission votes them. */
function voteQueue(text: PaperText, rows: readonly AmendmentRow[]) {
  return amendmentVoteOrder(text, rows.filter((r) => r.status === 'no_amistosa').map(changeOf));
}

interface AmendmentParts {
  row: PaperRow;
  amendments: AmendmentRow[];
  answers: AnswerRow[];
  sponsorIds: string[];
  names: Map<string, string>;
}

async function partsOf(db: Executor, row: PaperRow): Promise<AmendmentParts> {
  const [amendments, answers, sponsors, names] = await Promise.all([
    findAmendments(db, row.id),
    findAnswers(db, row.id),
    findSponsors(db, [row.id]),
    findCommissionDelegations(db, row.commissionId).then((rows) => new Map(rows.map((d) => [d.id, d.name]))),
  ]);
  return { row, amendments, answers, sponsorIds: sponsors.map((s) => s.delegationId), names };
}

/** The list as a reader sees it: waiting for the vote in its order, then waiting for the sponsors, then decided. */
function present({ row, amendments, answers, sponsorIds, names }: AmendmentParts, who: PaperActor): AmendmentList {
  const text = textOf(row);
  const rank = new Map(voteQueue(text, amendments).map((a, i) => [a.id, i + 1]));
  const named = (delegationId: string) => ({ delegationId, name: names.get(delegationId) ?? '' });
  const phone = who.kind === 'phone' ? who : null;
  const view = (a: AmendmentRow): Amendment => {
    const list = text[a.list as AmendmentChange['list']];
    const at = a.clauseId === null ? -1 : list.findIndex((c) => c.id === a.clauseId);
    const own = answers.filter((x) => x.amendmentId === a.id);
    const status = a.status as AmendmentStatus;
    return {
      id: a.id,
      number: a.number,
      kind: a.kind as AmendmentKind,
      list: a.list as AmendmentChange['list'],
      clauseId: a.clauseId,
      clauseNumber: at < 0 ? null : at + 1,
      original: at < 0 || a.kind === 'add' ? null : (list[at]?.text ?? null),
      text: a.text,
      proposer: named(a.delegationId),
      status,
      answers: own.map((x) => ({ ...named(x.delegationId), accepted: x.accepted === 1 })),
      waitingFor: status === 'propuesta' ? sponsorIds.filter((id) => !own.some((x) => x.delegationId === id)).map(named) : [],
      departure: amendmentDeparture(text, changeOf(a)),
      voteRank: rank.get(a.id) ?? null,
      appliedVersion: a.appliedVersion,
      createdAt: a.createdAt,
      mayAnswer:
        phone !== null &&
        status === 'propuesta' &&
        sponsorIds.includes(phone.delegationId) &&
        !own.some((x) => x.delegationId === phone.delegationId),
      mayDecide: who.kind === 'staff' && who.mayWrite && rank.get(a.id) === 1,
    };
  };
  const place = (a: AmendmentRow) => (a.status === 'no_amistosa' ? 0 : a.status === 'propuesta' ? 1 : 2);
  const ordered = [...amendments].sort(
    (x, y) => place(x) - place(y) || (rank.get(x.id) ?? 0) - (rank.get(y.id) ?? 0) || x.number - y.number,
  );
  return { amendments: ordered.map(view), mayPropose: phone !== null && row.status === 'proyecto' };
}

/** A paper's amendments, for a phone of its commission, its chair or the Gestor. */
export async function listAmendments(db: Executor, commissionId: string, paperId: string, who: PaperActor): Promise<AmendmentList> {
  return present(await partsOf(db, await paperOf(db, commissionId, paperId)), who);
}

/**
 * Applies an amendment to the text in force as a new version (`status`: friendly or adopted by the vote), or marks
 * it lapsed when its clause has left the text; the pending amendments to a clause it struck lapse with it. Answers
 * the paper's row as it is then.
 */
async function applyTo(trx: Executor, row: PaperRow, amendment: AmendmentRow, status: 'amistosa' | 'aprobada', who: PaperActor) {
  const text = applyAmendment(textOf(row), changeOf(amendment), newId());
  if (!text) {
    await settleAmendment(trx, amendment.id, { status: 'decaida', decidedAt: nowIso(), appliedVersion: null });
    return row;
  }
  const saved = await writeVersion(trx, row, text, who);
  const decidedAt = saved.updatedAt;
  await settleAmendment(trx, amendment.id, { status, decidedAt, appliedVersion: saved.version });
  // The others still pending whose clause this one took out of the text lapse with it.
  for (const other of await findAmendments(trx, row.id))
    if (
      PENDING.has(other.status) &&
      other.clauseId !== null &&
      !text[other.list as AmendmentChange['list']].some((c) => c.id === other.clauseId)
    )
      await settleAmendment(trx, other.id, { status: 'decaida', decidedAt, appliedVersion: null });
  return saved;
}

/**
 * After an answer: a sponsor that did not accept makes the amendment unfriendly (it waits for the vote); every sponsor
 * accepting makes it friendly, applied at once.
 */
async function settleAnswers(trx: Executor, row: PaperRow, amendment: AmendmentRow, who: PaperActor): Promise<PaperRow> {
  const [answers, sponsors] = await Promise.all([findAnswers(trx, row.id), findSponsors(trx, [row.id])]);
  const own = answers.filter((a) => a.amendmentId === amendment.id);
  if (own.some((a) => a.accepted === 0)) {
    await settleAmendment(trx, amendment.id, { status: 'no_amistosa', decidedAt: null, appliedVersion: null });
    return row;
  }
  if (sponsors.every((s) => own.some((a) => a.delegationId === s.delegationId && a.accepted === 1)))
    return applyTo(trx, row, amendment, 'amistosa', who);
  return row;
}

/** The amendment of the paper, or NOT_FOUND. */
function amendmentOf(amendments: readonly AmendmentRow[], amendmentId: string): AmendmentRow {
  const found = amendments.find((a) => a.id === amendmentId);
  if (!found) throw new AppError('NOT_FOUND', 'Esa enmienda no existe en este proyecto de resolución.');
  return found;
}

/**
 * A delegation's phone proposes an amendment to a draft resolution's clause. Numbered in its paper; a proposer that
 * sponsors the paper has accepted it already (a sole sponsor's own amendment is friendly at once).
 */
export async function proposeAmendment(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  input: NewAmendmentInput & { text: string },
  who: Phone,
): Promise<AmendmentList> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    if (row.status !== 'proyecto') throw new AppError('AMENDMENT_NOT_DRAFT');
    // Once the commission divides the question it is voting: no amendment comes in.
    if (divisionOpen(await findLatestDivision(trx, paperId))) throw new AppError('DIVISION_OPEN');
    if (input.clauseId !== null && !textOf(row)[input.list].some((c) => c.id === input.clauseId))
      throw new AppError('AMENDMENT_CLAUSE_UNKNOWN');
    const existing = await findAmendments(trx, paperId);
    const now = nowIso();
    const amendment: AmendmentRow = {
      id: newId(),
      paperId,
      number: existing.reduce((max, a) => Math.max(max, a.number), 0) + 1,
      kind: input.kind,
      list: input.list,
      clauseId: input.clauseId,
      text: input.kind === 'strike' ? '' : input.text,
      delegationId: who.delegationId,
      delegateId: who.delegateId,
      status: 'propuesta',
      createdAt: now,
      decidedAt: null,
      appliedVersion: null,
    };
    await insertAmendment(trx, amendment);
    let current = row;
    if ((await findSponsors(trx, [paperId])).some((s) => s.delegationId === who.delegationId)) {
      await insertAnswer(trx, { amendmentId: amendment.id, delegationId: who.delegationId, accepted: 1, answeredAt: now });
      current = await settleAnswers(trx, row, amendment, who);
    }
    return { answer: present(await partsOf(trx, current), who), changed: current.version };
  });
}

/**
 * A sponsor delegation's answer from its phone: friendly or not. Once per delegation: the same answer again is
 * answered as it stands, another one is refused (AMENDMENT_ANSWERED), as is an answer once the amendment is settled.
 */
export async function answerAmendment(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  amendmentId: string,
  accepted: boolean,
  who: Phone,
): Promise<AmendmentList> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    const amendment = amendmentOf(await findAmendments(trx, paperId), amendmentId);
    if (!(await findSponsors(trx, [paperId])).some((s) => s.delegationId === who.delegationId)) throw new AppError('AMENDMENT_NOT_SPONSOR');
    const earlier = (await findAnswers(trx, paperId)).find((a) => a.amendmentId === amendmentId && a.delegationId === who.delegationId);
    if (earlier && earlier.accepted === (accepted ? 1 : 0)) return { answer: present(await partsOf(trx, row), who), changed: null };
    if (earlier || amendment.status !== 'propuesta') throw new AppError('AMENDMENT_ANSWERED');
    await insertAnswer(trx, { amendmentId, delegationId: who.delegationId, accepted: accepted ? 1 : 0, answeredAt: nowIso() });
    const current = await settleAnswers(trx, row, amendment, who);
    return { answer: present(await partsOf(trx, current), who), changed: current.version };
  });
}

/**
 * The chair records the commission's vote on the unfriendly amendment first in the vote order: adopted (applied as a
 * new version, or lapsed if its clause has gone) or rejected. Audited.
 */
export async function decideAmendment(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  amendmentId: string,
  adopted: boolean,
  who: Staff,
): Promise<AmendmentList> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    const amendments = await findAmendments(trx, paperId);
    const amendment = amendmentOf(amendments, amendmentId);
    if (amendment.status !== 'no_amistosa') throw new AppError('AMENDMENT_NOT_QUEUED');
    if (voteQueue(textOf(row), amendments)[0]?.id !== amendmentId) throw new AppError('AMENDMENT_NOT_FIRST');
    let current = row;
    if (adopted) current = await applyTo(trx, row, amendment, 'aprobada', who);
    else await settleAmendment(trx, amendmentId, { status: 'rechazada', decidedAt: nowIso(), appliedVersion: null });
    await recordAudit(trx, who.actor, {
      action: 'working_paper.amendment_decided',
      entity: 'workingPaper',
      entityId: paperId,
      after: { amendment: amendment.number, adopted, version: current.version },
    });
    return { answer: present(await partsOf(trx, current), who), changed: current.version };
  });
}
