import {
  divisionProgress,
  type NewDivisionInput,
  type PaperVoteInput,
  resolutionSymbol,
  type WorkingPaper,
  withoutOperativeClauses,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { readEventTimeZone } from '../../lib/event-name';
import { eventDay } from '../../lib/spanish-dates';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { findLatestDivision, insertDivision, updateDivision } from './divisions.repository';
import { countPendingAmendments } from './amendments.repository';
import { findCommissionHeading, markDecided, nextResolutionNumber, type PaperRow } from './papers.repository';
import { decidable, divisionOf, divisionOpen } from './divisions.view';
import { type PaperActor, presentOne, textOf, type Writer, writePaper, writeVersion } from './papers.use-cases';

/**
 * Voting a draft resolution (PRODUCT §10, decision 038): the chair records what the commission votes on the floor.
 * A division of the question votes its motion first, then each operative clause divided in the text's order; the
 * clauses rejected leave the text in one new version when the last is voted. Then the draft's own vote: adopted, it
 * takes the commission's next number («AG/1/2026»). Every write runs under the paper's lock, is audited, and is
 * announced to the commission's phones (`writePaper`).
 */

type Staff = Extract<PaperActor, { kind: 'staff' }>;

/** Refuses a division or a vote while the paper is not a draft, an amendment waits, or a division is under way. */
async function assertDecidable(trx: Executor, row: PaperRow): Promise<void> {
  if (row.status !== 'proyecto') throw new AppError('RESOLUTION_NOT_DRAFT');
  const [division, pendingAmendments] = await Promise.all([findLatestDivision(trx, row.id), countPendingAmendments(trx, row.id)]);
  const parts = { division, pendingAmendments };
  if (decidable(row, parts)) return;
  throw new AppError(divisionOpen(parts.division) ? 'DIVISION_OPEN' : 'RESOLUTION_AMENDMENTS_PENDING');
}

/** The chair records a motion to divide the question on some operative clauses (by id, voted in the text's order). */
export async function moveDivision(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  input: NewDivisionInput,
  who: Staff,
): Promise<WorkingPaper> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    await assertDecidable(trx, row);
    const wanted = new Set(input.clauseIds);
    const clauses = textOf(row)
      .operative.map((c, i) => ({ clauseId: c.id, number: i + 1, text: c.text }))
      .filter((c) => wanted.has(c.clauseId));
    if (clauses.length !== wanted.size) throw new AppError('AMENDMENT_CLAUSE_UNKNOWN');
    const number = ((await findLatestDivision(trx, paperId))?.number ?? 0) + 1;
    await insertDivision(trx, {
      id: newId(),
      paperId,
      number,
      clauses: JSON.stringify(clauses),
      outcomes: '[]',
      createdAt: nowIso(),
      decidedAt: null,
      appliedVersion: null,
    });
    await recordAudit(trx, who.actor, {
      action: 'working_paper.division_moved',
      entity: 'workingPaper',
      entityId: paperId,
      after: { division: number, clauses: clauses.map((c) => c.number) },
    });
    return { answer: await presentOne(trx, row, who), changed: row.version };
  });
}

/**
 * The chair records the outcome of the division's next vote, named by its step (0: the motion), so the same outcome
 * sent again or ten times at once is recorded once (DIVISION_STEP for the rest). After the last clause, those
 * rejected leave the text; a draft left with no operative clause falls.
 */
export async function voteDivision(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  input: { step: number; adopted: boolean },
  who: Staff,
): Promise<WorkingPaper> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    if (row.status !== 'proyecto') throw new AppError('RESOLUTION_NOT_DRAFT');
    const division = await findLatestDivision(trx, paperId);
    const before = division && divisionOf(division);
    if (!division || !before || before.nextStep !== input.step) throw new AppError('DIVISION_STEP');
    const { clauses } = before;
    const outcomes = [...(JSON.parse(division.outcomes) as boolean[]), input.adopted];
    const ended = divisionProgress(clauses.length, outcomes).nextStep === null;
    const decidedAt = ended ? nowIso() : null;
    let current = row;
    const rejected = clauses.filter((_, i) => outcomes[i + 1] === false).map((c) => c.clauseId);
    if (ended && outcomes[0] && rejected.length > 0) {
      const text = withoutOperativeClauses(textOf(row), rejected);
      current = await writeVersion(trx, row, text, who);
      if (text.operative.length === 0) {
        const fallen = { status: 'rechazada', decidedAt, resolutionNumber: null, resolutionSymbol: null };
        if (!(await markDecided(trx, paperId, { ...fallen, voteFavor: null, voteContra: null, voteAbstain: null })))
          throw new AppError('WRITE_CONFLICT');
        current = { ...current, ...fallen };
      }
    }
    await updateDivision(trx, division.id, {
      outcomes: JSON.stringify(outcomes),
      decidedAt,
      appliedVersion: current.version === row.version ? null : current.version,
    });
    await recordAudit(trx, who.actor, {
      action: 'working_paper.division_voted',
      entity: 'workingPaper',
      entityId: paperId,
      after: { division: division.number, step: input.step, adopted: input.adopted, version: current.version },
    });
    return { answer: await presentOne(trx, current, who), changed: current.version };
  });
}

/**
 * The chair records the draft's own vote: its counts and its outcome. Adopted, it takes the commission's next number
 * (under the commission's lock, so two drafts adopted at once never share one). A draft already voted is answered as
 * it stands: the same vote sent again, or ten times at once, is recorded once.
 */
export async function votePaper(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  input: PaperVoteInput,
  who: Staff,
): Promise<WorkingPaper> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    if (row.status === 'aprobada' || row.status === 'rechazada') return { answer: await presentOne(trx, row, who), changed: null };
    await assertDecidable(trx, row);
    const decidedAt = nowIso();
    let resolutionNumber: number | null = null;
    let symbol: string | null = null;
    if (input.adopted) {
      await serializeWriters(trx, `resolutions:${commissionId}`);
      resolutionNumber = await nextResolutionNumber(trx, commissionId);
      const [commission, timeZone] = await Promise.all([
        findCommissionHeading(trx, commissionId).then(foundCommission),
        readEventTimeZone(trx),
      ]);
      symbol = resolutionSymbol(commission.acronym, resolutionNumber, Number(eventDay(decidedAt, timeZone).slice(0, 4)));
    }
    const decision = {
      status: input.adopted ? 'aprobada' : 'rechazada',
      decidedAt,
      resolutionNumber,
      resolutionSymbol: symbol,
      voteFavor: input.favor,
      voteContra: input.contra,
      voteAbstain: input.abstenciones,
    };
    if (!(await markDecided(trx, paperId, decision))) throw new AppError('WRITE_CONFLICT');
    await recordAudit(trx, who.actor, {
      action: 'working_paper.voted',
      entity: 'workingPaper',
      entityId: paperId,
      after: { adopted: input.adopted, symbol, favor: input.favor, contra: input.contra, abstenciones: input.abstenciones },
    });
    return { answer: await presentOne(trx, { ...row, ...decision }, who), changed: row.version };
  });
}
