import type { Division, Resolution } from '@quorum/shared';
import { divisionProgress } from '@quorum/shared';
import type { DivisionRow } from './divisions.repository';
import type { PaperRow } from './papers.repository';

/**
 * How a draft's votes read (decision 038): its latest division of the question, and how its own vote ended; whether
 * the chair may divide or vote it now. Read with the paper (papers.use-cases.ts) and checked before each vote
 * (divisions.use-cases.ts).
 */

/**
 * A division as read: the clauses as they were moved, each with its outcome once voted (the motion's comes first);
 * `chairWrites`: the reader is the commission's chair, who records its next vote.
 */
export function divisionOf(row: DivisionRow, chairWrites = false): Division {
  const clauses = JSON.parse(row.clauses) as { clauseId: string; number: number; text: string }[];
  const outcomes = JSON.parse(row.outcomes) as boolean[];
  const { status, nextStep } = divisionProgress(clauses.length, outcomes);
  return {
    id: row.id,
    number: row.number,
    status,
    motion: outcomes[0] ?? null,
    clauses: clauses.map((c, i) => ({ ...c, adopted: outcomes[i + 1] ?? null })),
    nextStep,
    appliedVersion: row.appliedVersion,
    mayRecord: nextStep !== null && chairWrites,
  };
}

/** Whether a division of the question is under way: its motion or its clauses still to be voted. */
export const divisionOpen = (division: DivisionRow | undefined) => division !== undefined && divisionOf(division).nextStep !== null;

export function resolutionOf(row: PaperRow): Resolution | null {
  if (row.status !== 'aprobada' && row.status !== 'rechazada') return null;
  return {
    adopted: row.status === 'aprobada',
    symbol: row.resolutionSymbol,
    decidedAt: row.decidedAt ?? '',
    draftVersion: row.draftVersion,
    vote: row.voteFavor === null ? null : { favor: row.voteFavor, contra: row.voteContra ?? 0, abstenciones: row.voteAbstain ?? 0 },
  };
}

/** Whether the draft may be divided or voted now: still a draft, no amendment waiting, no division under way. */
export function decidable(row: Pick<PaperRow, 'status'>, parts: { division: DivisionRow | undefined; pendingAmendments: number }): boolean {
  return row.status === 'proyecto' && parts.pendingAmendments === 0 && !divisionOpen(parts.division);
}
