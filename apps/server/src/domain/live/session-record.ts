import { type DelegationParticipation, type Floor, floorSchema, type WarningLevel } from '@quorum/shared';
import type { Executor } from '../../db/database';
import type { LiveLogTable } from '../../db/schema';

/**
 * What a commission's session leaves on record that other features read (decision 039): the log's entries that stand
 * (an undo and what it undid do not), the warnings given with their reasons, and the floor's counts of turns, time
 * spoken and warnings. The live feature writes them; the advisors' view reads them here.
 */

type LogFields = Pick<LiveLogTable, 'event' | 'payload'>;

/** The sequence an «action.undone» entry undid; null for any other entry. */
export function undoneBy(row: LogFields): number | null {
  return row.event === 'action.undone' ? Number((JSON.parse(row.payload) as { undoes?: number }).undoes) : null;
}

/** The entries that stand, in the order given: neither an undo nor undone by one of `rows`. */
export function withoutUndone<Row extends LogFields & Pick<LiveLogTable, 'sequence'>>(rows: readonly Row[]): Row[] {
  const undone = new Set(rows.map(undoneBy).filter((sequence) => sequence !== null));
  return rows.filter((row) => row.event !== 'action.undone' && !undone.has(Number(row.sequence)));
}

/** A warning as given: to whom, its level, its reason and when. */
export type GivenWarning = DelegationParticipation['warningsGiven'][number] & { delegationId: string };

/** The warning a «warning.given» entry records (an entry from before levels and reasons: verbal, no reason). */
export function warningOfEntry(row: LogFields & Pick<LiveLogTable, 'createdAt'>): GivenWarning | null {
  const after = ((JSON.parse(row.payload) as { after?: unknown }).after ?? {}) as {
    delegationId?: string;
    level?: WarningLevel;
    reason?: string;
  };
  if (!after.delegationId) return null;
  return { delegationId: after.delegationId, level: after.level ?? 'verbal', reason: after.reason ?? '', at: row.createdAt };
}

/** Each delegation's warnings from the commission's log, oldest first, without those undone. */
export async function warningsByDelegation(db: Executor, commissionId: string): Promise<Map<string, GivenWarning[]>> {
  const rows = await db
    .selectFrom('liveLog')
    .select(['sequence', 'event', 'payload', 'createdAt'])
    .where('commissionId', '=', commissionId)
    .where('event', 'in', ['warning.given', 'action.undone'])
    .orderBy('sequence', 'asc')
    .execute();
  const byDelegation = new Map<string, GivenWarning[]>();
  for (const row of withoutUndone(rows)) {
    const warning = row.event === 'warning.given' ? warningOfEntry(row) : null;
    if (warning) byDelegation.set(warning.delegationId, [...(byDelegation.get(warning.delegationId) ?? []), warning]);
  }
  return byDelegation;
}

/** The floor's counts of a commission: each delegation's turns and time spoken, and its warnings (empty before any command). */
export async function floorCounts(db: Executor, commissionId: string): Promise<Pick<Floor, 'stats' | 'warnings'>> {
  const row = await db.selectFrom('liveState').select('floor').where('commissionId', '=', commissionId).executeTakeFirst();
  if (!row?.floor) return { stats: {}, warnings: {} };
  const { stats, warnings } = floorSchema.parse(JSON.parse(row.floor));
  return { stats, warnings };
}
